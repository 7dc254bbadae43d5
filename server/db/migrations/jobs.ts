/**
 * Migration 0017: jobs live in the database, and a fresh install starts with the five positions
 * the site was built with (src/shared/jobs/first-jobs.ts), so it shows the same site. A job keeps
 * its facts and words as JSON (`details`, read by server/db/jobs.ts) beside the columns queries
 * filter and sort on. `revision` grows with every change: the sum over all jobs is the version
 * the instances poll to know their rendered pages are stale. `job_slugs` keeps a renamed job's
 * old addresses, which answer 301. Never edit it once shipped: add the next migration.
 */
import { firstJobs } from '@/shared/jobs/first-jobs';
import { jobStates } from '@/shared/jobs/job-posting';
import { jobDetails } from '../job-details';
import type { ColumnTypes } from './column-types';
import type { Statements } from './statements';

/** A SQL string literal of our own text (the first jobs), quotes doubled. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The first jobs' posting date, as milliseconds, for their created and updated times. */
const firstPosted = (date: string) => String(Date.parse(`${date}T00:00:00Z`));

export function jobsMigration({ id, bigint }: ColumnTypes): Statements {
  const states = jobStates.map(literal).join(', ');
  return [
    `CREATE TABLE jobs (
       id ${id},
       slug TEXT NOT NULL UNIQUE,
       state TEXT NOT NULL CHECK (state IN (${states})),
       title TEXT NOT NULL,
       reference_number TEXT NOT NULL,
       details TEXT NOT NULL,
       date_posted TEXT,
       created_at ${bigint} NOT NULL,
       updated_at ${bigint} NOT NULL,
       revision ${bigint} NOT NULL DEFAULT 1
     )`,
    'CREATE INDEX jobs_state ON jobs (state)',
    `CREATE TABLE job_slugs (
       slug TEXT PRIMARY KEY,
       job_id ${bigint} NOT NULL REFERENCES jobs (id) ON DELETE CASCADE
     )`,
    ...firstJobs.map(
      (job) =>
        `INSERT INTO jobs (slug, state, title, reference_number, details, date_posted, created_at, updated_at)
         VALUES (${[
           literal(job.slug),
           literal(job.state),
           literal(job.title),
           literal(job.referenceNumber),
           literal(JSON.stringify(jobDetails(job))),
           literal(job.datePosted),
           firstPosted(job.datePosted),
           firstPosted(job.datePosted),
         ].join(', ')})`,
    ),
  ];
}
