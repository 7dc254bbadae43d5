/**
 * The job application form: every field required, the e-mail an e-mail address, onsite one of
 * Yes/No. The onsite answer is kept in the form but never sent. The same rules validate the
 * payload on the gateway server.
 */
import { object, string, type InferType } from 'yup';
import { site } from '@/config/site';
import {
  emailMessage,
  fieldLimits,
  personValues,
  portalFields,
  portalValues,
  requiredText,
} from './field-rules';

export const onSiteOptions = ['Yes', 'No'] as const;

const applyFields = {
  first_name: requiredText('First name', fieldLimits.name, 'Enter your first name.'),
  last_name: requiredText('Last name', fieldLimits.name, 'Enter your last name.'),
  orgnization_email: requiredText('E-mail', fieldLimits.email, 'Enter your e-mail address.').email(
    emailMessage,
  ),
  orgnization_name: requiredText(
    'Organization',
    fieldLimits.organization,
    'Enter your organization.',
  ),
  country: requiredText('Location', fieldLimits.location, 'Enter your location.'),
  message: requiredText('Resume', fieldLimits.longText, 'Paste your resume.'),
};

/** What the applicant fills in, including the onsite choice that is not sent. */
export const applyFormSchema = object({
  ...applyFields,
  onSite: string()
    .required('Choose whether you can work onsite.')
    .oneOf(onSiteOptions, 'Choose Yes or No.'),
});
export type ApplyFormValues = InferType<typeof applyFormSchema>;

/** What the gateway receives: the contact fields plus `country`; nothing else is accepted. */
export const applyPayloadSchema = object({ ...portalFields, ...applyFields }).noUnknown(
  'Unknown field: ${unknown}.',
);
export type ApplyPayload = InferType<typeof applyPayloadSchema>;

/** The form's state: every field is a string; onSite is '' until Yes or No is chosen. */
export type ApplyFormState = { [Key in keyof ApplyFormValues]: string };

/**
 * Where the form starts, and returns to after a successful submission. The organization starts
 * as the product name, as on the original site; the hint under the field asks to replace it.
 */
export const applyInitialValues: ApplyFormState = {
  first_name: '',
  last_name: '',
  orgnization_email: '',
  orgnization_name: site.gateway.portalName,
  country: '',
  // The empty value shows the "Choose the Onsite option" placeholder.
  onSite: '',
  message: '',
};

/**
 * The gateway payload for the form values: portal fields added, and onSite left out (it is
 * asked in the form but never sent). Built key by key so nothing else leaks in.
 */
export function toApplyPayload(values: ApplyFormState): ApplyPayload {
  return {
    ...portalValues(),
    ...personValues(values),
    country: values.country.trim(),
    message: values.message,
  };
}
