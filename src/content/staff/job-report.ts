/** Copy of the reports' Jobs part: per job, from the visitors who saw it to the hire. */
import type { JobState } from '@/shared/jobs/job-posting';

export const staffJobReportCopy = {
  heading: 'Jobs',
  lead: 'Per job over the range: views of its page (at every address it had), the applications made for it and the hires among them. Hires are the range’s applications now at the hired stage; days to fill run from a closed job’s posting date to its first hire.',
  gridLabel: 'Jobs, from page views to hires',
  job: 'Job',
  /** Under a job's title: its state and reference number. */
  detail: (state: string, reference: string) => `${state} · ${reference}`,
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
  viewsToApplications: 'Applied per view',
  applicationsToHires: 'Hired per application',
  daysToFill: 'Days to fill',
  /** A conversion whose first step had nothing: no share to give. */
  noBase: 'None',
  /** Days to fill of a closed job without a hire recorded since its posting date. */
  notFilled: 'No hire',
  /** Days to fill of a job not closed yet. */
  notClosed: 'Not closed',
  inbox: 'In the inbox',
  openInbox: 'Show applications',
  openInboxLabel: (title: string) => `Show the applications for ${title} in the inbox`,
  none: 'No published jobs, and no applications to a job, in this range.',
  /** Each figure as a count and its text ("1,204"). */
  summary: (figures: Record<'jobs' | 'views' | 'applications' | 'hires', [number, string]>) => {
    const words = (count: [number, string], one: string, many: string) =>
      `${count[1]} ${count[0] === 1 ? one : many}`;
    return `Across ${words(figures.jobs, 'job', 'jobs')}: ${words(figures.views, 'page view', 'page views')}, ${words(figures.applications, 'application', 'applications')} and ${words(figures.hires, 'hire', 'hires')}.`;
  },
  sources: {
    heading: 'Source of hire',
    lead: 'Where each job’s applications and hires of the range came from: the visit each applicant arrived on, as the inbox shows it.',
    gridLabel: 'Applications and hires by job, source and campaign',
    job: 'Job',
    source: 'Source',
    /** Under the source (which names its kind already), its campaign when it has one. */
    campaign: (campaign: string) => `Campaign ${campaign}`,
    unknown: 'Source unknown',
    unknownDetail: 'The applicant’s visit was not counted',
    applications: 'Applications',
    hires: 'Hires',
    none: 'No applications to a job in this range.',
  },
} as const;
