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
  /** With the order by job: the last row's job, its title then (null for entries without one). */
  job?: { id: number; title: string } | null;
}

const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

function cursorJob(value: unknown): Cursor['job'] | false {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'object') return false;
  const { id, title } = value as Record<string, unknown>;
  return isRowId(id) && typeof title === 'string' ? { id, title } : false;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, job } = value as Record<string, unknown>;
    const last = cursorJob(job);
    if (!isRowId(id) || last === false) return undefined;
    return last === undefined ? { id } : { id, job: last };
  } catch {
    return undefined;
  }
}

/**
 * The title its job has now, of an entry joined to one: the order by job sorts the stored jobs,
 * so a renamed job's applications move with it and two jobs with one title stay apart.
 */
const jobTitle = (eb: ExpressionBuilder<Tables, 'submissions'>) =>
  eb.selectFrom('jobs').select('jobs.title').whereRef('jobs.id', '=', 'submissions.job_id');

/**
 * Rows after the cursor in the order by job: by the job's title now, then by the job's number
 * (two jobs of one title apart), newest first within a job; entries joined to no job last.
 */
function after(cursor: Cursor, sort: SortOrder): Where {
  if (sort === 'newest' || cursor.job === undefined) return (eb) => eb('id', '<', cursor.id);
  const { job, id } = cursor;
  if (job === null) {
    return (eb) => eb.and([eb('job_id', 'is', null), eb('id', '<', id)]);
  }
  return (eb) =>
    eb.or([
      eb('job_id', 'is', null),
      eb(jobTitle(eb), '>', job.title),
      eb.and([eb(jobTitle(eb), '=', job.title), eb('job_id', '>', job.id)]),
      eb.and([eb('job_id', '=', job.id), eb('id', '<', id)]),
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
      .orderBy((eb) => eb.case().when('job_id', 'is', null).then(1).else(0).end())
      .orderBy(jobTitle)
      .orderBy('job_id');
  }
  return query.orderBy('id', 'desc');
}
