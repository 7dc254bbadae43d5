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

/** A row of the jobs table as it is read. */
export type JobRow = Selectable<JobsTable>;

function publicJob(row: JobRow): PublicJob {
  return {
    ...parseJobDetails(row.details),
    slug: row.slug,
    state: row.state,
    title: row.title,
    referenceNumber: row.reference_number,
    datePosted: row.date_posted ?? undefined,
    ...(row.practice === null ? {} : { practice: row.practice }),
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

/**
 * Every address a visitor may have seen a job at: the slugs of the jobs published at least once
 * (open, paused or closed) and the old slugs that lead to them. What the analytics count views of.
 */
export async function publishedJobSlugs(database: Database): Promise<string[]> {
  const { db } = database;
  const [current, old] = await Promise.all([
    db.selectFrom('jobs').select('slug').where('state', '!=', 'draft').execute(),
    db
      .selectFrom('job_slugs')
      .innerJoin('jobs', 'jobs.id', 'job_slugs.job_id')
      .select('job_slugs.slug')
      .where('jobs.state', '!=', 'draft')
      .execute(),
  ]);
  return [...current, ...old].map((row) => row.slug);
}

/**
 * The title of the job each published address leads to (the current slugs of the jobs published
 * at least once, and their earlier ones): what the reports name job pages by.
 */
export async function jobPageTitles(
  database: Database,
): Promise<{ slug: string; title: string }[]> {
  const { db } = database;
  const [current, old] = await Promise.all([
    db.selectFrom('jobs').select(['slug', 'title']).where('state', '!=', 'draft').execute(),
    db
      .selectFrom('job_slugs')
      .innerJoin('jobs', 'jobs.id', 'job_slugs.job_id')
      .select(['job_slugs.slug', 'jobs.title'])
      .where('jobs.state', '!=', 'draft')
      .execute(),
  ]);
  return [...current, ...old];
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
    if (change.job) await keepEarlierTitle(trx, row, change.job.title);
    return true;
  });
}

/**
 * Keeps the title a job had before a rename, once it was public (a draft's title was on no page,
 * so no form can send it): an application from a page loaded before still finds the job.
 */
export async function keepEarlierTitle(
  trx: Kysely<Tables>,
  row: Pick<JobRow, 'id' | 'title' | 'date_posted'>,
  title: string,
): Promise<void> {
  if (title === row.title || row.date_posted === null) return;
  await trx
    .insertInto('job_titles')
    .values({ title: row.title, job_id: row.id })
    .onConflict((conflict) => conflict.columns(['title', 'job_id']).doNothing())
    .execute();
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
 * The job an application's position names: refused when that job is paused or closed (or, named
 * by its current title, never published); otherwise the open job's id, or null (an open
 * application, a title from before jobs were stored, or a title several open jobs share, which
 * is no one job).
 */
export type PositionJob =
  { refused: true; title: string } | { refused: false; jobId: number | null };

type Named = Pick<JobRow, 'id' | 'state' | 'title'>;

/**
 * What the jobs a position names say: the open one's id when exactly one is open (several open
 * are no one job); refused, with the job's current title, when none is open but one was
 * published; nothing when none of them was.
 */
function answerFor(jobs: readonly Named[]): PositionJob | undefined {
  const open = jobs.filter((job) => job.state === 'open');
  const [first] = open;
  if (first !== undefined) return { refused: false, jobId: open.length === 1 ? first.id : null };
  const shut = jobs.find((job) => job.state !== 'draft');
  return shut ? { refused: true, title: shut.title } : undefined;
}

/**
 * Finds the job a position names. The apply form sends the title: the jobs with it now, then a
 * published job that had it before a rename (a page loaded before still names the job it
 * showed). A slug, current or old, names its job too (for a client that sends one). A draft's
 * slug names nothing: a draft is not public, and an application naming it is kept without a job
 * rather than refused in words that would show the draft's title. A draft's title is refused,
 * as it always was, unless a published job had that title before.
 */
export async function jobOfPosition(database: Database, position: string): Promise<PositionJob> {
  const { db } = database;
  const byTitle = await db
    .selectFrom('jobs')
    .select(['id', 'state', 'title'])
    .where('title', '=', position)
    .execute();
  const byEarlierTitle = await db
    .selectFrom('job_titles')
    .innerJoin('jobs', 'jobs.id', 'job_titles.job_id')
    .select(['jobs.id', 'jobs.state', 'jobs.title'])
    .where('job_titles.title', '=', position)
    .execute();
  const found = answerFor(byTitle) ?? answerFor(byEarlierTitle);
  if (found) return found;
  if (byTitle.length > 0) return { refused: true, title: position };
  if (isJobSlug(position)) {
    const bySlug = await db
      .selectFrom('jobs')
      .select(['id', 'state', 'title'])
      .where('slug', '=', position)
      .execute();
    const byOldSlug = await db
      .selectFrom('job_slugs')
      .innerJoin('jobs', 'jobs.id', 'job_slugs.job_id')
      .select(['jobs.id', 'jobs.state', 'jobs.title'])
      .where('job_slugs.slug', '=', position)
      .execute();
    const named = answerFor([...bySlug, ...byOldSlug]);
    if (named) return named;
  }
  return { refused: false, jobId: null };
}
