/**
 * Migration 0022: a job's practice (src/shared/jobs/practice-areas.ts) becomes a column, so the
 * staff list and the reports can group and filter by it without reading every job's JSON. A job
 * stored before it has none (null) until staff choose one, except the five first jobs, which get
 * the practice their pages show on a fresh build. They are found by the reference number they
 * were stored with and their first posting time, so a job staff later gave one of those
 * reference numbers is left alone. No CHECK lists the practices: the input checks keep them, and
 * a practice added later needs no migration. Never edit it once shipped: add the next migration.
 */
import { firstJobs } from '@/shared/jobs/first-jobs';
import { firstJobPractices } from '@/shared/jobs/practice-areas';
import type { Statements } from './statements';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function jobPracticesMigration(): Statements {
  return [
    'ALTER TABLE jobs ADD COLUMN practice TEXT',
    ...firstJobs.flatMap((job) => {
      const practice = firstJobPractices[job.referenceNumber];
      if (practice === undefined) return [];
      const created = String(Date.parse(`${job.datePosted}T00:00:00Z`));
      return [
        `UPDATE jobs SET practice = ${literal(practice)}, revision = revision + 1
           WHERE reference_number = ${literal(job.referenceNumber)} AND created_at = ${created}`,
      ];
    }),
  ];
}
