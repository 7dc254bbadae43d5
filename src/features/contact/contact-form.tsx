import { contactPage } from '../../content/forms';
import { FormShell } from '../forms/form-shell';
import { FormTextField } from '../forms/form-text-field';
import { useGatewayForm } from '../forms/use-gateway-form';
import { submitContact } from './api';
import {
  contactFieldOrder,
  contactFormSchema,
  contactInitialValues,
} from '@/shared/forms/contact-schema';

const { fields } = contactPage;

/** The contact form (spec sections 2, 4, 5): first and last name required, the rest optional. */
export function ContactForm({ headingId }: { headingId: string }) {
  const { formik, outcome, pending, draftRestored } = useGatewayForm({
    initialValues: contactInitialValues,
    schema: contactFormSchema,
    submit: submitContact,
    draftKey: 'akscellence:draft:contact',
  });

  return (
    <FormShell
      formik={formik}
      fieldOrder={contactFieldOrder}
      outcome={outcome}
      pending={pending}
      draftRestored={draftRestored}
      headingId={headingId}
      submitLabel={contactPage.submit}
      sendingLabel={contactPage.sending}
    >
      <FormTextField
        formik={formik}
        name="first_name"
        label={fields.first_name.label}
        required
        autoComplete="given-name"
      />
      <FormTextField
        formik={formik}
        name="last_name"
        label={fields.last_name.label}
        required
        autoComplete="family-name"
      />
      <FormTextField
        formik={formik}
        name="orgnization_email"
        label={fields.orgnization_email.label}
        help={fields.orgnization_email.help}
        type="email"
        autoComplete="email"
      />
      <FormTextField
        formik={formik}
        name="orgnization_name"
        label={fields.orgnization_name.label}
        autoComplete="organization"
      />
      <FormTextField
        formik={formik}
        name="message"
        label={fields.message.label}
        placeholder={fields.message.placeholder}
        multiline
        minRows={5}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormShell>
  );
}
