/**
 * The staff Jobs area, apart from the other staff pages: only admins and recruiters open it, and
 * its form is the largest code of the staff area after the reports' charts.
 */
// The route table asks for one job's page by the key `JobPage`, as it always has: the table is
// in every public page's code, and a longer key would make it heavier for no visitor's gain.
// The form comes first: the modules it shares with the public forms then keep the order they
// have always had in their common chunk, which compresses a little better so.
export { StaffJobPage as JobPage, NewJobPage } from '@/features/staff/jobs/job-page';
export { JobsPage } from '@/features/staff/jobs/jobs-page';
