/**
 * What an e-mail the server sends is made of, and the rule that keeps a one-line value on one
 * line. The notifications deliver these mails; the parts that compose one (the notifications
 * themselves, the weekly analytics report) share this module instead of importing each other.
 */

export interface OutgoingMail {
  to: readonly string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** What the job's Message-ID is made from: the same for every attempt at it. */
  messageKey: string;
  headers?: Record<string, string>;
}

/**
 * Control characters (line breaks included), invisible formatting and the Unicode line and
 * paragraph separators out of one-line values such as the subject: none of them may start a
 * line of their own in an e-mail.
 */
export function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}
