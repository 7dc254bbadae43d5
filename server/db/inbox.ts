/**
 * The staff inbox's queries: a filtered, searchable list with cursor paging (newest first, or by
 * job), one entry with every field and its notes, changes of stage, spam flag and assignee (each
 * recorded in the entry's history), notes, deletion, and the rows of a CSV export.
 */
import type { CameFrom, SourceFilter } from '@/shared/analytics/reports';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type {
  Folder,
  InboxPage,
  InboxSummary,
  Note,
  SortOrder,
  SubmissionDetail as ApiSubmissionDetail,
} from '@/shared/staff/api-types';
import type { Stage } from '@/shared/staff/pipeline';
import { fieldsIn, type SubmissionIn, type SubmissionKind } from '@/shared/staff/submission-fields';
import type { Database } from './connection';
import { recordAudit, type Actor } from './audit';
import { eraseSubmissions, settleErasure } from './erase';
import type { Tables } from './schema';
import { matchesWords, matchingIds, nextTurn, searchWords } from './search';

export interface InboxFilter {
  kind?: SubmissionKind | undefined;
  /** The kinds the asking account's role sees (server/policy/staff-roles.ts gives each one). */
  kinds?: readonly SubmissionKind[] | undefined;
  folder: Folder;
  stage?: Stage | undefined;
  /** A staff account's id, or `none` for entries nobody is assigned to. */
  assignee?: number | 'none' | undefined;
  /** A job's title, exactly. */
  job?: string | undefined;
  /** A kind of source, or `unknown` for entries whose sender's visit was not found. */
  source?: SourceFilter | undefined;
  /** A campaign, exactly. */
  campaign?: string | undefined;
  /** One entry, by its number (a search for its reference). */
  id?: number | undefined;
  query?: string | undefined;
  sort?: SortOrder | undefined;
}

export type { InboxItem, InboxPage } from '@/shared/staff/api-types';

/** An entry as stored: the staff API's answer but its reference, which the routes add. */
export type SubmissionDetail = Omit<ApiSubmissionDetail, 'reference'>;

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

type Where = (eb: ExpressionBuilder<Tables, 'submissions'>) => Expression<SqlBool>;

/** The filter's conditions but the search. */
function conditions(filter: InboxFilter): Where[] {
  const where: Where[] = [];
  if (filter.id !== undefined) {
    const id = filter.id;
    where.push((eb) => eb('id', '=', id));
  }
  if (filter.kind) {
    const kind = filter.kind;
    where.push((eb) => eb('kind', '=', kind));
  }
  const kinds = filter.kinds;
  if (kinds) where.push((eb) => eb('kind', 'in', [...kinds]));
  if (filter.folder !== 'all') {
    const spam = filter.folder === 'spam' ? 1 : 0;
    where.push((eb) => eb('spam', '=', spam));
  }
  if (filter.stage) {
    const stage = filter.stage;
    where.push((eb) => eb('stage', '=', stage));
  }
  if (filter.assignee === 'none') where.push((eb) => eb('assignee_id', 'is', null));
  else if (filter.assignee !== undefined) {
    const assignee = filter.assignee;
    where.push((eb) => eb('assignee_id', '=', assignee));
  }
  if (filter.job) {
    const job = filter.job;
    where.push((eb) => eb('position', '=', job));
  }
  if (filter.source === 'unknown') where.push((eb) => eb('source_kind', 'is', null));
  else if (filter.source) {
    const source = filter.source;
    where.push((eb) => eb('source_kind', '=', source));
  }
  if (filter.campaign) {
    const campaign = filter.campaign;
    where.push((eb) => eb('campaign', '=', campaign));
  }
  return where;
}

/** Where the next page starts: after the last row of this one, in the list's order. */
export interface Cursor {
  id: number;
  /** With the order by job: the last row's job (null for entries without one). */
  position?: string | null;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, position } = value as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
    if (position !== undefined && position !== null && typeof position !== 'string')
      return undefined;
    return { id, position };
  } catch {
    return undefined;
  }
}

/** Rows after the cursor in the order: by job (entries without one last), newest first within. */
function after(cursor: Cursor, sort: SortOrder): Where {
  if (sort === 'newest' || cursor.position === undefined) return (eb) => eb('id', '<', cursor.id);
  const { position, id } = cursor;
  if (position === null) {
    return (eb) => eb.and([eb('position', 'is', null), eb('id', '<', id)]);
  }
  return (eb) =>
    eb.or([
      eb('position', 'is', null),
      eb('position', '>', position),
      eb.and([eb('position', '=', position), eb('id', '<', id)]),
    ]);
}

/** The filter's entries in its order, after the cursor when given. */
function filtered(database: Database, filter: InboxFilter, cursor?: Cursor) {
  const sort = filter.sort ?? 'newest';
  let query = database.db.selectFrom('submissions');
  for (const where of conditions(filter)) query = query.where(where);
  if (cursor) query = query.where(after(cursor, sort));
  const words = searchWords(filter.query ?? '');
  if (words.length > 0) query = query.where(matchesWords(database.engine, words));
  if (sort === 'job') {
    query = query
      .orderBy((eb) => eb.case().when('position', 'is', null).then(1).else(0).end())
      .orderBy('position');
  }
  return query.orderBy('id', 'desc');
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
  const next =
    rows.length > limit && last
      ? encodeCursor(
          filter.sort === 'job' ? { id: last.id, position: last.position } : { id: last.id },
        )
      : null;
  return { items, nextCursor: next };
}

export async function listNotes(database: Database, id: number): Promise<Note[]> {
  const rows = await database.db
    .selectFrom('notes')
    .select(['id', 'author', 'body', 'created_at'])
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
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
    const note: Note = {
      id: row.id,
      author: row.author,
      body: row.body,
      createdAt: new Date(row.created_at).toISOString(),
    };
    notes.set(row.submission_id, [...(notes.get(row.submission_id) ?? []), note]);
  }
  return notes;
}

export async function getSubmission(
  database: Database,
  id: number,
): Promise<SubmissionDetail | undefined> {
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
      await nextTurn();
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
    await nextTurn();
  }
}
