/**
 * The staff inbox's queries: a filtered, searchable list newest first with cursor paging, one
 * entry with every field, a status change and deletion (both recorded in the entry's history),
 * and the rows of a CSV export.
 */
import type { InboxPage, SubmissionDetail } from '@/shared/staff/api-types';
import {
  fieldsIn,
  type SubmissionIn,
  type SubmissionKind,
  type SubmissionStatus,
} from '@/shared/staff/submission-fields';
import type { Database } from './connection';
import { recordAudit, type Actor } from './audit';
import { eraseSubmissions, settleErasure } from './erase';
import { matchesWords, searchWords, sqliteMatchingIds } from './search';

export interface InboxFilter {
  kind?: SubmissionKind | undefined;
  /** Entries with one of these statuses. */
  statuses: readonly SubmissionStatus[];
  query?: string | undefined;
}

export type { InboxItem, InboxPage, SubmissionDetail } from '@/shared/staff/api-types';

export const pageSize = 50;

const itemColumns = fieldsIn('list');
const detailColumns = fieldsIn('detail');
const exportColumns = fieldsIn('export');

/** The entries of the filter's kind and statuses, newest first, below `before` when given. */
function unsearched(database: Database, filter: InboxFilter, before?: number) {
  let query = database.db.selectFrom('submissions');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc');
}

/** The filtered entries, newest first, with ids below `before` when given. */
function filtered(database: Database, filter: InboxFilter, before?: number) {
  const words = searchWords(filter.query ?? '');
  const query = unsearched(database, filter, before);
  return words.length > 0 ? query.where(matchesWords(database.engine, words)) : query;
}

/** Ids grow with arrival, so "newest first" is "highest id first" and a cursor is the last id. */
export async function listInbox(
  database: Database,
  filter: InboxFilter,
  cursor?: number,
  limit = pageSize,
): Promise<InboxPage> {
  const rows = await filtered(database, filter, cursor)
    .select(itemColumns)
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(last.id) : null };
}

/** The stored comma-separated heuristics' names as the list the API carries. */
function withReasons<T extends { spam_reasons: string }>(
  row: T,
): Omit<T, 'spam_reasons'> & { spam_reasons: string[] } {
  return { ...row, spam_reasons: row.spam_reasons ? row.spam_reasons.split(',') : [] };
}

export async function getSubmission(
  database: Database,
  id: number,
): Promise<SubmissionDetail | undefined> {
  const row = await database.db
    .selectFrom('submissions')
    .select(detailColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? withReasons(row) : undefined;
}

/** The entry as it is after the change, recorded in its history; undefined when there is none. */
export async function setStatus(
  database: Database,
  id: number,
  status: SubmissionStatus,
  actor: Actor,
): Promise<SubmissionDetail | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return undefined;
    const row = await trx
      .updateTable('submissions')
      .set({ status })
      .where('id', '=', id)
      .returning(detailColumns)
      .executeTakeFirstOrThrow();
    if (before.status !== status) {
      await recordAudit(trx, {
        ...actor,
        action: 'status-changed',
        entryId: id,
        detail: `${before.status} -> ${status}`,
      });
    }
    return withReasons(row);
  });
}

/**
 * Erases the entry with all that belongs to it (see erase.ts) and records who did; false when
 * there was no such entry.
 */
export async function deleteSubmission(
  database: Database,
  id: number,
  actor: Actor,
): Promise<boolean> {
  const erased = await database.db.transaction().execute(async (trx) => {
    const { ids } = await eraseSubmissions(trx, (eb) => eb('id', '=', id));
    // The record outlives the entry, so it names the entry without linking to it.
    if (ids.length > 0)
      await recordAudit(trx, { ...actor, action: 'entry-deleted', detail: `#${id}` });
    return ids.length > 0;
  });
  if (erased) await settleErasure(database);
  return erased;
}

/** Lets other requests run between the export's batches. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The ids of the entries that match the words, newest first, in chunks. The search runs once:
 * on SQLite the index is walked by id from the top, a chunk at a time (each step takes a few
 * milliseconds, so other requests go on between them); PostgreSQL answers without blocking this
 * process, in one query.
 */
async function* matchingIds(
  database: Database,
  words: readonly string[],
  chunkSize: number,
): AsyncGenerator<number[]> {
  if (database.engine === 'postgres') {
    const rows = await database.db
      .selectFrom('submissions')
      .select('id')
      .where(matchesWords('postgres', words))
      .orderBy('id', 'desc')
      .execute();
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield rows.slice(start, start + chunkSize).map((row) => row.id);
    }
    return;
  }
  let below = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const ids = await sqliteMatchingIds(database, words, below, chunkSize);
    if (ids.length > 0) yield ids;
    const last = ids.at(-1);
    if (ids.length < chunkSize || last === undefined) return;
    below = last;
    await nextTurn();
  }
}

/** Every entry of the filter, newest first, read in batches so an export never holds them all. */
export async function* exportRows(
  database: Database,
  filter: InboxFilter,
  batchSize = 500,
): AsyncGenerator<SubmissionIn<'export'>> {
  const words = searchWords(filter.query ?? '');
  const inFilter = (query: ReturnType<typeof unsearched>) => query.select(exportColumns);
  if (words.length > 0) {
    for await (const ids of matchingIds(database, words, batchSize)) {
      const rows = await inFilter(unsearched(database, filter)).where('id', 'in', ids).execute();
      for (const row of rows) yield withReasons(row);
      await nextTurn();
    }
    return;
  }
  let before: number | undefined;
  for (;;) {
    const rows = await inFilter(unsearched(database, filter, before))
      .limit(batchSize)
      .execute();
    for (const row of rows) yield withReasons(row);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    before = last.id;
    await nextTurn();
  }
}
