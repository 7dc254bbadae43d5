import { staffCopy } from '@/content/staff';

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** When a submission arrived, in the staff member's own time zone. */
export function formatReceived(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "Jane Doe", or the e-mail address when a name is missing. */
export function displayName(entry: { first_name: string; last_name: string }): string {
  return `${entry.first_name} ${entry.last_name}`.trim();
}

/**
 * A spam heuristic's name as staff read it ("spam-phrase:backlinks" -> a known spam phrase
 * ("backlinks")).
 */
export function describeSpamReason(reason: string): string {
  const [name = '', detail] = reason.split(':');
  const known = Object.entries(staffCopy.spamReasons).find(([key]) => key === name)?.[1];
  const text = known ?? name;
  return detail ? `${text} (“${detail}”)` : text;
}
