/**
 * An application's one key beyond the specification's payload, `screening`: the job it is for
 * by its slug, and its answers to that job's screening questions by question id. Both are
 * optional, and so is the key: without it an application is taken as before (its job found by
 * the position's title, and no answers), so an older form or another client keeps working.
 *
 * With it, the answers are checked against the job's questions as they are now: an answer to a
 * question the job does not ask (another job's, or one removed since the form was loaded), a
 * yes/no answer that is neither, a text answer too long or on several lines, and a required
 * question left unanswered are each refused with a sentence the visitor can act on.
 */
import { stripInvisible } from '@/shared/forms/field-rules';
import { isJobSlug, maxJobSlugLength } from '@/shared/jobs/job-posting';
import {
  screeningAnswersText,
  screeningKey,
  screeningLimits,
  yesNoAnswers,
  type ScreeningAnswer,
  type ScreeningPayload,
} from '@/shared/jobs/screening';
import type { Database } from '../db/connection';
import { jobOfPosition, type PositionJob } from '../db/jobs';
import { parseScreeningQuestions } from '../db/screening';
import { isFields, type Fields } from '@/shared/jobs/plain-text-checks';

/**
 * Takes the `screening` key out of an application's body (one with its own `country`), so the
 * specification's fields are checked as they always were. A contact request keeps it, and is
 * refused for a field it does not have.
 */
export function takeScreening(body: unknown): { body: unknown; screening: unknown } {
  if (!isFields(body) || !Object.hasOwn(body, 'country') || !Object.hasOwn(body, screeningKey)) {
    return { body, screening: undefined };
  }
  const rest: Fields = Object.create(null) as Fields;
  for (const [name, value] of Object.entries(body)) if (name !== screeningKey) rest[name] = value;
  return { body: rest, screening: body[screeningKey] };
}

const problem = (message: string) => ({ ok: false, message }) as const;

const shapeMessage =
  'The screening answers must be an object with the job’s address (job) and the answers by question (answers).';

/** Checks the key's shape; what the answers say is checked against the job's questions later. */
export function readScreeningPayload(
  value: unknown,
): { ok: true; payload: ScreeningPayload | undefined } | { ok: false; message: string } {
  if (value === undefined) return { ok: true, payload: undefined };
  if (!isFields(value)) return problem(shapeMessage);
  if (Object.keys(value).some((key) => key !== 'job' && key !== 'answers')) {
    return problem(shapeMessage);
  }
  const { job, answers } = value;
  if (
    job !== undefined &&
    (typeof job !== 'string' || job.length > maxJobSlugLength || !isJobSlug(job))
  ) {
    return problem('The job’s address in the screening answers is not one a job can have.');
  }
  if (answers === undefined) return { ok: true, payload: job === undefined ? {} : { job } };
  if (!isFields(answers)) return problem(shapeMessage);
  const entries = Object.entries(answers);
  if (entries.length > screeningLimits.questions) {
    return problem(
      `A job asks at most ${String(screeningLimits.questions)} screening questions; this application answers more.`,
    );
  }
  const read: Record<string, string> = {};
  for (const [id, answer] of entries) {
    if (typeof answer !== 'string') return problem('Each screening answer must be text.');
    read[id] = answer;
  }
  return { ok: true, payload: { ...(job === undefined ? {} : { job }), answers: read } };
}

/**
 * The job an application is for: the one its slug names when the form sent one (its current or
 * an old slug of a published job), which tells apart two open jobs with one title; otherwise,
 * or when the slug names no published job, the one its position's title names, as before.
 */
export async function applicationJob(
  database: Database,
  position: string,
  slug: string | undefined,
): Promise<PositionJob> {
  if (slug !== undefined) {
    const { db } = database;
    const current = await db
      .selectFrom('jobs')
      .select(['id', 'state', 'title'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    const named =
      current ??
      (await db
        .selectFrom('job_slugs')
        .innerJoin('jobs', 'jobs.id', 'job_slugs.job_id')
        .select(['jobs.id', 'jobs.state', 'jobs.title'])
        .where('job_slugs.slug', '=', slug)
        .executeTakeFirst());
    if (named !== undefined && named.state === 'open') return { refused: false, jobId: named.id };
    if (named !== undefined && named.state !== 'draft')
      return { refused: true, title: named.title };
  }
  return jobOfPosition(database, position);
}

const controls = /\p{Cc}/u;

/**
 * The answers as they are stored, checked against the questions the job asks now; null for an
 * application without the key (nothing to check), or one that answered nothing.
 */
export async function screeningAnswers(
  database: Database,
  jobId: number | null,
  answers: Record<string, string> | undefined,
): Promise<{ ok: true; text: string | null } | { ok: false; message: string }> {
  if (answers === undefined) return { ok: true, text: null };
  const row =
    jobId === null
      ? undefined
      : await database.db
          .selectFrom('jobs')
          .select('screening_questions')
          .where('id', '=', jobId)
          .executeTakeFirst();
  const questions = row === undefined ? [] : parseScreeningQuestions(row.screening_questions);
  const asked = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((id) => !asked.has(id))) {
    return problem(
      'One of your screening answers is to a question this position does not ask (it may have changed since the page was loaded). Reload the page, check your answers and send again.',
    );
  }
  const stored: ScreeningAnswer[] = [];
  for (const question of questions) {
    const answer = stripInvisible(answers[question.id] ?? '').trim();
    const quoted = `“${question.text}”`;
    if (answer === '') {
      if (question.required) {
        return problem(
          `Answer the question ${quoted} (reload the page if the form does not show it).`,
        );
      }
      continue;
    }
    if (question.kind === 'yesNo' && !yesNoAnswers.some((option) => option === answer)) {
      return problem(`Answer the question ${quoted} with Yes or No.`);
    }
    if (answer.length > screeningLimits.answer) {
      return problem(
        `Your answer to ${quoted} is too long: at most ${String(screeningLimits.answer)} characters.`,
      );
    }
    if (controls.test(answer)) {
      return problem(`Write your answer to ${quoted} on one line, as plain text.`);
    }
    stored.push({ question: question.text, answer });
  }
  return { ok: true, text: screeningAnswersText(stored) };
}
