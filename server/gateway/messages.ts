/** What the gateway says to a visitor, in words they can act on. */
import type { SubmissionKind } from '../db/schema';

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
  /** Added to the answer of the same submission sent again within `repeatWithinMs`. */
  repeat: 'You had already sent this, so we have it once, under the same reference.',
} as const;
