/**
 * What the public pages know of a job, as the server reads it from the database and the build
 * from the first jobs (`first-jobs.ts`): the JSON of the jobs endpoint and the pages' loader data.
 */
import type { JobPostingFacts } from './job-posting';
import { plainTextOf } from './job-markup';
import type { PracticeArea } from './practice-areas';
import type { ScreeningQuestion } from './screening';

/** A job as its public page shows it. */
export interface PublicJob extends JobPostingFacts {
  /** Its page is /careers/<slug>; the apply link names it too. */
  slug: string;
  /** Where the job is, as its card and page say it ("Omaha, NE, USA"). */
  location: string;
  experience: string;
  summary: string;
  responsibilities: readonly string[];
  qualifications: readonly string[];
  /** The company's practice it is in (JobPosting's `industry`); none for a job given none. */
  practice?: PracticeArea | undefined;
  /** Its own benefits, only when it has some: a job without keeps the key out of its page's data. */
  benefits?: readonly string[] | undefined;
  /** Its page's title and description for search results and shares. */
  seo: { title: string; description: string };
}

/** A job in a list (/careers, /insights, the apply form, the other positions on a job page). */
export type JobListing = Pick<
  PublicJob,
  'slug' | 'title' | 'location' | 'experience' | 'summary' | 'pay'
>;

/**
 * A job's card facts; the pay only when the job has one, so a list without pay stays as small.
 * The summary is its words alone: a card is a link or holds links, and has room for no list.
 */
export function listingOf(job: PublicJob): JobListing {
  const { slug, title, location, experience, pay } = job;
  const summary = plainTextOf(job.summary);
  return { slug, title, location, experience, summary, ...(pay === undefined ? {} : { pay }) };
}

/**
 * What a job's address answers: an open or paused job's page (with the open jobs beside it), a
 * closed job's notice with the open ones (410), or the job's current slug when it was renamed
 * (301). A draft or an unknown slug answers nothing (404).
 */
export type JobPageAnswer =
  | { kind: 'open' | 'paused'; job: PublicJob; others: readonly JobListing[] }
  | { kind: 'closed'; title: string; open: readonly JobListing[] }
  | { kind: 'moved'; slug: string };

/** The open jobs, in the order the lists show them. */
export interface JobList {
  jobs: readonly JobListing[];
  /** The screening questions of the open jobs that ask any, by slug (only /applynow reads it). */
  screening?: Readonly<Record<string, readonly ScreeningQuestion[]>>;
}
