/**
 * Copy of the reports' Jobs part: per job, from the visitors who saw it to the hire. Read by the
 * reports page alone, so it stays out of the words every staff page loads (staff-copy.ts).
 */
import type { JobState } from '@/shared/jobs/job-posting';

export const staffJobReportCopy = {
  /** The grid's name too. */
  heading: 'Jobs',
  lead: 'Page views (at every address a job had), applications and hires per job. Applied: applications per view; hired: hires per application; days to fill: a closed job’s posting date to its first hire.',
  job: 'Job',
  states: {
    draft: 'Draft',
    open: 'Open',
    paused: 'Paused',
    closed: 'Closed',
  } satisfies Record<JobState, string>,
  views: 'Views',
  visitors: 'Visitors',
  applications: 'Applications',
  hires: 'Hires',
  viewsToApplications: 'Applied',
  applicationsToHires: 'Hired',
  daysToFill: 'Days to fill',
  /** A conversion whose first step had nothing, or days to fill of a job not filled. */
  none: 'None',
  empty: 'No jobs in this range.',
  sources: {
    /** The grid's name too. */
    heading: 'Source of hire',
    source: 'Source',
    /** Under the source (which names its kind already), its campaign when it has one. */
    campaign: (campaign: string) => `Campaign ${campaign}`,
    unknown: 'Source unknown',
    empty: 'No applications in this range.',
  },
} as const;
