/**
 * The reports' Jobs part as the staff API answers it: per stored job (by its id, whatever its
 * title reads now), the range's views of its page, the applications made for it and the hires
 * among them, and where those came from.
 */
import type { JobState } from '@/shared/jobs/job-posting';
import type { SourceKind } from './reports';

/** Applications to one job from one source and campaign, and the hires among them. */
export interface JobSourceRow {
  /** Null when the applicant's visit was not counted: "source unknown". */
  kind: SourceKind | null;
  /** The source as the inbox names it ("Search (google.com)"), or null when unknown. */
  source: string | null;
  campaign: string | null;
  applications: number;
  hires: number;
}

/**
 * A job page's address and the title its job has now: every address of every job that has been
 * published (its current slug and its earlier ones), so the reports name any job's page.
 */
export interface JobPageName {
  path: string;
  title: string;
}

export interface JobReportRow {
  id: number;
  title: string;
  referenceNumber: string;
  state: JobState;
  /** Views of the job's page over the range, at its current address and any earlier one. */
  views: number;
  /** Visitors of the page, each counted once a day, as the Pages part counts them. */
  visitors: number;
  /** Applications (not spam) made for the job over the range. */
  applications: number;
  /** Those of the range's applications that are now at the hired stage. */
  hires: number;
  /** Applications per view, 0 to 1; null without views. */
  viewsToApplications: number | null;
  /** Hires per application, 0 to 1; null without applications. */
  applicationsToHires: number | null;
  /**
   * For a closed job with a hire: days from its posting date to its first hire since then,
   * whatever the range; otherwise null.
   */
  daysToFill: number | null;
  /** The range's applications and hires by source and campaign, most applications first. */
  sources: JobSourceRow[];
}
