/** /staff/submissions/:id: one submission. */
export { SubmissionPage as Component } from '@/features/staff/submission-page';
