/**
 * The job application form: every field required, the e-mail an e-mail address, onsite one of
 * Yes/No. The position applied for and the onsite answer travel as the first two lines of
 * `message`, so the payload keeps exactly the contract's keys and the company still learns both.
 * The same rules validate the payload on the gateway server.
 */
import { object, string, type InferType } from 'yup';
import { site } from '@/config/site';
import {
  emailMessage,
  fieldLimits,
  nameFields,
  optionalText,
  payloadSchema,
  requiredText,
  senderValues,
} from './field-rules';
import {
  applicationMessage,
  onSiteOptions,
  onsitePrefix,
  positionPrefix,
} from './application-message';
import { attachmentLineLength } from './resume-file';

export {
  applicationMessage,
  onSiteOptions,
  readApplicationHeader,
  resumeOf,
  takeAttachment,
} from './application-message';

/**
 * The longest resume the form accepts: the message limit, less the position and onsite lines,
 * the line that refers to an attached file and the blank line after them, so a resume the form
 * accepts is never refused by the gateway.
 */
export const resumeLimit =
  fieldLimits.longText -
  positionPrefix.length -
  fieldLimits.position -
  '\n'.length -
  onsitePrefix.length -
  Math.max(...onSiteOptions.map((option) => option.length)) -
  attachmentLineLength -
  '\n\n'.length;

const applyFields = {
  ...nameFields,
  orgnization_email: requiredText('E-mail', fieldLimits.email, 'Enter your e-mail address.').email(
    emailMessage,
  ),
  orgnization_name: requiredText(
    'Organization',
    fieldLimits.organization,
    'Enter your organization.',
  ),
  country: requiredText('Location', fieldLimits.location, 'Enter your location.'),
  message: requiredText('Resume', fieldLimits.longText, 'Paste your resume.', { multiline: true }),
};

/**
 * Where the applicant's résumé file stands, as the form holds it (`resume_file`): none, on its
 * way, stored by the gateway, or refused or cut off. The upload's token is not a form value: it
 * is taken from the upload when the application is sent.
 */
export const resumeFileStates = {
  none: '',
  uploading: 'uploading',
  ready: 'ready',
  failed: 'failed',
} as const;
export type ResumeFileState = (typeof resumeFileStates)[keyof typeof resumeFileStates];

/** Whether the application has a file to send with it (stored, or still on its way). */
export const hasResumeFile = (state: string | undefined) =>
  state === resumeFileStates.uploading || state === resumeFileStates.ready;

/**
 * What the applicant fills in: the position, the fields sent, and the onsite choice that is not.
 * Without a file control (a gateway elsewhere), the resume is pasted and required.
 */
export const applyFormSchema = object({
  position: requiredText('Position', fieldLimits.position, 'Choose the position you apply for.'),
  ...applyFields,
  message: requiredText('Resume', resumeLimit, 'Paste your resume.', { multiline: true }),
  onSite: string()
    .required('Choose whether you can work onsite.')
    .oneOf(onSiteOptions, 'Choose Yes or No.'),
  resume_file: string().default(''),
  /** The answers to the chosen job's screening questions, as JSON by question id. */
  screening: string().default(''),
});
export type ApplyFormValues = InferType<typeof applyFormSchema>;

export const resumeMissingMessage = 'Attach your resume as a file, or paste it.';
export const resumeFileFailedMessage =
  'Your resume file did not upload. Try again, remove it, or paste your resume instead.';

/**
 * The same with the file control: a file or pasted text is enough, and the text box beside a
 * file holds an optional note. Not `required()`, so the prerendered text box is not required and
 * the page's early check does not ask for text the file may make unneeded; the form's own check
 * asks for one or the other.
 */
export const applyFormSchemaWithFile = applyFormSchema.shape({
  message: optionalText('Resume', resumeLimit, { multiline: true }).test(
    'resume-or-file',
    resumeMissingMessage,
    (value, context) => {
      const parent: unknown = context.parent;
      const state =
        typeof parent === 'object' && parent !== null && 'resume_file' in parent
          ? parent.resume_file
          : undefined;
      return (value ?? '') !== '' || hasResumeFile(typeof state === 'string' ? state : undefined);
    },
  ),
  resume_file: string()
    .default('')
    .test('uploaded', resumeFileFailedMessage, (value) => value !== resumeFileStates.failed),
});

/** What the gateway receives: the contact fields plus `country`; nothing else is accepted. */
export const applyPayloadSchema = payloadSchema(applyFields);
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
  resume_file: resumeFileStates.none,
  screening: '',
};

/**
 * The gateway payload for the form values: portal fields added, the position and the onsite
 * answer folded into the message's first lines (onSite is no key of the payload), and the line
 * that refers to an uploaded résumé file when there is one. Built key by key so nothing else
 * leaks in.
 */
export function toApplyPayload(values: ApplyFormState, upload?: string): ApplyPayload {
  return {
    ...senderValues(values),
    country: values.country.trim(),
    message: applicationMessage(values.position, values.onSite, values.message, upload),
  };
}
