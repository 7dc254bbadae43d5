/**
 * Turning a request body into a submission: the same yup schemas as the browser forms, applied
 * without coercion, and answers in words a visitor can act on.
 */
import { ValidationError } from 'yup';
import {
  applyPayloadSchema,
  readApplicationHeader,
  takeAttachment,
} from '@/shared/forms/apply-schema';
import { contactPayloadSchema } from '@/shared/forms/contact-schema';
import { stripInvisible } from '@/shared/forms/field-rules';
import { payloadFields, submissionFields } from '@/shared/staff/submission-fields';
import type { NewSubmission, SubmissionKind } from '../db/schema';

/** Keys that reach object prototypes when code merges or assigns by name. */
const dangerousKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Unknown names are chosen by the sender: shown shortened and only a few of them. */
const shownNameLength = 40;
const shownUnknownFields = 5;

const notText = 'Must be text.';

const schemas = { contact: contactPayloadSchema, apply: applyPayloadSchema } as const;
const fieldOrder = {
  contact: Object.keys(contactPayloadSchema.fields),
  apply: Object.keys(applyPayloadSchema.fields),
} as const;

export interface FieldProblem {
  field: string;
  problem: string;
}

export type CheckResult =
  | {
      ok: true;
      submission: NewSubmission;
      /** The token of the résumé file an application refers to (taken out of its message). */
      upload: string | null;
    }
  | { ok: false; kind: SubmissionKind | undefined; message: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shownName(name: string): string {
  const printable = name.replace(/[\p{Cc}\p{Cf}]/gu, '?');
  return printable.length > shownNameLength
    ? `${printable.slice(0, shownNameLength)}…`
    : printable || '(empty name)';
}

/**
 * "Please check these fields: first_name (Enter your first name.), …, onSite (This field is not
 * accepted.)"
 */
export function problemsMessage(
  problems: readonly FieldProblem[],
  unknownFields: readonly string[] = [],
): string {
  const parts = problems.map((p) => `${p.field} (${p.problem})`);
  const listed = unknownFields.slice(0, shownUnknownFields).map(shownName);
  if (listed.length > 0) {
    const more = unknownFields.length - listed.length;
    parts.push(
      `${listed.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''} (${
        unknownFields.length === 1 ? 'This field is' : 'These fields are'
      } not accepted.)`,
    );
  }
  return `Please check these fields: ${parts.join(', ')}`;
}

/** Whether a payload field is read on one line (every one but the message). */
function isOneLine(name: string): boolean {
  const spec = Object.entries(submissionFields).find(([field]) => field === name)?.[1];
  return !(spec !== undefined && 'multiline' in spec);
}

/**
 * Checks a parsed JSON body. A body with its own `country` is an application, anything else a
 * contact request. Values are trimmed before the strict check (which would otherwise reject
 * padding, and the forms send resumes untrimmed) and stored trimmed; a one-line value loses the
 * invisible characters that could disguise it (`stripInvisible`).
 */
export async function checkSubmission(body: unknown): Promise<CheckResult> {
  if (!isPlainObject(body)) {
    return {
      ok: false,
      kind: undefined,
      message: 'The submission must be a JSON object with the form fields.',
    };
  }
  const kind: SubmissionKind = Object.hasOwn(body, 'country') ? 'apply' : 'contact';
  const order: readonly string[] = fieldOrder[kind];
  const problems = new Map<string, string[]>();
  const add = (field: string, problem: string) => {
    problems.set(field, [...(problems.get(field) ?? []), problem]);
  };

  // Only known names are copied, onto an object without a prototype: nothing the sender names
  // can reach Object.prototype, here or in the validator.
  const candidate: Record<string, string> = Object.create(null) as Record<string, string>;
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (dangerousKeys.has(name) || !order.includes(name)) unknown.push(name);
    else if (typeof value !== 'string') add(name, notText);
    else candidate[name] = (isOneLine(name) ? stripInvisible(value) : value).trim();
  }

  try {
    await schemas[kind].validate(candidate, { strict: true, abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path && order.includes(inner.path) ? inner.path : undefined;
      // A field already refused as not text would only repeat yup's "required" about it. An
      // error without a field cannot happen with these schemas, but must never pass as valid.
      if (field === undefined) add('body', inner.message);
      else if (problems.get(field)?.includes(notText) !== true) add(field, inner.message);
    }
  }

  if (problems.size > 0 || unknown.length > 0) {
    const list: FieldProblem[] = [...order, 'body']
      .filter((field) => problems.has(field))
      .map((field) => ({ field, problem: (problems.get(field) ?? []).join(' ') }));
    return { ok: false, kind, message: problemsMessage(list, unknown) };
  }

  // An application's reference to its uploaded file is no part of what is stored as its message.
  const attached =
    kind === 'apply' ? takeAttachment(candidate.message ?? '') : { upload: null, message: '' };
  if (attached.upload !== null) candidate.message = attached.message;
  // Every payload field, an optional one left empty as '' (an applicant's location, which a
  // contact request does not have, as null), and an application's position and onsite answer.
  const header =
    kind === 'apply'
      ? readApplicationHeader(candidate.message ?? '')
      : { position: null, onsite: null };
  const submission: Record<string, string | null> = { kind, ...header };
  for (const name of payloadFields) {
    submission[name] =
      candidate[name] ?? (submissionFields[name].type === 'optionalText' ? null : '');
  }
  return { ok: true, submission: submission as NewSubmission, upload: attached.upload };
}
