/**
 * The contact form: first and last name required; e-mail optional but an e-mail address when
 * given; company and message optional. The same rules validate the payload on the gateway.
 */
import { object, type InferType } from 'yup';
import {
  emailMessage,
  fieldLimits,
  nameFields,
  optionalText,
  payloadSchema,
  senderValues,
} from './field-rules';

const contactFields = {
  ...nameFields,
  orgnization_email: optionalText('E-mail', fieldLimits.email).email(emailMessage),
  orgnization_name: optionalText('Company', fieldLimits.organization),
  message: optionalText('Message', fieldLimits.longText, { multiline: true }),
};

/** What the visitor fills in. */
export const contactFormSchema = object(contactFields);
export type ContactFormValues = InferType<typeof contactFormSchema>;

/** What the gateway receives from this form; nothing else is accepted. */
export const contactPayloadSchema = payloadSchema(contactFields);
export type ContactPayload = InferType<typeof contactPayloadSchema>;

/** The form's state: every field is a string (empty when not filled in). */
export type ContactFormState = { [Key in keyof ContactFormValues]-?: string };

export const contactInitialValues: ContactFormState = {
  first_name: '',
  last_name: '',
  orgnization_email: '',
  orgnization_name: '',
  message: '',
};

/** The gateway payload for the form values, with the fixed portal fields from the site config. */
export function toContactPayload(values: ContactFormState): ContactPayload {
  return { ...senderValues(values), message: values.message };
}
