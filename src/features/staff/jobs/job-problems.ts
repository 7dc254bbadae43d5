/**
 * What the job form says is wrong, field by field: its own check with the shared rules
 * (`readJobInput`, which names the field of each refusal), and the server's refusals (a slug
 * or reference taken or fixed, the publish checks' problems found in a 422's sentence, an edit
 * or move refused because the job changed meanwhile). Each problem keeps its plain sentence; one
 * with a field is shown at that field and linked from the error summary.
 */
import type { JobField } from '@/shared/jobs/job-input';
import { publishProblemsIn } from '@/shared/jobs/publish-checks';
import type { JobAnswerReason } from '@/shared/jobs/staff-jobs';
import { failureText, StaffApiError } from '../api/staff-client';
import type { JobFormValues } from './job-form-values';

export interface JobFieldProblem {
  field?: JobField | undefined;
  text: string;
}

/** A refusal: its problems, and whether the job changed since the form was loaded. */
export interface FormRefusal {
  problems: JobFieldProblem[];
  stale: boolean;
}

/** The form's key that shows each field's problem; the locations have one line for all. */
export type ProblemKey = keyof JobFormValues | 'locations';

const keyOfField: Record<JobField, ProblemKey> = {
  title: 'title',
  slug: 'slug',
  referenceNumber: 'referenceNumber',
  employmentType: 'employmentType',
  workplace: 'workplace',
  locations: 'locations',
  remoteRegions: 'remoteRegions',
  pay: 'payMin',
  client: 'clientName',
  validThrough: 'validThrough',
  experience: 'experience',
  summary: 'summary',
  responsibilities: 'responsibilities',
  qualifications: 'qualifications',
  practice: 'practice',
  benefits: 'benefits',
  screeningQuestions: 'screeningQuestions',
  'seo.title': 'seoTitle',
  'seo.description': 'seoDescription',
};

/** The element a summary's link moves the focus to: the field, or what stands for it. */
export function targetsOf(field: JobField): string[] {
  const key = keyOfField[field];
  // Without a pay range shown, its checkbox; the locations' line is focusable itself.
  return key === 'payMin' ? ['job-payMin', 'job-showPay'] : [`job-${key}`];
}

/** Each field's first problem, for the fields to show. */
export function problemsByKey(
  problems: readonly JobFieldProblem[],
): Partial<Record<ProblemKey, string>> {
  const byKey: Partial<Record<ProblemKey, string>> = {};
  for (const { field, text } of problems) {
    if (field !== undefined) byKey[keyOfField[field]] ??= text;
  }
  return byKey;
}

const reasonField: Partial<Record<JobAnswerReason, JobField>> = {
  'slug-taken': 'slug',
  'reference-fixed': 'referenceNumber',
};

/** What the form shows for a failed save or move. */
export function refusalOf(error: unknown, fallback: string): FormRefusal {
  const text = failureText(error, fallback);
  if (!(error instanceof StaffApiError)) return { problems: [{ text }], stale: false };
  const reason = error.reason as JobAnswerReason | undefined;
  if (reason === 'stale') return { problems: [{ text }], stale: true };
  if (error.status === 422) {
    const found = publishProblemsIn(text);
    if (found.length > 0) {
      return {
        problems: found.map(({ field, message }) => ({ field, text: message })),
        stale: false,
      };
    }
  }
  return { problems: [{ field: reason && reasonField[reason], text }], stale: false };
}
