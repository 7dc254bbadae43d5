/**
 * A job's screening questions and an applicant's answers to them, shared by the staff form that
 * writes the questions, the apply form that asks them and the gateway that checks the answers.
 *
 * A question has an id of its own that stays when staff reword it, so an answer is matched to
 * the question by id; the stored answer keeps the words of the question as the applicant read
 * them (`screeningAnswersText`), so rewording or removing a question later leaves what earlier
 * applicants answered readable as they answered it.
 */
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

/** The stored text read back into its questions and answers (see screeningAnswersText). */
export function readScreeningAnswers(text: string): ScreeningAnswer[] {
  return text.split('\n\n').map((block) => {
    const [question = '', ...answer] = block.split('\n');
    return { question, answer: answer.join(' ') };
  });
}
