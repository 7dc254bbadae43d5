/**
 * The jobs the public pages show: the open ones in list order, what a job's address answers in
 * each state, the version the instances poll, and a change to a job (every change bumps its
 * revision, so every instance sees its pages are stale on its next poll).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { isJobSlug, type JobState } from '@/shared/jobs/job-posting';
import {
  listingOf,
  type JobListing,
  type JobPageAnswer,
  type PublicJob,
} from '@/shared/jobs/public-jobs';
import type { Database } from './connection';
import { jobDetails, parseJobDetails } from './job-details';
import type { JobsTable, Tables } from './schema';

type JobRow = Selectable<JobsTable>;

function publicJob(row: JobRow): PublicJob {
  return {
    ...parseJobDetails(row.details),
    slug: row.slug,
    state: row.state,
    title: row.title,
    referenceNumber: row.reference_number,
    datePosted: row.date_posted ?? undefined,
  };
}

const openRows = (db: Kysely<Tables>) =>
  db.selectFrom('jobs').selectAll().where('state', '=', 'open').orderBy('id').execute();

/** The open jobs, in the order the lists show them (the order they were added). */
export async function openJobs(database: Database): Promise<PublicJob[]> {
  return (await openRows(database.db)).map(publicJob);
}

export async function openListings(database: Database): Promise<JobListing[]> {
  return (await openJobs(database)).map(listingOf);
}

/** What /careers/<slug> answers; undefined for a draft or a slug no job has had (404). */
export async function jobPageAnswer(
  database: Database,
  slug: string,
): Promise<JobPageAnswer | undefined> {
  if (!isJobSlug(slug)) return undefined;
  const { db } = database;
  const row = await db.selectFrom('jobs').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) {
    const renamed = await db
      .selectFrom('job_slugs')
      .innerJoin('jobs', 'jobs.id', 'job_slugs.job_id')
      .select(['jobs.slug', 'jobs.state'])
      .where('job_slugs.slug', '=', slug)
      .executeTakeFirst();
    return renamed && renamed.state !== 'draft' ? { kind: 'moved', slug: renamed.slug } : undefined;
  }
  const open = (await openJobs(database)).map(listingOf);
  switch (row.state) {
    case 'draft':
      return undefined;
    case 'closed':
      return { kind: 'closed', title: row.title, open };
    case 'open':
    case 'paused':
      return {
        kind: row.state,
        job: publicJob(row),
        others: open.filter((other) => other.slug !== row.slug),
      };
  }
}

/** The open jobs' pages with the time each last changed, for the sitemap. */
export async function jobPagesChanged(
  database: Database,
): Promise<{ slug: string; updatedAt: number }[]> {
  return (await openRows(database.db)).map((row) => ({
    slug: row.slug,
    updatedAt: row.updated_at,
  }));
}

/**
 * A text that changes whenever any job does: the number of jobs and the sum of their revisions
 * (a job is never deleted, and every change raises its revision).
 */
export async function jobsVersion(database: Database): Promise<string> {
  const row = await database.db
    .selectFrom('jobs')
    .select([
      // PostgreSQL's sum of a bigint is a numeric, which its driver hands over as text.
      sql<number | string>`count(*)`.as('jobs'),
      sql<number | string>`coalesce(sum(revision), 0)`.as('revisions'),
    ])
    .executeTakeFirstOrThrow();
  return `${String(Number(row.jobs))}:${String(Number(row.revisions))}`;
}

export interface JobChange {
  slug?: string;
  state?: JobState;
  job?: Omit<PublicJob, 'slug' | 'state' | 'datePosted'>;
}

/**
 * Changes the job now at `slug`. A job published for the first time, or reopened after it was
 * closed, gets today's posting date; an edit or a pause keeps it. A new slug keeps the old one
 * as a redirect. Answers false when no job has that slug.
 */
export async function changeJob(
  database: Database,
  slug: string,
  change: JobChange,
  now: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('jobs')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) return false;
    const state = change.state ?? row.state;
    const opens = state === 'open' && (row.date_posted === null || row.state === 'closed');
    const newSlug = change.slug ?? row.slug;
    await trx
      .updateTable('jobs')
      .set({
        slug: newSlug,
        state,
        ...(change.job
          ? {
              title: change.job.title,
              reference_number: change.job.referenceNumber,
              details: JSON.stringify(jobDetails({ ...change.job, slug: newSlug, state })),
            }
          : {}),
        ...(opens ? { date_posted: new Date(now).toISOString().slice(0, 10) } : {}),
        updated_at: now,
        revision: sql<number>`revision + 1`,
      })
      .where('id', '=', row.id)
      .execute();
    if (newSlug !== row.slug) {
      await trx.deleteFrom('job_slugs').where('slug', '=', newSlug).execute();
      await trx.insertInto('job_slugs').values({ slug: row.slug, job_id: row.id }).execute();
    }
    return true;
  });
}

/**
 * Every slug with a public answer: the jobs that are not drafts, and their old slugs. A path
 * under /careers/ outside it is a missing page, answered without rendering anything.
 */
export async function publicSlugs(database: Database): Promise<Set<string>> {
  const { db } = database;
  const current = await db
    .selectFrom('jobs')
    .select('slug')
    .where('state', '!=', 'draft')
    .execute();
  const old = await db
    .selectFrom('job_slugs')
    .innerJoin('jobs', 'jobs.id', 'job_slugs.job_id')
    .select('job_slugs.slug')
    .where('jobs.state', '!=', 'draft')
    .execute();
  return new Set([...current, ...old].map((row) => row.slug));
}

/**
 * Why an application naming this position must be refused: the state of the job with that title
 * when none with it is open (paused, closed, or never published). Undefined when an open job has
 * the title, or no job does (an open application, or a title from before jobs were stored).
 */
export async function refusedPosition(
  database: Database,
  title: string,
): Promise<Exclude<JobState, 'open'> | undefined> {
  const rows = await database.db
    .selectFrom('jobs')
    .select('state')
    .where('title', '=', title)
    .execute();
  if (rows.some((row) => row.state === 'open')) return undefined;
  const [row] = rows;
  return row && row.state !== 'open' ? row.state : undefined;
}
