/**
 * The screening answers as the form holds them (JSON by question id in one form value) and as
 * they are sent (the `screening` key beside the specification's fields), and the position
 * choices that tell apart two open jobs with one title.
 */
import { applyScreening } from '@/content/apply-screening';
import type { JobList, JobListing } from '@/shared/jobs/public-jobs';
import {
  screeningLimits,
  type ScreeningPayload,
  type ScreeningQuestion,
} from '@/shared/jobs/screening';

/** One choice of the position select: the job, and the value the select holds for it. */
export interface PositionChoice {
  slug: string;
  title: string;
  /** The title, with the job's address after it when another open job has the same title. */
  value: string;
  questions: readonly ScreeningQuestion[];
}

export function positionChoices(
  jobs: readonly Pick<JobListing, 'slug' | 'title'>[],
  screening: JobList['screening'],
): PositionChoice[] {
  return jobs.map(({ slug, title }) => ({
    slug,
    title,
    value: jobs.filter((job) => job.title === title).length > 1 ? `${title} (${slug})` : title,
    questions: screening?.[slug] ?? [],
  }));
}

export type Answers = Record<string, string>;

export function readAnswers(value: string): Answers {
  if (value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** What is wrong with one answer, or undefined. */
export function answerProblem(question: ScreeningQuestion, answer: string): string | undefined {
  if (question.required && answer.trim() === '') return applyScreening.missing;
  if (answer.trim().length > screeningLimits.answer)
    return applyScreening.tooLong(screeningLimits.answer);
  return undefined;
}

/** The form's message for the answers: the first question that needs fixing, or undefined. */
export function answersProblem(
  questions: readonly ScreeningQuestion[],
  value: string,
): string | undefined {
  const answers = readAnswers(value);
  const wrong = questions.find((question) => answerProblem(question, answers[question.id] ?? ''));
  return wrong && applyScreening.missingOne(wrong.text);
}

/** The `screening` key for the chosen job: its slug, and the answers to its questions only. */
export function screeningPayload(choice: PositionChoice, value: string): ScreeningPayload {
  const answers = readAnswers(value);
  const given = choice.questions
    .map((question) => [question.id, (answers[question.id] ?? '').trim()] as const)
    .filter(([, answer]) => answer !== '');
  return { job: choice.slug, answers: Object.fromEntries(given) };
}
