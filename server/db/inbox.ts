/**
 * The staff inbox's queries: a filtered, searchable list newest first with cursor paging, one
 * entry with every field, a status change, deletion, and the rows of a CSV export.
 */
import type { InboxPage, SubmissionDetail } from '@/shared/staff/api-types';
import {
  fieldsIn,
  type SubmissionIn,
  type SubmissionKind,
  type SubmissionStatus,
} from '@/shared/staff/submission-fields';
import type { Database } from './connection';
import { matchesWords, searchWords } from './search';

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

/** The filtered entries, newest first, with ids below `before` when given. */
function filtered(database: Database, filter: InboxFilter, before?: number) {
  let query = database.db.selectFrom('submissions');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
  if (before !== undefined) query = query.where('id', '<', before);
  const words = searchWords(filter.query ?? '');
  if (words.length > 0) query = query.where(matchesWords(database.engine, words));
  return query.orderBy('id', 'desc');
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

/** The entry as it is after the change; undefined when there is no such entry. */
export async function setStatus(
  database: Database,
  id: number,
  status: SubmissionStatus,
): Promise<SubmissionDetail | undefined> {
  const row = await database.db
    .updateTable('submissions')
    .set({ status })
    .where('id', '=', id)
    .returning(detailColumns)
    .executeTakeFirst();
  return row ? withReasons(row) : undefined;
}

/** Deletes the entry and its notification jobs; false when there was none. */
export async function deleteSubmission(database: Database, id: number): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('outbox').where('submission_id', '=', id).execute();
    const result = await trx.deleteFrom('submissions').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Every entry of the filter, newest first, read in batches so an export never holds them all. */
export async function* exportRows(
  database: Database,
  filter: InboxFilter,
  batchSize = 500,
): AsyncGenerator<SubmissionIn<'export'>> {
  let before: number | undefined;
  for (;;) {
    const rows = await filtered(database, filter, before)
      .select(exportColumns)
      .limit(batchSize)
      .execute();
    for (const row of rows) yield withReasons(row);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    before = last.id;
  }
}
