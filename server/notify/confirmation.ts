/**
 * The sender's confirmation: plain text, in the words of someone who read the request. It says
 * that it arrived and under which reference, what happens next and when, and where to follow it,
 * read a copy of what was sent, or withdraw it (the private status link).
 *
 * It echoes nothing the sender typed. The form writes to any address it is given, so whatever
 * it repeated (a greeting by name, a subject, a copy of the message with its links) would be
 * text of a stranger's choosing, sent to a person of their choosing under the company's name,
 * address and signature: a phishing mail that passes every sender check. The subject and the
 * words are the company's; the copy of what was sent waits behind the private link. For the
 * same reason an attached résumé file is named by its kind and size, not by the name the sender
 * gave it.
 */
import { formatAddress, site } from '@/config/site';
import { formatFileSize, resumeTypeLabel } from '@/shared/forms/resume-file';
import type { StoredEntry } from '../db/inbox';
import { formatInZone } from '../time-zone';
import type { OutgoingMail } from '../outgoing-mail';

const nextSteps = {
  contact:
    'A member of our team reads every enquiry and will reply to you within one business day.',
  apply:
    'A recruiter reviews every application and will contact you within five business days, whatever the outcome.',
} as const;

const what = { contact: 'enquiry', apply: 'application' } as const;

export function confirmationMail(
  submission: Pick<StoredEntry, 'id' | 'kind' | 'orgnization_email' | 'received_at'> & {
    resume?: StoredEntry['resume'];
  },
  context: { reference: string; statusUrl: string; timeZone: string; jobId: number },
): OutgoingMail {
  const { reference } = context;
  const kind = what[submission.kind];
  const lines = [
    'Hello,',
    '',
    `Thank you for ${submission.kind === 'apply' ? `applying to ${site.brand}` : `contacting ${site.brand}`}. Your ${kind} arrived on ${formatInZone(submission.received_at, context.timeZone)}; its reference is ${reference}.`,
    ...(submission.resume
      ? [
          `The resume file you attached with it (a ${resumeTypeLabel(submission.resume.mediaType) ?? 'document'} of ${formatFileSize(submission.resume.size)}) arrived too.`,
        ]
      : []),
    '',
    'What happens next',
    nextSteps[submission.kind],
    '',
    'Where things stand',
    `This private link shows your ${kind} as you sent it and where it stands, and lets you withdraw it and have us erase it:`,
    context.statusUrl,
    'Anyone with the link can see it, so keep it to yourself.',
    '',
    `If you did not send this, you can ignore this e-mail, or use the link above to erase the ${kind}. We write to an address only once a day, however often it is entered in our forms.`,
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
    subject: `We received your ${kind}: reference ${reference}`,
    text: lines.join('\n'),
    // No header names the entry's number: it would count the company's leads for anyone.
    messageKey: `confirmation-${submission.id}.job-${context.jobId}`,
  };
}
