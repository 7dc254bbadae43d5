/**
 * A job's screening questions and an applicant's answers to them, shared by the staff form that
 * writes the questions, the apply form that asks them and the gateway that checks the answers.
 *
 * A question has an id of its own that stays when staff reword it, so an answer is matched to
 * the question by id; the stored answer keeps the words of the question as the applicant read
 * them (`screeningAnswersText`), so rewording or removing a question later leaves what earlier
 * applicants answered readable as they answered it.
 */
import { isFields, refuse, text } from './plain-text-checks';

export const screeningKinds = ['yesNo', 'text'] as const;
export type ScreeningKind = (typeof screeningKinds)[number];

export interface ScreeningQuestion {
  /** Lower-case letters and digits, unique in its job; kept when the words change. */
  id: string;
  kind: ScreeningKind;
  text: string;
  required: boolean;
}

export const screeningLimits = {
  questions: 5,
  question: 200,
  /** The longest answer to a short-text question. */
  answer: 300,
  id: 16,
} as const;

export const yesNoAnswers = ['Yes', 'No'] as const;

const idPattern = /^[a-z0-9]+$/;

/** A fresh id for a question staff add (letters and digits, unique enough within one job). */
export function newQuestionId(taken: readonly string[]): string {
  for (;;) {
    const id = Math.random().toString(36).slice(2, 10);
    if (idPattern.test(id) && !taken.includes(id)) return id;
  }
}

function question(value: unknown, index: number, taken: Set<string>): ScreeningQuestion {
  const label = `Screening question ${String(index + 1)}`;
  if (!isFields(value)) return refuse(`${label} must have its words, its kind and an id.`);
  const id = typeof value.id === 'string' ? value.id : '';
  if (!idPattern.test(id) || id.length > screeningLimits.id || taken.has(id)) {
    return refuse(`${label} needs an id of its own (lower-case letters and digits).`);
  }
  taken.add(id);
  const kind = screeningKinds.find((option) => option === value.kind);
  if (kind === undefined) return refuse(`${label} must be a yes/no or a short-text question.`);
  if (value.required !== undefined && typeof value.required !== 'boolean') {
    return refuse(`${label}: say whether it is required with true or false.`);
  }
  return {
    id,
    kind,
    text: text(value.text, label, screeningLimits.question, { required: true }),
    required: value.required === true,
  };
}

/** Checks a job's screening questions as staff send them; throws a Refusal (./plain-text-checks). */
export function screeningQuestions(value: unknown): ScreeningQuestion[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return refuse('Screening questions must be a list.');
  if (value.length > screeningLimits.questions) {
    return refuse(
      `A job has at most ${String(screeningLimits.questions)} screening questions; remove one.`,
    );
  }
  const taken = new Set<string>();
  return value.map((item, index) => question(item, index, taken));
}

/** One answer as it is stored: the question's words as the applicant read them, and the answer. */
export interface ScreeningAnswer {
  question: string;
  answer: string;
}

/**
 * What an application carries besides the specification's keys (`screening`): the job it is for
 * by its slug, and the answers by question id. Both optional.
 */
export interface ScreeningPayload {
  job?: string;
  answers?: Record<string, string>;
}

/** The one key an application adds to the specification's payload. */
export const screeningKey = 'screening';

/**
 * The answers as stored with the submission and shown to staff: each question on a line of its
 * own and its answer on the next, a blank line between them. Questions and answers are one line
 * each, so the text reads back unambiguously.
 */
export function screeningAnswersText(answers: readonly ScreeningAnswer[]): string | null {
  if (answers.length === 0) return null;
  return answers.map(({ question: words, answer }) => `${words}\n${answer}`).join('\n\n');
}
