import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { site } from '@/config/site';
import { applyFormSchema, applyPayloadSchema, toApplyPayload } from './apply-schema';
import { contactFormSchema, contactPayloadSchema, toContactPayload } from './contact-schema';

/** What both forms ask for and send alike, whatever else each one adds. */
const forms = [
  {
    name: 'contact',
    formSchema: contactFormSchema,
    payloadSchema: contactPayloadSchema,
    payload: (sender: Sender) => toContactPayload({ ...sender, message: 'Hello' }),
  },
  {
    name: 'apply',
    formSchema: applyFormSchema,
    payloadSchema: applyPayloadSchema,
    payload: (sender: Sender) =>
      toApplyPayload({
        ...sender,
        position: 'SAP Utilities',
        country: 'Lincoln, NE',
        onSite: 'Yes',
        message: 'Ten years of billing.',
        resume_file: '',
        screening: '',
      }),
  },
] satisfies {
  name: string;
  formSchema: AnyObjectSchema;
  payloadSchema: AnyObjectSchema;
  payload: (sender: Sender) => object;
}[];

interface Sender {
  first_name: string;
  last_name: string;
  orgnization_email: string;
  orgnization_name: string;
}

const sender: Sender = {
  first_name: ' Sam ',
  last_name: '\tLee ',
  orgnization_email: ' sam@example.com ',
  orgnization_name: ' Prairie Mutual ',
};

/** The message of each field that fails, by field. */
async function errorsOf(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validateAt('first_name', values);
    await schema.validateAt('last_name', values);
    return {};
  } catch (error) {
    const { path, message } = error as { path: string; message: string };
    return { [path]: message };
  }
}

describe.each(forms)('the $name form and the fields both forms share', (form) => {
  it('asks for a first and a last name in the same words', async () => {
    expect(await errorsOf(form.formSchema, { first_name: '', last_name: 'Lee' })).toEqual({
      first_name: 'Enter your first name.',
    });
    expect(await errorsOf(form.formSchema, { first_name: 'Sam', last_name: '   ' })).toEqual({
      last_name: 'Enter your last name.',
    });
    expect(
      await errorsOf(form.formSchema, { first_name: 'S'.repeat(101), last_name: 'Lee' }),
    ).toEqual({ first_name: 'First name can be at most 100 characters.' });
    expect(await errorsOf(form.formSchema, { first_name: 'Sam\u0000', last_name: 'Lee' })).toEqual({
      first_name:
        'First name holds a character that cannot be typed (a control character). Remove it and try again.',
    });
  });

  it('sends the portal fields from the site settings and the sender trimmed', async () => {
    const payload = form.payload(sender);
    expect(payload).toMatchObject({
      portal_name: site.gateway.portalName,
      requested_demo_for_product_name: site.gateway.portalLabel,
      first_name: 'Sam',
      last_name: 'Lee',
      orgnization_email: 'sam@example.com',
      orgnization_name: 'Prairie Mutual',
    });
    await expect(form.payloadSchema.validate(payload, { strict: true })).resolves.toEqual(payload);
  });

  it('refuses a payload with a key of no form, or without the portal fields', async () => {
    const payload = form.payload(sender);
    await expect(
      form.payloadSchema.validate({ ...payload, isAdmin: true }, { strict: true }),
    ).rejects.toThrow('Unknown field: isAdmin.');
    const withoutPortal: Record<string, unknown> = { ...payload };
    delete withoutPortal.portal_name;
    await expect(form.payloadSchema.validate(withoutPortal, { strict: true })).rejects.toThrow(
      'portal_name is required.',
    );
  });
});
