/**
 * The concurrent-edit check of the staff Jobs API: an edit or a move says which revision of the
 * job it was based on (`revision` in its body, as the job's answer gave it), and a job changed
 * since is left alone with a 409 saying who changed it and when, so that two recruiters working on
 * one job never overwrite each other without knowing.
 */
import type { JobAnswerReason } from '@/shared/jobs/staff-jobs';
import type { Database } from '../db/connection';

export const revisionMessages = {
  missing:
    'Say which revision of the job this change is based on (the job’s “revision”, a whole number from 1): reload the job and try again.',
  stale: (by: string | undefined, at: number) => {
    const when = `${new Date(at).toISOString().slice(0, 16).replace('T', ' at ')} UTC`;
    return `This job was changed after you opened it, ${by === undefined ? `on ${when}` : `by ${by} on ${when}`}. Nothing was saved. Load the current version to see that change (your edits here are then lost), or copy what you typed first.`;
  },
} as const;

/** The reason a stale change's 409 carries, for the staff page to offer the current version. */
export const staleReason: JobAnswerReason = 'stale';

/** The revision a change names: a whole number from 1 within the safe range, else undefined. */
export function basedOnRevision(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/**
 * The sentence of a stale change's refusal: who made the job's last change and when, from its
 * line in the activity (the line written with the change carries the job's title and reference
 * then, and the change's moment). Without that line (past the retention period) it says when.
 */
export async function staleMessage(database: Database, id: number): Promise<string> {
  const row = await database.db
    .selectFrom('jobs')
    .select(['title', 'reference_number', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return revisionMessages.stale(undefined, Date.now());
  const lines = await database.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'detail'])
    .where('at', '=', row.updated_at)
    .orderBy('id', 'desc')
    .execute();
  const named = `${row.title} (${row.reference_number})`;
  const line = lines.find(
    (candidate) => candidate.action.startsWith('job-') && candidate.detail.startsWith(named),
  );
  return revisionMessages.stale(line?.actor, row.updated_at);
}
