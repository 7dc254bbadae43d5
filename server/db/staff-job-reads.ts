/**
 * What the staff pages read of the jobs: the list with each job's applicants and days open, and
 * one job as the form edits it. The changes are in ./staff-jobs.ts.
 */
import type { StaffJob, StaffJobSummary } from '@/shared/jobs/staff-jobs';
import type { Database } from './connection';
import { parseJobDetails } from './job-details';
import { parseScreeningQuestions } from './screening';
import type { JobRow } from './jobs';

const dayMs = 86_400_000;

function daysOpen(row: JobRow, now: number): number | null {
  if (row.date_posted === null || (row.state !== 'open' && row.state !== 'paused')) return null;
  const posted = Date.parse(`${row.date_posted}T00:00:00Z`);
  return Math.max(0, Math.floor((now - posted) / dayMs));
}

/** Applications (not spam) per job, by the job's id the intake stored with each. */
async function applicantsByJob(database: Database): Promise<Map<number, number>> {
  const rows = await database.db
    .selectFrom('submissions')
    .select(['job_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('kind', '=', 'apply')
    .where('spam', '=', 0)
    .where('job_id', 'is not', null)
    .groupBy('job_id')
    .execute();
  return new Map(rows.map((row) => [row.job_id ?? 0, Number(row.count)]));
}

function summaryOf(row: JobRow, applicants: Map<number, number>, now: number): StaffJobSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    referenceNumber: row.reference_number,
    state: row.state,
    practice: row.practice,
    applicants: applicants.get(row.id) ?? 0,
    daysOpen: daysOpen(row, now),
    datePosted: row.date_posted,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A stored job as the staff form edits it. */
export function inputOf(row: JobRow): StaffJob['job'] {
  const details = parseJobDetails(row.details);
  const questions = parseScreeningQuestions(row.screening_questions);
  return {
    ...(questions.length > 0 ? { screeningQuestions: questions } : {}),
    title: row.title,
    slug: row.slug,
    referenceNumber: row.reference_number,
    employmentType: details.employmentType,
    workplace: details.workplace,
    locations: [...details.locations],
    remoteRegions: [...details.remoteRegions],
    pay: details.pay,
    client: details.client,
    validThrough: details.validThrough,
    experience: details.experience,
    summary: details.summary,
    responsibilities: [...details.responsibilities],
    qualifications: [...details.qualifications],
    ...(row.practice === null ? {} : { practice: row.practice }),
    benefits: [...(details.benefits ?? [])],
    seo: details.seo,
  };
}

/** Every job, newest first: drafts being written and open jobs are what staff look for. */
export async function listStaffJobs(database: Database, now: number): Promise<StaffJobSummary[]> {
  const rows = await database.db.selectFrom('jobs').selectAll().orderBy('id', 'desc').execute();
  const applicants = await applicantsByJob(database);
  return rows.map((row) => summaryOf(row, applicants, now));
}

export async function findStaffJob(
  database: Database,
  id: number,
  now: number,
): Promise<StaffJob | undefined> {
  const row = await database.db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...summaryOf(row, await applicantsByJob(database), now),
    job: inputOf(row),
    revision: row.revision,
    referenceFixed: row.date_posted !== null,
  };
}
