/**
 * The staff notice that confirmations to senders have stopped for the hour: the hourly cap was
 * reached (gateway/confirmation-caps.ts), which a sudden run of submissions to many addresses
 * causes, typically someone using the form to send mail in the company's name. One per hour
 * window, whatever the number of submissions it covers.
 */
import { capNoticeTask } from '../db/outbox';
import { formatInZone } from '../time-zone';
import type { OutgoingMail } from '../outgoing-mail';

export interface CapNotice {
  /** When the first confirmation was held back (ms since the epoch). */
  at: number;
  /** When confirmations resume. */
  resumesAt: number;
}

/** The notice a digest job carries, or undefined for another kind of digest. */
export function capNoticeOf(payload: string | null): CapNotice | undefined {
  const value = JSON.parse(payload ?? 'null') as Record<string, unknown> | null;
  if (value?.type !== capNoticeTask) return undefined;
  const { at, resumesAt } = value;
  if (typeof at !== 'number' || typeof resumesAt !== 'number') {
    throw new Error('A confirmation notice without its times');
  }
  return { at, resumesAt };
}

export function capNoticeMail(
  notice: CapNotice,
  context: { to: readonly string[]; timeZone: string; jobId: number },
): OutgoingMail {
  const lines = [
    `From ${formatInZone(notice.at, context.timeZone)}, the website stopped sending confirmation e-mails to senders: more submissions asked for one within an hour than the site sends (CONFIRMATIONS_PER_HOUR).`,
    '',
    'Every submission is still stored and you are still told of each as usual; only the senders get no confirmation e-mail.',
    `Confirmations start again at ${formatInZone(notice.resumesAt, context.timeZone)}.`,
    '',
    'A sudden run like this is often someone using the form to have e-mail sent to other people in the company’s name. Look at the inbox: many submissions with different addresses and similar text point that way; move them to spam.',
    '',
  ];
  return {
    to: context.to,
    subject: 'Confirmation e-mails paused for an hour',
    text: lines.join('\n'),
    messageKey: `confirmations-paused.job-${context.jobId}`,
  };
}
