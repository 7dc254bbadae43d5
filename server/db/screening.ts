/**
 * A job's screening questions as stored (`jobs.screening_questions`, migration 0021), and the
 * open jobs' list with the questions of those that ask any, which the apply form needs.
 */
import type { JobList } from '@/shared/jobs/public-jobs';
import type { ScreeningQuestion } from '@/shared/jobs/screening';
import { screeningQuestions } from '@/shared/jobs/screening-input';
import { Refusal } from '@/shared/jobs/plain-text-checks';
import type { Database } from './connection';
import { openListings } from './jobs';

/**
 * Reads the column back with the rules staff input passed, so a row written by hand or by an
 * older version fails loudly here, not on a page.
 */
export function parseScreeningQuestions(json: string): ScreeningQuestion[] {
  try {
    return screeningQuestions(JSON.parse(json));
  } catch (error) {
    if (error instanceof Refusal || error instanceof SyntaxError) {
      throw new Error(
        `A stored job's screening questions are not what a job holds: ${error.message}`,
      );
    }
    throw error;
  }
}

/** The column's value for a job's questions (none: `[]`). */
export const screeningColumn = (questions: readonly ScreeningQuestion[] | undefined): string =>
  JSON.stringify(questions ?? []);

/**
 * The open jobs as the lists show them, and the questions of each that asks any, by slug. A job
 * without questions adds nothing, so the lists of jobs that ask none are as small as before.
 */
export async function openJobList(database: Database): Promise<JobList> {
  const [jobs, rows] = await Promise.all([
    openListings(database),
    database.db
      .selectFrom('jobs')
      .select(['slug', 'screening_questions'])
      .where('state', '=', 'open')
      .where('screening_questions', '!=', '[]')
      .execute(),
  ]);
  if (rows.length === 0) return { jobs };
  return {
    jobs,
    screening: Object.fromEntries(
      rows.map((row) => [row.slug, parseScreeningQuestions(row.screening_questions)]),
    ),
  };
}
