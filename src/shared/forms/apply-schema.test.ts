import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import {
  applyFormSchema,
  applyInitialValues,
  applyPayloadSchema,
  toApplyPayload,
  type ApplyFormState,
} from './apply-schema';

const valid: ApplyFormState = {
  first_name: 'Sam',
  last_name: 'Lee',
  orgnization_email: 'sam@example.com',
  orgnization_name: 'Prairie Mutual',
  country: 'Lincoln, NE',
  onSite: 'Yes',
  message: 'Ten years of SAP IS-U billing and device management.',
};

async function invalidFields(values: object): Promise<string[]> {
  try {
    await applyFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string }[] }).inner.map((item) => item.path).sort();
  }
}

describe('apply form rules: every field required, e-mail format, onsite Yes or No', () => {
  it('requires every field', async () => {
    expect(await invalidFields(valid)).toEqual([]);
    for (const field of Object.keys(valid)) {
      expect(await invalidFields({ ...valid, [field]: '' }), field).toEqual([field]);
    }
  });

  it('checks the e-mail format and the onsite choice', async () => {
    expect(await invalidFields({ ...valid, orgnization_email: 'sam.example.com' })).toEqual([
      'orgnization_email',
    ]);
    expect(await invalidFields({ ...valid, onSite: 'Maybe' })).toEqual(['onSite']);
    expect(await invalidFields({ ...valid, onSite: 'No' })).toEqual([]);
  });

  it('starts with the organization prefilled with the product name and no onsite choice', () => {
    expect(applyInitialValues.orgnization_name).toBe(site.gateway.portalName);
    expect(applyInitialValues.onSite).toBe('');
  });
});

describe('apply payload: the contact fields plus country, never onSite', () => {
  it('sends the contact fields plus country, and never onSite', () => {
    const payload = toApplyPayload(valid);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'country',
        'first_name',
        'last_name',
        'message',
        'orgnization_email',
        'orgnization_name',
        'portal_name',
        'requested_demo_for_product_name',
      ].sort(),
    );
    expect(payload).not.toHaveProperty('onSite');
    expect(payload).toMatchObject({
      portal_name: site.gateway.portalName,
      requested_demo_for_product_name: site.gateway.portalLabel,
      country: 'Lincoln, NE',
      message: valid.message,
    });
  });

  it('is accepted by the gateway schema', async () => {
    const payload = toApplyPayload(valid);
    await expect(applyPayloadSchema.validate(payload, { strict: true })).resolves.toEqual(payload);
  });
});
