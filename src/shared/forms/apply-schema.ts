/**
 * The job application form: every field required, the e-mail an e-mail address, onsite one of
 * Yes/No. The onsite answer is kept in the form but never sent; the position applied for travels
 * as the first line of `message`, so the payload keeps exactly the contract's keys. The same
 * rules validate the payload on the gateway server.
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

/** What starts the message of every application, before the position's title. */
const positionPrefix = 'Position: ';

/**
 * The message the company receives: "Position: <title>", a blank line, then the resume as
 * pasted. Staff read which job an application is for on its first line.
 */
export function applicationMessage(position: string, resume: string): string {
  return `${positionPrefix}${position.trim()}\n\n${resume}`;
}

/**
 * The longest resume the form accepts: the message limit, less the position line and the blank
 * line after it, so a resume the form accepts is never refused by the gateway.
 */
export const resumeLimit =
  fieldLimits.longText - positionPrefix.length - fieldLimits.position - '\n\n'.length;

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

/**
 * What the applicant fills in: the position, the fields sent, and the onsite choice that is not.
 */
export const applyFormSchema = object({
  position: requiredText('Position', fieldLimits.position, 'Choose the position you apply for.'),
  ...applyFields,
  message: requiredText('Resume', resumeLimit, 'Paste your resume.'),
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
 * as the product name, as the payload contract has it; the hint under the field asks to replace
 * it. The position is chosen by the page (an open application, or the job of the Apply Now link).
 */
export const applyInitialValues: ApplyFormState = {
  position: '',
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
 * The gateway payload for the form values: portal fields added, the position folded into the
 * message's first line, and onSite left out (it is asked in the form but never sent). Built key
 * by key so nothing else leaks in.
 */
export function toApplyPayload(values: ApplyFormState): ApplyPayload {
  return {
    ...portalValues(),
    ...personValues(values),
    country: values.country.trim(),
    message: applicationMessage(values.position, values.message),
  };
}
