/**
 * The staff inbox: its frame and its pages, in one module (one chunk). Rendered in the
 * browser only; never prerendered.
 */
export { StaffLayout as Component } from '@/features/staff/frame/staff-layout';
export { StaffInboxPage } from '@/features/staff/inbox/inbox-page';
export { SignInPage } from '@/features/staff/account/sign-in-page';
export { SubmissionPage } from '@/features/staff/entry/submission-page';
export { ActivityPage } from '@/features/staff/activity/activity-page';
export { AccountPage } from '@/features/staff/account/account-page';
export { AccountsPage } from '@/features/staff/accounts/accounts-page';
export { JoinPage, ResetPasswordPage } from '@/features/staff/account/account-link-page';
export { ForgotPasswordPage } from '@/features/staff/account/forgot-password-page';
