/**
 * What a notification says. The e-mail is plain text (nothing a visitor typed can become markup
 * in a mail client) with the kind, who wrote, the first 300 characters of the message and a link
 * to the entry in the staff inbox. The webhook carries the whole submission as JSON. Both name an
 * application's résumé file and never attach it: staff download it from the entry.
 */
import { staffSubmissionHref } from '@/config/staff-api';
import { pickFields, type SubmissionIn } from '@/shared/staff/submission-fields';
import { isPlainMailbox } from '@/shared/staff/mailbox';
import type { StoredEntry } from '../db/inbox';
import { formatInZone } from '../time-zone';
import { readScreeningAnswers } from '@/shared/jobs/screening';
import { oneLine, type OutgoingMail } from '../outgoing-mail';
import { recipientsOf, type NotifyConfig } from '../notify-config';
import { readableMessage } from '@/shared/staff/readable-message';
import type { ResumeFile } from '@/shared/staff/api-types';
import { formatFileSize, resumeTypeLabel } from '@/shared/forms/resume-file';

/** How much of the message an e-mail quotes; the rest is one click away in the inbox. */
export const excerptLength = 300;

const kindLabels = { contact: 'Contact request', apply: 'Job application' } as const;

export function entryUrl(publicOrigin: string, id: number): string {
  return new URL(staffSubmissionHref(id), publicOrigin).toString();
}

/** The first 300 characters as a reader counts them (an emoji or accented letter is one). */
export function excerpt(message: string): string {
  const characters = Array.from(new Intl.Segmenter('en').segment(message), (part) => part.segment);
  if (characters.length <= excerptLength) return message;
  return `${characters.slice(0, excerptLength).join('')}…`;
}

/** Text as a quotation: every line, blank ones included, after "> ". */
export function quoted(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => (line === '' ? '>' : `> ${line}`));
}

export interface MailContent {
  subject: string;
  text: string;
}

/** What a staff e-mail names beside the entry itself: its reference and the company's zone. */
export interface StaffMailContext {
  publicOrigin: string;
  /** The reference its sender quotes (server/references.ts). */
  reference: string;
  /** The company's time zone: the time is written in it, as the CSV and the sender have it. */
  timeZone: string;
}

/**
 * The staff notification of a submission, to its kind's recipients (NOTIFY_TO unless the kind has
 * its own), answering the sender by Reply-To.
 */
export function staffNotification(
  submission: StoredEntry,
  notify: Pick<NotifyConfig, 'to' | 'toByKind'>,
  context: StaffMailContext,
  jobId: number,
): OutgoingMail {
  const content = mailContent(submission, context);
  return {
    to: recipientsOf(notify, submission.kind),
    // Staff answer the sender with one click, when the address is a plain mailbox.
    replyTo: isPlainMailbox(submission.orgnization_email)
      ? submission.orgnization_email
      : undefined,
    ...content,
    messageKey: `submission-${submission.id}.job-${jobId}`,
    headers: { 'X-Submission-Id': String(submission.id) },
  };
}

export function mailContent(
  submission: StoredEntry,
  { publicOrigin, reference, timeZone }: StaffMailContext,
): MailContent {
  const name = oneLine(`${submission.first_name} ${submission.last_name}`);
  const organization = oneLine(submission.orgnization_name);
  const lines = [
    `${kindLabels[submission.kind]} received ${formatInZone(submission.received_at, timeZone)}.`,
    '',
    `Reference:     ${reference} (what the sender quotes)`,
    `Kind:          ${kindLabels[submission.kind]}`,
    `Name:          ${name}`,
    `Organization:  ${organization || '(not given)'}`,
    `E-mail:        ${oneLine(submission.orgnization_email) || '(not given)'}`,
  ];
  if (submission.country !== null) lines.push(`Location:      ${oneLine(submission.country)}`);
  if (submission.position !== null) lines.push(`Job:           ${oneLine(submission.position)}`);
  if (submission.onsite !== null) lines.push(`Onsite:        ${submission.onsite}`);
  // Each question as the applicant read it, then the answer, one line each.
  if (submission.screening_answers !== null) {
    lines.push('', 'Screening answers:');
    for (const { question, answer } of readScreeningAnswers(submission.screening_answers)) {
      lines.push(`  ${oneLine(question)}`, `  -> ${oneLine(answer)}`);
    }
    lines.push('');
  }
  // The file is named, never attached: staff download it from the entry.
  if (submission.resume !== null) lines.push(...resumeLines(submission.resume));
  const heading = submission.kind === 'apply' ? (submission.resume ? 'Note' : 'Resume') : 'Message';
  lines.push(
    '',
    readableMessage(submission).length > 0
      ? `${heading}, as the sender wrote it (first ${excerptLength} characters):`
      : 'No message.',
  );
  // Quoted line by line, as mail clients show a quotation: nothing the sender wrote can pass
  // for a line of this e-mail's own.
  // Without the position and onsite lines the form writes first: they are the Job and Onsite
  // fields above.
  const message = readableMessage(submission);
  if (message.length > 0) lines.push(...quoted(excerpt(message)));
  lines.push('', 'Open it in the staff inbox:', entryUrl(publicOrigin, submission.id), '');
  const job = submission.position === null ? '' : ` (${oneLine(submission.position)})`;
  const subject = `${kindLabels[submission.kind]}${job}: ${name}${organization ? `, ${organization}` : ''} (${reference})`;
  return { subject: subject.slice(0, 200), text: lines.join('\n') };
}

/** The lines of a staff e-mail that name an application's file and what was found in it. */
function resumeLines(file: ResumeFile): string[] {
  const kind = resumeTypeLabel(file.mediaType) ?? file.mediaType;
  return [
    `Resume file:   ${oneLine(file.name)} (${kind}, ${formatFileSize(file.size)}; download it from the entry)`,
    ...(file.flags.length > 0 ? [`Found in it:   ${file.flags.join(', ')} (see the entry)`] : []),
  ];
}

export interface WebhookPayload {
  event: 'submission.received';
  /** The same for every attempt at this delivery: receivers can drop repeats by it. */
  deliveryId: string;
  url: string;
  submission: SubmissionIn<'webhook'>;
  /**
   * An application's résumé file: named, never attached (staff download it from `url`); its
   * text is read after the webhook may have left, so it is not here.
   */
  resume: Omit<ResumeFile, 'extraction' | 'text'> | null;
}

export function webhookPayload(
  submission: StoredEntry,
  publicOrigin: string,
  deliveryId: string,
): WebhookPayload {
  return {
    event: 'submission.received',
    deliveryId,
    url: entryUrl(publicOrigin, submission.id),
    submission: pickFields('webhook', submission),
    resume: submission.resume && {
      name: submission.resume.name,
      size: submission.resume.size,
      mediaType: submission.resume.mediaType,
      sha256: submission.resume.sha256,
      flags: submission.resume.flags,
    },
  };
}
