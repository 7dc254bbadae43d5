import { defineGatewayForm, type FormFieldSpec } from '@/components/form/gateway-form';
import { contactPage } from '@/content/forms';
import {
  contactFormSchema,
  contactInitialValues,
  type ContactFormState,
} from '@/shared/forms/contact-schema';
import { submitContact } from './api';

const fields: readonly FormFieldSpec<keyof ContactFormState>[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'orgnization_email', type: 'email', autoComplete: 'email' },
  { name: 'orgnization_name', autoComplete: 'organization' },
  { name: 'message', rows: 5 },
];

/** The contact form: first and last name required, the rest optional. */
export const ContactFormContent = defineGatewayForm({
  initialValues: contactInitialValues,
  schema: contactFormSchema,
  submit: submitContact,
  draftKey: 'akscellence:draft:contact',
  fields,
  copy: contactPage,
});
