/**
 * The staff inbox: its frame and its pages, in one module (one chunk). Rendered in the
 * browser only; never prerendered.
 */
import type * as StaffJobsRoutes from './staff-jobs';

export { StaffLayout as Component } from '@/features/staff/frame/staff-layout';
export { StaffInboxPage } from '@/features/staff/inbox/inbox-page';
export { SignInPage } from '@/features/staff/account/sign-in-page';
export { SubmissionPage } from '@/features/staff/entry/submission-page';
export { ActivityPage } from '@/features/staff/activity/activity-page';
export { AccountPage } from '@/features/staff/account/account-page';
export { AccountsPage } from '@/features/staff/accounts/accounts-page';
export { JoinPage, ResetPasswordPage } from '@/features/staff/account/account-link-page';
export { ForgotPasswordPage } from '@/features/staff/account/forgot-password-page';

/**
 * A page of the Jobs area, a chunk of its own asked for from this one: the code the two share
 * stays in this chunk (the Jobs area never opens without it), instead of a third chunk that
 * every staff page and the route table would carry.
 */
export function jobsPage(name: keyof typeof StaffJobsRoutes) {
  return import('./staff-jobs').then((module) => ({ Component: module[name] }));
}
