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

export { describeSpamReason, describeSpamReasons } from '@/shared/staff/spam-reasons';
