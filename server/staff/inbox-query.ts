/**
 * The inbox's query parameters, read and checked: every refusal is a 400 whose sentence says
 * which parameter and what it may be. The staff pages send them (src/features/staff/api/staff-client.ts) and a
 * CSV link carries the same.
 */
import { sourceFilters, type SourceFilter } from '@/shared/analytics/reports';
import type { Context } from 'hono';
import { folders, sortOrders, type Folder, type SortOrder } from '@/shared/staff/api-types';
import { isStage, stages } from '@/shared/staff/pipeline';
import { submissionKinds, type SubmissionKind } from '@/shared/staff/submission-fields';
import { decodeCursor, type Cursor, type InboxFilter } from '../db/inbox-filter';
import { maxQueryLength } from '../db/search';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A positive whole number from a path or query parameter. */
export function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The longest job title the filter takes (the forms' limit for a position). */
const maxJobLength = 120;

export function parseFilter(c: Context): Parsed<InboxFilter> {
  const read = (name: string) => c.req.query(name) ?? '';
  const kind = read('kind');
  const folder = read('folder') || 'inbox';
  const stage = read('stage');
  const assignee = read('assignee');
  const job = read('job');
  const source = read('source');
  const campaign = read('campaign');
  const query = read('q');
  const sort = read('sort') || 'newest';
  if (kind !== '' && !oneOf<SubmissionKind>(submissionKinds, kind)) {
    return { ok: false, message: `kind must be ${submissionKinds.join(', ')} or empty.` };
  }
  if (!oneOf<Folder>(folders, folder)) {
    return { ok: false, message: `folder must be ${folders.join(', ')} or empty.` };
  }
  if (stage !== '' && !isStage(stage)) {
    return { ok: false, message: `stage must be one of ${stages.join(', ')}, or empty.` };
  }
  const assigneeId = assignee === 'none' ? 'none' : positiveInteger(assignee);
  if (assignee !== '' && assigneeId === undefined) {
    return { ok: false, message: 'assignee must be a staff account’s id, none, or empty.' };
  }
  // A job's id, `none`, or (from an address bookmarked before jobs had ids) a position's text.
  const jobId = job === 'none' ? 'none' : positiveInteger(job);
  if (job.length > maxJobLength) {
    return { ok: false, message: `job can be at most ${maxJobLength} characters long.` };
  }
  if (source !== '' && !oneOf<SourceFilter>(sourceFilters, source)) {
    return { ok: false, message: `source must be one of ${sourceFilters.join(', ')}, or empty.` };
  }
  if (campaign.length > maxJobLength) {
    return { ok: false, message: `campaign can be at most ${maxJobLength} characters long.` };
  }
  if (query.length > maxQueryLength) {
    return { ok: false, message: `The search can be at most ${maxQueryLength} characters long.` };
  }
  if (!oneOf<SortOrder>(sortOrders, sort)) {
    return { ok: false, message: `sort must be ${sortOrders.join(' or ')}.` };
  }
  return {
    ok: true,
    value: {
      kind: kind === '' ? undefined : kind,
      folder,
      stage: stage === '' ? undefined : stage,
      assignee: assigneeId,
      jobId,
      job: job === '' || jobId !== undefined ? undefined : job,
      source: source === '' ? undefined : source,
      campaign: campaign === '' ? undefined : campaign,
      query,
      sort,
    },
  };
}

export function parseCursor(c: Context): Parsed<Cursor | undefined> {
  const raw = c.req.query('cursor') ?? '';
  if (raw === '') return { ok: true, value: undefined };
  const cursor = decodeCursor(raw);
  return cursor
    ? { ok: true, value: cursor }
    : { ok: false, message: 'cursor must be a value from nextCursor.' };
}

/** A filter as the audit trail describes an export of it. */
export function describeFilter(filter: InboxFilter): string {
  const parts = [filter.kind ? `kind ${filter.kind}` : 'every kind', `folder ${filter.folder}`];
  if (filter.stage) parts.push(`stage ${filter.stage}`);
  if (filter.assignee !== undefined) parts.push('one assignee');
  if (filter.jobId === 'none') parts.push('no job');
  else if (filter.jobId !== undefined || filter.job) parts.push('one job');
  if (filter.source) parts.push(`source ${filter.source}`);
  if (filter.campaign) parts.push('one campaign');
  if (filter.query) parts.push('a search');
  return parts.join(', ');
}
