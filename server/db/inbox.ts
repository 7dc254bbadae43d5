/**
 * The staff inbox's queries: a filtered, searchable list with cursor paging (newest first, or by
 * job; which entries, in what order, is `inbox-filter.ts`), one entry with every field and its
 * notes, the count of new entries, deletion, and the rows of a CSV export. Changes of stage, spam
 * flag and assignee, and new notes, are `pipeline.ts`.
 */
import type { CameFrom } from '@/shared/analytics/reports';
import type {
  InboxPage,
  InboxSummary,
  Note,
  SubmissionDetail as ApiSubmissionDetail,
} from '@/shared/staff/api-types';
import { fieldsIn, type SubmissionIn, type SubmissionKind } from '@/shared/staff/submission-fields';
import type { Database } from './connection';
import { recordAudit, type Actor } from './audit';
import { eraseSubmissions, settleErasure } from './erase';
import { resumeFileOf } from './resumes';
import { encodeCursor, filtered, type Cursor, type InboxFilter } from './inbox-filter';
import { matchingIds, yieldToRequests, searchWords } from './search';

export type { InboxItem, InboxPage } from '@/shared/staff/api-types';

/** An entry as stored: the staff API's answer but its reference, which the routes add. */
export type StoredEntry = Omit<ApiSubmissionDetail, 'reference'>;

export const pageSize = 50;

const itemColumns = fieldsIn('list');
const detailColumns = fieldsIn('detail');
const exportColumns = fieldsIn('export');

/** A row as the API carries it: the flag a boolean, the heuristics' names a list. */
export function fromStored<T extends { spam: number; spam_reasons: string }>(
  row: T,
): Omit<T, 'spam' | 'spam_reasons'> & { spam: boolean; spam_reasons: string[] } {
  const { spam, spam_reasons: reasons, ...rest } = row;
  return { ...rest, spam: spam === 1, spam_reasons: reasons ? reasons.split(',') : [] };
}

export async function listInbox(
  database: Database,
  filter: InboxFilter,
  cursor?: Cursor,
  limit = pageSize,
): Promise<InboxPage> {
  const rows = await filtered(database, filter, cursor)
    .select(itemColumns)
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit).map(fromStored);
  const last = items.at(-1);
  if (rows.length <= limit || !last) return { items, nextCursor: null };
  if (filter.sort !== 'job') return { items, nextCursor: encodeCursor({ id: last.id }) };
  // The order by job continues after the last entry's job as it is stored now.
  const job = await database.db
    .selectFrom('submissions')
    .innerJoin('jobs', 'jobs.id', 'submissions.job_id')
    .select(['jobs.id', 'jobs.title'])
    .where('submissions.id', '=', last.id)
    .executeTakeFirst();
  const next = encodeCursor({ id: last.id, job: job ?? null });
  return { items, nextCursor: next };
}

/** A note as the API carries it: its time an ISO string. */
function noteOf(row: { id: number; author: string; body: string; created_at: number }): Note {
  return {
    id: row.id,
    author: row.author,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listNotes(database: Database, id: number): Promise<Note[]> {
  const rows = await database.db
    .selectFrom('notes')
    .select(['id', 'author', 'body', 'created_at'])
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map(noteOf);
}

/** The notes of several entries at once (a batch of an export), each entry's oldest first. */
export async function notesOf(
  database: Database,
  ids: readonly number[],
): Promise<Map<number, Note[]>> {
  const notes = new Map<number, Note[]>();
  if (ids.length === 0) return notes;
  const rows = await database.db
    .selectFrom('notes')
    .select(['id', 'submission_id', 'author', 'body', 'created_at'])
    .where('submission_id', 'in', [...ids])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    notes.set(row.submission_id, [...(notes.get(row.submission_id) ?? []), noteOf(row)]);
  }
  return notes;
}

export async function getSubmission(
  database: Database,
  id: number,
): Promise<StoredEntry | undefined> {
  const row = await database.db
    .selectFrom('submissions')
    .select([...detailColumns, 'came_from'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { came_from: cameFrom, ...fields } = row;
  return {
    ...fromStored(fields),
    notes: await listNotes(database, id),
    came_from: cameFrom === null ? null : (JSON.parse(cameFrom) as CameFrom),
    resume: await resumeFileOf(database, id),
  };
}

export async function inboxSummary(
  database: Database,
  kinds: readonly SubmissionKind[],
): Promise<InboxSummary> {
  const row = await database.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('spam', '=', 0)
    .where('stage', '=', 'new')
    .where('kind', 'in', [...kinds])
    .executeTakeFirst();
  return { new: row?.total ?? 0 };
}

/**
 * Erases the entry with all that belongs to it (see erase.ts) and records who did; false when
 * there was no such entry.
 */
export async function deleteSubmission(
  database: Database,
  id: number,
  actor: Actor,
  action: 'entry-deleted' | 'entry-withdrawn' = 'entry-deleted',
): Promise<boolean> {
  const erased = await database.db.transaction().execute(async (trx) => {
    const { ids } = await eraseSubmissions(trx, (eb) => eb('id', '=', id));
    // The record outlives the entry, so it names the entry without linking to it.
    if (ids.length > 0) await recordAudit(trx, { ...actor, action, detail: `#${id}` });
    return ids.length > 0;
  });
  if (erased) await settleErasure(database);
  return erased;
}

/**
 * Every entry of the filter, newest first, read in batches so an export never holds them all
 * and never keeps other requests waiting.
 */
export async function* exportRows(
  database: Database,
  filter: InboxFilter,
  batchSize = 500,
): AsyncGenerator<SubmissionIn<'export'>> {
  const unsearched = { ...filter, query: undefined, sort: 'newest' as const };
  const words = searchWords(filter.query ?? '');
  if (words.length > 0) {
    for await (const ids of matchingIds(database, words, batchSize)) {
      const rows = await filtered(database, unsearched)
        .select(exportColumns)
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) yield fromStored(row);
      await yieldToRequests();
    }
    return;
  }
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await filtered(database, unsearched, cursor)
      .select(exportColumns)
      .limit(batchSize)
      .execute();
    for (const row of rows) yield fromStored(row);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    cursor = { id: last.id };
    await yieldToRequests();
  }
}
