/**
 * The sender's confirmation: plain text, in the words of someone who read the request. It says
 * that it arrived and under which reference, what happens next and when, where to follow it or
 * withdraw it (the private status link), and repeats what was sent, so the sender has a copy.
 */
import { formatAddress, site } from '@/config/site';
import { referenceOf } from '@/shared/staff/pipeline';
import type { SubmissionDetail } from '../db/inbox';
import { formatInZone } from '../time-zone';
import type { OutgoingMail } from './mail';
import { oneLine } from './message';

const nextSteps = {
  contact:
    'A member of our team reads every enquiry and will reply to you within one business day.',
  apply:
    'A recruiter reviews every application and will contact you within five business days, whatever the outcome.',
} as const;

export function confirmationMail(
  submission: SubmissionDetail,
  statusUrl: string,
  timeZone: string,
  jobId: number,
): OutgoingMail {
  const reference = referenceOf(submission.id);
  const job = submission.position ? oneLine(submission.position) : undefined;
  const subject =
    submission.kind === 'apply'
      ? `Your application${job ? ` for ${job}` : ''}: reference ${reference}`
      : `We received your enquiry: reference ${reference}`;
  const sent: [string, string | null][] = [
    ['First name', submission.first_name],
    ['Last name', submission.last_name],
    ['E-mail', submission.orgnization_email],
    ['Organization', submission.orgnization_name],
    ['Location', submission.country],
  ];
  const lines = [
    `Hello ${oneLine(submission.first_name)},`,
    '',
    submission.kind === 'apply'
      ? `Thank you for applying to ${site.brand}${job ? ` for the ${job} position` : ''}. Your application arrived on ${formatInZone(submission.received_at, timeZone)}; its reference is ${reference}.`
      : `Thank you for contacting ${site.brand}. Your enquiry arrived on ${formatInZone(submission.received_at, timeZone)}; its reference is ${reference}.`,
    '',
    'What happens next',
    nextSteps[submission.kind],
    '',
    'Where things stand',
    'This private link shows where your request stands, and lets you withdraw it and have us erase it:',
    statusUrl,
    'Anyone with the link can see the status, so keep it to yourself.',
    '',
    'What you sent',
    ...sent
      .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '')
      .map(([label, value]) => `${label}: ${oneLine(value)}`),
    `${submission.kind === 'apply' ? 'Resume' : 'Message'}:`,
    submission.message || '(none)',
    '',
    `If you did not send this, ignore this e-mail, or use the link above to erase the request.`,
    '',
    site.brand,
    formatAddress(),
    `${site.email} · ${site.phone.display}`,
    '',
  ];
  return {
    to: [submission.orgnization_email],
    // An answer reaches the company's inbox, not the sending system.
    replyTo: site.email,
    subject: subject.slice(0, 200),
    text: lines.join('\n'),
    messageKey: `confirmation-${submission.id}.job-${jobId}`,
    headers: { 'X-Submission-Id': String(submission.id) },
  };
}
