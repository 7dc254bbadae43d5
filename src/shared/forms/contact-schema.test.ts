import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import {
  contactFormSchema,
  contactInitialValues,
  contactPayloadSchema,
  toContactPayload,
} from './contact-schema';

const valid = { ...contactInitialValues, first_name: 'Jane', last_name: 'Doe' };

async function errorsOf(values: object): Promise<Record<string, string>> {
  try {
    await contactFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

describe('contact form rules: names required, e-mail optional but well-formed', () => {
  it('requires first and last name only', async () => {
    expect(Object.keys(await errorsOf(contactInitialValues)).sort()).toEqual([
      'first_name',
      'last_name',
    ]);
    expect(await errorsOf(valid)).toEqual({});
  });

  it('treats blank names as missing', async () => {
    expect(Object.keys(await errorsOf({ ...valid, first_name: '   ' }))).toEqual(['first_name']);
  });

  it('accepts an empty e-mail but not a malformed one', async () => {
    expect(await errorsOf({ ...valid, orgnization_email: '' })).toEqual({});
    expect(await errorsOf({ ...valid, orgnization_email: 'jane@example.com' })).toEqual({});
    expect(Object.keys(await errorsOf({ ...valid, orgnization_email: 'jane@' }))).toEqual([
      'orgnization_email',
    ]);
  });

  it('leaves company and message optional', async () => {
    expect(await errorsOf({ ...valid, orgnization_name: '', message: '' })).toEqual({});
  });

  it('bounds lengths to what the gateway accepts', async () => {
    expect(Object.keys(await errorsOf({ ...valid, first_name: 'x'.repeat(101) }))).toEqual([
      'first_name',
    ]);
    expect(Object.keys(await errorsOf({ ...valid, message: 'x'.repeat(20_001) }))).toEqual([
      'message',
    ]);
  });
});

describe('contact payload: the portal fields and the five form fields', () => {
  it('has exactly the contract keys with the fixed portal values', () => {
    const payload = toContactPayload({
      first_name: ' Jane ',
      last_name: 'Doe',
      orgnization_email: 'jane@example.com',
      orgnization_name: 'Prairie Mutual',
      message: 'Hello',
    });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'first_name',
        'last_name',
        'message',
        'orgnization_email',
        'orgnization_name',
        'portal_name',
        'requested_demo_for_product_name',
      ].sort(),
    );
    expect(payload).toMatchObject({
      portal_name: site.gateway.portalName,
      requested_demo_for_product_name: site.gateway.portalLabel,
      first_name: 'Jane',
    });
  });

  it('is what the gateway schema accepts, and nothing else', async () => {
    const payload = toContactPayload(valid);
    await expect(contactPayloadSchema.validate(payload, { strict: true })).resolves.toEqual(
      payload,
    );
    await expect(
      contactPayloadSchema.validate({ ...payload, onSite: 'Yes' }, { strict: true }),
    ).rejects.toThrow(/Unknown field/);
  });
});
