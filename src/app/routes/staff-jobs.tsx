/**
 * The staff Jobs area, apart from the other staff pages: only admins and recruiters open it, and
 * its form is the largest code of the staff area after the reports' charts.
 */
export { JobsPage } from '@/features/staff/jobs/jobs-page';
export { StaffJobPage, NewJobPage } from '@/features/staff/jobs/job-page';
