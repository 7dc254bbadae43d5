/**
 * The public pages showing jobs that failed to render (server/jobs/live-pages.ts), as the staff
 * Jobs page reads them: visitors get the last good page meanwhile, and staff may have the pages
 * rendered again. Each instance renders its own pages; the answer is the instance's that
 * answered.
 */
/**
 * Where staff read them (GET) and have them rendered again (POST), for admins and recruiters.
 * Beside the answer's shape rather than in staffApiPaths, which every staff page loads: only the
 * Jobs area asks for it.
 */
export const jobPageFailuresPath = '/staff/api/job-page-failures';

export interface JobPageFailure {
  /** The page's path: /careers, a job's page, /insights, /applynow or the sitemap. */
  path: string;
  /** When its render last failed (ISO 8601). */
  at: string;
}

export interface JobPageFailures {
  failures: JobPageFailure[];
}
