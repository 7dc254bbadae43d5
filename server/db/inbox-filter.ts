/**
 * Which entries the staff inbox shows, in what order, from where: the filter's conditions, the
 * search, and the cursor where the next page starts. The list, the export and the counts read
 * through it.
 */
import type { SourceFilter } from '@/shared/analytics/reports';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Folder, SortOrder } from '@/shared/staff/api-types';
import type { Stage } from '@/shared/staff/pipeline';
import type { SubmissionKind } from '@/shared/staff/submission-fields';
import type { Database } from './connection';
import type { Tables } from './schema';
import { matchesWords, searchWords } from './search';

export interface InboxFilter {
  kind?: SubmissionKind | undefined;
  /** The kinds the asking account's role sees (server/policy/staff-roles.ts gives each one). */
  kinds?: readonly SubmissionKind[] | undefined;
  folder: Folder;
  stage?: Stage | undefined;
  /** A staff account's id, or `none` for entries nobody is assigned to. */
  assignee?: number | 'none' | undefined;
  /**
   * A stored job's id (the applications the intake joined to it), or `none` for applications
   * joined to no job (open applications, and positions no single job matched).
   */
  jobId?: number | 'none' | undefined;
  /**
   * A position's text, exactly: what the filter matched before applications carried their
   * job's id, still read from addresses bookmarked then.
   */
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
  if (filter.jobId === 'none') {
    where.push((eb) => eb.and([eb('kind', '=', 'apply'), eb('job_id', 'is', null)]));
  } else if (filter.jobId !== undefined) {
    const jobId = filter.jobId;
    where.push((eb) => eb('job_id', '=', jobId));
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
export function filtered(database: Database, filter: InboxFilter, cursor?: Cursor) {
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
