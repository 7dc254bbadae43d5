/**
 * What a staff member may send to change an entry (PATCH of a submission): its stage, its spam
 * flag or its assignee, each of the right type, and the sentence each refusal answers with.
 */
import type { SubmissionChange } from '@/shared/staff/api-types';
import { isStage } from '@/shared/staff/pipeline';

export /** `{ stage?, spam?, assigneeId? }`, each of the right type, at least one of them. */
function readChange(body: Record<string, unknown> | undefined): SubmissionChange | undefined {
  if (!body) return undefined;
  const { stage, spam, assigneeId, ...rest } = body;
  if (Object.keys(rest).length > 0) return undefined;
  const change: SubmissionChange = {};
  if (stage !== undefined) {
    if (typeof stage !== 'string' || !isStage(stage)) return undefined;
    change.stage = stage;
  }
  if (spam !== undefined) {
    if (typeof spam !== 'boolean') return undefined;
    change.spam = spam;
  }
  if (assigneeId !== undefined) {
    if (
      assigneeId !== null &&
      (typeof assigneeId !== 'number' || !Number.isSafeInteger(assigneeId))
    ) {
      return undefined;
    }
    change.assigneeId = assigneeId;
  }
  return Object.keys(change).length > 0 ? change : undefined;
}

export const changeMessages = {
  malformed:
    'Send { "stage" }, { "spam" } or { "assigneeId" }: a stage name, true or false, an account id or null.',
  'wrong-stage': 'That stage is not one of this kind of entry.',
  'no-such-staff': 'There is no such staff account.',
  'assignee-cannot-see': 'That account’s role does not include this kind of entry.',
} as const;
