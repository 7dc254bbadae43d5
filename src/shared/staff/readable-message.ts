/**
 * A submission's message as people read it. An application's message starts with the lines the
 * form writes for the company (`Position: ...`, `Onsite: ...`, then a blank line), as the
 * payload contract requires; they are stored as sent, and shown in their own fields (Job,
 * Onsite), so the message shown under them starts with what the applicant wrote.
 */
import { resumeOf } from '@/shared/forms/apply-schema';

export function readableMessage(submission: { kind: string; message: string }): string {
  return submission.kind === 'apply' ? resumeOf(submission.message) : submission.message;
}
