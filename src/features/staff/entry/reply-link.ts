import { site } from '@/config/site';
import { staffCopy } from '@/content/staff/staff-copy';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import { isPlainMailbox } from '@/shared/staff/mailbox';
import { formatReceived } from '../ui/format';

const copy = staffCopy.entry;

/**
 * How much of the sender's message a reply quotes: mail programs take a mailto address of a few
 * thousand characters at most, and the whole message is in the inbox anyway.
 */
const quotedLength = 1500;

/**
 * A `mailto:` link that opens the staff member's mail program with a subject ("Re: your enquiry
 * to Akscellence", "Your application for Senior IT Sales"), a greeting and the sender's message
 * quoted; undefined when the address is not a plain mailbox (no link may carry more than it).
 */
export function replyHref(entry: SubmissionDetail): string | undefined {
  if (!isPlainMailbox(entry.orgnization_email)) return undefined;
  const subject =
    entry.kind === 'apply'
      ? copy.replySubject.apply(entry.position, site.brand)
      : copy.replySubject.contact(site.brand);
  const characters = Array.from(entry.message);
  const quoted =
    characters.length > quotedLength
      ? `${characters.slice(0, quotedLength).join('')}…`
      : entry.message;
  const body = [
    copy.replyGreeting(entry.first_name),
    '',
    '',
    '',
    copy.replyQuoteIntro(formatReceived(entry.received_at)),
    ...quoted.split('\n').map((line) => `> ${line}`),
  ].join('\n');
  return `mailto:${entry.orgnization_email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
