/**
 * The audit trail: what staff (and senders) did, one row per action, kept for the retention
 * period. The rows of one entry are that entry's history; deleting the entry keeps them without
 * their link to it (named by its number in their detail), and the deletion itself is recorded
 * the same way. A sender's own action is recorded without a trace of their address.
 */
import type { AuditAction, AuditEvent, AuditPage } from '@/shared/staff/audit';
import type { Database } from './connection';
import type { AuditLogTable } from './schema';
import type { Insertable, Transaction } from 'kysely';
import type { Tables } from './schema';

/** Who acts: the staff member (or the command line, or a sender) and where from. */
export interface Actor {
  staffId: number | null;
  actor: string;
  clientHash: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  /** The staff member who acted, or null (the command line, a sender, no such account). */
  staffId: number | null;
  actor: string;
  entryId?: number | null;
  detail?: string;
  clientHash?: string | null;
}

/** Who acts from the command line (`npm run staff`). */
export const commandLineActor = 'command line';

function row(record: AuditRecord, now: number): Insertable<AuditLogTable> {
  return {
    at: now,
    staff_id: record.staffId,
    actor: record.actor,
    action: record.action,
    entry_id: record.entryId ?? null,
    detail: record.detail ?? '',
    client_hash: record.clientHash ?? null,
  };
}

/** Records an action; inside `trx` when it must stand or fall with the change it describes. */
export async function recordAudit(
  database: Database | Transaction<Tables>,
  record: AuditRecord,
  now = Date.now(),
): Promise<void> {
  const db = 'db' in database ? database.db : database;
  await db.insertInto('audit_log').values(row(record, now)).execute();
}

/** A member of staff reading the same entry again within this time is not recorded again. */
export const viewRecordedEveryMs = 30 * 60_000;

/**
 * Records that a member of staff opened an entry (who read what is part of the history), but
 * not every time the page reloads it: once in `viewRecordedEveryMs` per member and entry.
 */
export async function recordView(
  database: Database,
  actor: Actor & { staffId: number },
  entryId: number,
  now = Date.now(),
): Promise<void> {
  const recent = await database.db
    .selectFrom('audit_log')
    .select('id')
    .where('entry_id', '=', entryId)
    .where('staff_id', '=', actor.staffId)
    .where('action', '=', 'entry-viewed')
    .where('at', '>', now - viewRecordedEveryMs)
    .limit(1)
    .executeTakeFirst();
  if (!recent) await recordAudit(database, { ...actor, action: 'entry-viewed', entryId }, now);
}

/** Enough of the client's hash to tell addresses apart, not enough to matter. */
const shownHashLength = 8;

export const auditPageSize = 50;

/** Newest first, before the cursor; one entry's history when `entryId` is given. */
export async function listAudit(
  database: Database,
  options: { cursor?: number; entryId?: number; limit?: number } = {},
): Promise<AuditPage> {
  const limit = options.limit ?? auditPageSize;
  let query = database.db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor', 'action', 'entry_id', 'detail', 'client_hash'])
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (options.entryId !== undefined) query = query.where('entry_id', '=', options.entryId);
  if (options.cursor !== undefined) query = query.where('id', '<', options.cursor);
  const rows = await query.execute();
  const items: AuditEvent[] = rows.slice(0, limit).map((event) => ({
    id: event.id,
    at: new Date(event.at).toISOString(),
    actor: event.actor,
    action: event.action,
    entryId: event.entry_id,
    detail: event.detail,
    client: event.client_hash?.slice(0, shownHashLength) ?? null,
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(last.id) : null };
}

/** Rows older than the retention period go with the daily sweep. */
export async function forgetOldAudit(database: Database, before: number): Promise<number> {
  const result = await database.db
    .deleteFrom('audit_log')
    .where('at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
