/**
 * The checks of one value staff send in a job (./job-input.ts): a piece of plain text, trimmed,
 * within its length, on one line unless it may have several, without invisible formatting
 * characters and without markup; or one of a list of names. A failure throws a Refusal whose
 * message is the one plain sentence readJobInput answers with.
 */

export class Refusal extends Error {
  /** The field it is about (a JobField of ./job-input.ts), once known. */
  field: string | undefined;
}

export const refuse = (message: string): never => {
  throw new Refusal(message);
};

/** Reads one field of a job: a refusal from within it names that field. */
export function fieldOf<T>(field: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Refusal) error.field ??= field;
    throw error;
  }
}

export type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Characters that show nothing but change how text around them reads (bidi controls). */
const invisible = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
/** Anything a browser could take for the start of a tag or a comment. */
const markup = /<[a-zA-Z!/?]/;
const lineBreak = /[\r\n]/;

/** A required or optional piece of text, trimmed and checked. */
export function text(
  value: unknown,
  label: string,
  max: number,
  { required = false, multiline = false } = {},
): string {
  if (value === undefined && !required) return '';
  if (typeof value !== 'string') return refuse(`${label} must be text.`);
  const trimmed = value.trim();
  if (required && trimmed === '') return refuse(`${label} is required.`);
  if (trimmed.length > max) {
    return refuse(`${label} is too long: at most ${String(max)} characters.`);
  }
  if (!multiline && lineBreak.test(trimmed)) return refuse(`${label} must be on one line.`);
  if (invisible.test(trimmed)) {
    return refuse(
      `${label} holds an invisible formatting character (such as a right-to-left override). Remove it and try again.`,
    );
  }
  if (markup.test(trimmed)) {
    return refuse(`${label} holds HTML or a tag. Write plain text; the page lays it out.`);
  }
  return trimmed;
}

export function oneOf<const T extends string>(
  allowed: readonly T[],
  value: unknown,
  message: string,
): T {
  return allowed.find((option) => option === value) ?? refuse(message);
}
