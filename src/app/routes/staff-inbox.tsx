/** /staff: the list of submissions. */
export { InboxPage as Component } from '@/features/staff/inbox-page';
