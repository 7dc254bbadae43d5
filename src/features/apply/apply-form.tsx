import { applyPage } from '../../content/forms';
import { FormShell } from '../forms/form-shell';
import { FormTextField } from '../forms/form-text-field';
import { useGatewayForm } from '../forms/use-gateway-form';
import { submitApplication } from './api';
import {
  applyFieldOrder,
  applyFormSchema,
  applyInitialValues,
  onSiteOptions,
} from '@/shared/forms/apply-schema';

const { fields } = applyPage;

/** The application form (spec sections 2, 4, 5): every field required; onSite is not sent. */
export function ApplyForm({ headingId }: { headingId: string }) {
  const { formik, outcome, pending, draftRestored } = useGatewayForm({
    initialValues: applyInitialValues,
    schema: applyFormSchema,
    submit: submitApplication,
    draftKey: 'akscellence:draft:apply',
  });

  return (
    <FormShell
      formik={formik}
      fieldOrder={applyFieldOrder}
      outcome={outcome}
      pending={pending}
      draftRestored={draftRestored}
      headingId={headingId}
      submitLabel={applyPage.submit}
      sendingLabel={applyPage.sending}
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
        required
        type="email"
        autoComplete="email"
      />
      <FormTextField
        formik={formik}
        name="orgnization_name"
        label={fields.orgnization_name.label}
        help={fields.orgnization_name.help}
        required
        autoComplete="organization"
      />
      <FormTextField
        formik={formik}
        name="country"
        label={fields.country.label}
        placeholder={fields.country.placeholder}
        required
        autoComplete="address-level2"
      />
      <FormTextField
        formik={formik}
        name="onSite"
        label={fields.onSite.label}
        required
        select
        slotProps={{ select: { native: true } }}
      >
        <option value="" disabled>
          {fields.onSite.placeholder}
        </option>
        {onSiteOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        formik={formik}
        name="message"
        label={fields.message.label}
        placeholder={fields.message.placeholder}
        required
        multiline
        minRows={8}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormShell>
  );
}
