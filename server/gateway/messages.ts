/** What the gateway says to a visitor, in words they can act on. */
import { maxResumeBytes } from '@/shared/forms/resume-file';
import type { SubmissionKind } from '../db/schema';
import type { ResumeRefusal } from './resume-check';

/** Far above the longest valid submission (a 20,000-character resume plus the other fields). */
export const maxBodyBytes = 64 * 1024;

export const gatewayMessages = {
  tooLarge: `The submission is too large; it can be at most ${maxBodyBytes / 1024} KB.`,
  unsupportedType: 'Send the submission as JSON (Content-Type: application/json).',
  unreadable: 'The submission could not be read; please send it again.',
  notUtf8: 'The submission is not valid UTF-8 text.',
  empty: 'The submission is empty.',
  notJson: 'The submission is not valid JSON.',
  rateLimited: (seconds: number) =>
    `Too many submissions from your address. Please try again in ${seconds} second${
      seconds === 1 ? '' : 's'
    }.`,
  methodNotAllowed: 'This address only accepts form submissions (POST).',
  internal: 'Something went wrong on our side and the submission was not saved. Please try again.',
  /**
   * The answer to an accepted submission. When a confirmation goes to the sender's address it
   * says so; it says the same for an entry the spam check flagged, so a sender learns nothing
   * from it (staff see the flag, and "not spam" sends the confirmation after all).
   */
  received: (kind: SubmissionKind, firstName: string, confirmationTo?: string) =>
    (kind === 'apply'
      ? `Thank you, ${firstName}. We received your application and a recruiter will contact you within five business days.`
      : `Thank you, ${firstName}. We received your message and will reply within one business day.`) +
    (confirmationTo
      ? ` A confirmation with your reference and a link to follow your request is on its way to ${confirmationTo}.`
      : ''),
  /** An application to a job that no longer takes them (paused or closed). */
  positionClosed: (title: string) =>
    `The ${title} position is not taking applications any more. Choose an open position or an open application.`,
  /** An application refers to a résumé file that no longer waits for it. */
  uploadGone:
    'The resume file you attached is no longer on our server (a file waits an hour for its application). Please attach it again and send the application.',
  /** Added to the answer of the same submission sent again within `repeatWithinMs`. */
  repeat: 'You had already sent this, so we have it once, under the same reference.',
} as const;

const resumeAgain =
  'Save it again as a PDF or Word (.docx) document and attach that, or paste your resume instead.';

/** What the résumé upload says (./resume-routes.ts). */
export const resumeMessages = {
  stored: 'Your resume file was received.',
  tooLarge: `The file is too large: a resume can be at most ${maxResumeBytes / 1024 / 1024} MB.`,
  noName: 'Send the file with its name (the X-Resume-Name header).',
  unreadable: 'The file could not be read to its end; please attach it again.',
  rateLimited: (seconds: number) =>
    `Too many files from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}, or paste your resume instead.`,
  methodNotAllowed: 'This address only accepts resume files (POST).',
  refused: {
    'wrong-type': `Only PDF and Word (.docx) files can be attached. ${resumeAgain}`,
    'not-a-document': `This file is not a PDF or Word document. ${resumeAgain}`,
    mismatch: `The file's content does not match its name's extension. ${resumeAgain}`,
    macro: `Word documents with macros are not accepted. ${resumeAgain}`,
    damaged: `The file is damaged or incomplete. ${resumeAgain}`,
    protected: `The file is protected by a password. ${resumeAgain}`,
    'too-complex': `The file is too complex to be read safely. ${resumeAgain}`,
    empty: 'The file is empty. Attach your resume again, or paste it instead.',
  } satisfies Record<ResumeRefusal, string>,
} as const;
