import { GatewayForm, type FormFieldSpec } from '@/components/form/gateway-form';
import { applyPage } from '@/content/forms';
import {
  applyFormSchema,
  applyInitialValues,
  onSiteOptions,
  type ApplyFormState,
} from '@/shared/forms/apply-schema';
import { submitApplication } from './api';

const fields: readonly FormFieldSpec<keyof ApplyFormState>[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'orgnization_email', type: 'email', autoComplete: 'email' },
  { name: 'orgnization_name', autoComplete: 'organization' },
  { name: 'country', autoComplete: 'address-level2' },
  { name: 'onSite', options: onSiteOptions.map((option) => ({ value: option, label: option })) },
  { name: 'message', rows: 8 },
];

/** The application form: every field required; the onsite answer is asked but never sent. */
export function ApplyForm({ headingId }: { headingId: string }) {
  return (
    <GatewayForm
      headingId={headingId}
      initialValues={applyInitialValues}
      schema={applyFormSchema}
      submit={submitApplication}
      draftKey="akscellence:draft:apply"
      fields={fields}
      copy={applyPage}
    />
  );
}
