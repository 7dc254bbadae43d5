/**
 * The checks of a job's screening questions as staff send them (./screening.ts has what they
 * are), apart from it so the apply form, which only reads questions, carries none of the text
 * checks. A failure throws a Refusal (./plain-text-checks.ts).
 */
import { isFields, refuse, text } from './plain-text-checks';
import { screeningKinds, screeningLimits, type ScreeningQuestion } from './screening';

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
