/**
 * Copy of the reports' Jobs part: per job, from the visitors who saw it to the hire. Read by the
 * reports page alone, so it stays out of the words every staff page loads (staff-copy.ts).
 */
import type { JobState } from '@/shared/jobs/job-posting';

export const staffJobReportCopy = {
  heading: 'Jobs',
  lead: 'Views of each job’s page (at every address it had), its applications and those now hired. Applied is applications per view, hired is hires per application; days to fill run from a closed job’s posting date to its first hire.',
  gridLabel: 'Jobs',
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
  empty: 'No published jobs in this range.',
  sources: {
    heading: 'Source of hire',
    gridLabel: 'Source of hire',
    source: 'Source',
    /** Under the source (which names its kind already), its campaign when it has one. */
    campaign: (campaign: string) => `Campaign ${campaign}`,
    unknown: 'Source unknown',
    empty: 'No applications in this range.',
  },
} as const;
