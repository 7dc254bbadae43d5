/**
 * The job application form (spec section 5): every field required, the e-mail an e-mail
 * address, onsite one of Yes/No. onSite is kept in the form but never sent (spec section 3).
 * The same rules validate the payload on the gateway server.
 */
import { object, string, type InferType } from 'yup';
import { site } from '@/config/site';
import { emailMessage, fieldLimits, portalFields, requiredText } from './field-rules';

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

/**
 * Spec section 3: organization and portal name default to the product name, the requested
 * product to the portal label. After a successful submission the form returns to these.
 */
/** The form's state: every field is a string; onSite is '' until Yes or No is chosen. */
export type ApplyFormState = { [Key in keyof ApplyFormValues]: string };

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
 * The gateway payload for the form values: portal fields added, and onSite left out (spec
 * section 3: it is held in the form but never sent). Built key by key so nothing else leaks in.
 */
export function toApplyPayload(values: ApplyFormState): ApplyPayload {
  return {
    portal_name: site.gateway.portalName,
    requested_demo_for_product_name: site.gateway.portalLabel,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    orgnization_email: values.orgnization_email.trim(),
    orgnization_name: values.orgnization_name.trim(),
    country: values.country.trim(),
    message: values.message,
  };
}

/** Order of the fields on screen: focus goes to the first invalid one. */
export const applyFieldOrder = [
  'first_name',
  'last_name',
  'orgnization_email',
  'orgnization_name',
  'country',
  'onSite',
  'message',
] as const satisfies readonly (keyof ApplyFormState)[];
