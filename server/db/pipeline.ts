/**
 * Working a lead: its stage, the spam flag, who it is assigned to, internal notes, and the
 * replies staff start. Every change is recorded in the entry's history in the same transaction,
 * so the history never misses a change nor shows one that did not happen.
 */
import type { Transaction } from 'kysely';
import type { Note, SubmissionChange } from '@/shared/staff/api-types';
import type { StoredEntry } from './inbox';
import { isStageOf } from '@/shared/staff/pipeline';
import type { StaffRole } from '@/shared/staff/roles';
import { seesKind } from '../policy/staff-roles';
import type { Database } from './connection';
import { recordAudit, type Actor } from './audit';
import { getSubmission } from './inbox';
import type { Tables } from './schema';

export type ChangeResult =
  | { ok: true; entry: StoredEntry }
  | { ok: false; reason: 'not-found' | 'wrong-stage' | 'no-such-staff' | 'assignee-cannot-see' };

/**
 * Called in the change's transaction when an entry is found not to be spam after all, so what a
 * flagged entry was never sent (the sender's confirmation) can be queued now.
 */
export type OnUnflagged = (trx: Transaction<Tables>, id: number, now: number) => Promise<void>;

export async function changeSubmission(
  database: Database,
  id: number,
  change: SubmissionChange,
  actor: Actor,
  onUnflagged?: OnUnflagged,
): Promise<ChangeResult> {
  const now = Date.now();
  const outcome = await database.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('submissions')
      .select(['kind', 'stage', 'spam', 'assignee_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return 'not-found' as const;
    if (change.stage !== undefined && !isStageOf(current.kind, change.stage)) {
      return 'wrong-stage' as const;
    }
    let assignee: { id: number; email: string; role: StaffRole } | null | undefined;
    if (change.assigneeId !== undefined) {
      assignee =
        change.assigneeId === null
          ? null
          : await trx
              .selectFrom('staff_users')
              .select(['id', 'email', 'role'])
              .where('id', '=', change.assigneeId)
              .executeTakeFirst();
      if (assignee === undefined) return 'no-such-staff' as const;
      // A lead goes only to someone whose role lets them read it.
      if (assignee && !seesKind(assignee.role, current.kind)) {
        return 'assignee-cannot-see' as const;
      }
    }
    const history = { ...actor, entryId: id };
    if (change.stage !== undefined && change.stage !== current.stage) {
      await trx
        .updateTable('submissions')
        .set({ stage: change.stage })
        .where('id', '=', id)
        .execute();
      await recordAudit(
        trx,
        { ...history, action: 'stage-changed', detail: `${current.stage} -> ${change.stage}` },
        now,
      );
    }
    if (change.spam !== undefined && change.spam !== (current.spam === 1)) {
      await trx
        .updateTable('submissions')
        .set({ spam: change.spam ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      await recordAudit(
        trx,
        { ...history, action: change.spam ? 'marked-spam' : 'marked-not-spam' },
        now,
      );
      if (!change.spam) await onUnflagged?.(trx, id, now);
    }
    if (assignee !== undefined && (assignee?.id ?? null) !== current.assignee_id) {
      await trx
        .updateTable('submissions')
        .set({ assignee_id: assignee?.id ?? null })
        .where('id', '=', id)
        .execute();
      await recordAudit(
        trx,
        { ...history, action: 'assigned', detail: assignee?.email ?? 'nobody' },
        now,
      );
    }
    return 'changed' as const;
  });
  if (outcome !== 'changed') return { ok: false, reason: outcome };
  const entry = await getSubmission(database, id);
  return entry ? { ok: true, entry } : { ok: false, reason: 'not-found' };
}

/** A note on the entry by the acting staff member; undefined when there is no such entry. */
function entryExists(trx: Transaction<Tables>, id: number): Promise<{ id: number } | undefined> {
  return trx.selectFrom('submissions').select('id').where('id', '=', id).executeTakeFirst();
}

export async function addNote(
  database: Database,
  id: number,
  actor: Actor & { staffId: number },
  body: string,
): Promise<Note | undefined> {
  const now = Date.now();
  return database.db.transaction().execute(async (trx) => {
    const exists = await entryExists(trx, id);
    if (!exists) return undefined;
    const note = await trx
      .insertInto('notes')
      .values({
        submission_id: id,
        author_id: actor.staffId,
        author: actor.actor,
        body,
        created_at: now,
      })
      .returning(['id', 'author', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    // The note's text stays in the note: the trail says only that one was written.
    await recordAudit(trx, { ...actor, action: 'note-added', entryId: id }, now);
    return {
      id: note.id,
      author: note.author,
      body: note.body,
      createdAt: new Date(note.created_at).toISOString(),
    };
  });
}

/** Records that a staff member started a reply by e-mail; false when there is no such entry. */
export async function recordReply(database: Database, id: number, actor: Actor): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const exists = await entryExists(trx, id);
    if (!exists) return false;
    await recordAudit(trx, { ...actor, action: 'reply-started', entryId: id });
    return true;
  });
}
