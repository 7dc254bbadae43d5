/**
 * The staff Jobs area, apart from the other staff pages: only admins and recruiters open it, and
 * its form is the largest code of the staff area after the reports' charts.
 */
export { JobsPage } from '@/features/staff/jobs/jobs-page';
// The route table asks for one job's page by the key `JobPage`, as it always has: the table is
// in every public page's code, and a longer key would make it heavier for no visitor's gain.
export { StaffJobPage as JobPage, NewJobPage } from '@/features/staff/jobs/job-page';
