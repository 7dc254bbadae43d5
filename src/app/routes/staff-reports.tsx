/**
 * The staff reports page, apart from the other staff pages: its charts are the largest code of
 * the staff area, and only this page needs them.
 */
export { ReportsPage as Component } from '@/features/staff/reports/reports-page';
