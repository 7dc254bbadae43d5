/**
 * The staff inbox: its frame and its three pages, in one module (one chunk). Rendered in the
 * browser only; never prerendered.
 */
export { StaffLayout as Component } from '@/features/staff/staff-layout';
export { InboxPage } from '@/features/staff/inbox-page';
export { SignInPage } from '@/features/staff/sign-in-page';
export { SubmissionPage } from '@/features/staff/submission-page';
export { ActivityPage } from '@/features/staff/activity-page';
export { AccountPage } from '@/features/staff/account-page';
