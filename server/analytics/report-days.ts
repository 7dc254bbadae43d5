/**
 * The figures a report reads over a range of days: stored daily totals for closed days, and any
 * day not stored yet (today, or a closed day the rollup has not reached) computed from its raw
 * rows. However many pages or sources a range holds, what comes back is small: the database sums
 * them over the range, and the report lists the top rows with one more row for all the rest;
 * speed measures come back as summed bucket counts.
 *
 * The sums over a range's stored days never change while the same days are stored (a stored day
 * is written once, and only retention removes it), so they are kept in memory, up to a few
 * megabytes in all: a range read again, or by another member of staff, reads only its days' list
 * and the days computed live.
 */
import { sql, type SqlBool } from 'kysely';
import { restRow, type ReportTotals } from '@/shared/analytics/reports';
import type { Database } from '../db/connection';
import { computeDay, daysBetween, type DayFigures } from './rollup';

/** Rows of pages and of sources a report lists, before the one row of all the rest. */
export const reportRows = 100;

/** Vitals of a range as summed bucket counts, without the day: what the p75s are read from. */
export type VitalCounts = Omit<DayFigures['vitals'][number], 'day'>;

/** A page's figures summed over a range. */
export interface PageSum {
  route: string;
  path: string;
  views: number;
  visitors: number;
  leads: number;
  applications: number;
}

/** A source's figures summed over a range; `campaign` is empty for none. */
export interface SourceSum {
  source_kind: string;
  source: string;
  campaign: string;
  visits: number;
  leads: number;
  applications: number;
}

/** A range's figures, each part already small. */
export interface RangeFigures {
  /** Each day's totals, stored or computed, in order. */
  days: DailySite[];
  /** The top pages by views, then one `restRow` row for the others when there are more. */
  pages: PageSum[];
  /** The top sources by visits, then one `restRow` row for the others when there are more. */
  sources: SourceSum[];
  funnels: { funnel: string; step: number; visitors: number }[];
  vitals: VitalCounts[];
}

type DailySite = DayFigures['site'];

const pageCounts = ['views', 'visitors', 'leads', 'applications'] as const;
const sourceCounts = ['visits', 'leads', 'applications'] as const;

/** A sum as the engine returns it (PostgreSQL's bigint sums arrive as text). */
const summed = (value: number | string | bigint | null) => Number(value ?? 0);

/** Keys passed to one statement at most: well inside both engines' limits on bound values. */
const keysPerStatement = 500;

function storedSite(database: Database, from: string, to: string) {
  return database.reads
    .selectFrom('daily_site')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

/**
 * When each stored day of the range was rolled up: a day rolled up again (rows reached it late)
 * has new totals, and sums kept from the old ones must not be used.
 */
async function rollupStamps(database: Database, from: string, to: string): Promise<string> {
  const rows = await database.reads
    .selectFrom('daily_rollups')
    .select(['day', 'rolled_up_at'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => `${row.day}@${String(row.rolled_up_at)}`).join(' ');
}

const inRange = (from: string, to: string) => sql<SqlBool>`day >= ${from} and day <= ${to}`;

/** The stored pages of the range, summed by path: the top ones, or those of `paths`. */
async function storedPages(
  database: Database,
  from: string,
  to: string,
  only?: readonly string[],
): Promise<PageSum[]> {
  let query = database.reads
    .selectFrom('daily_pages')
    .select((eb) => [
      'path',
      eb.fn.min('route').as('route'),
      eb.fn.sum<number | string>('views').as('views'),
      eb.fn.sum<number | string>('visitors').as('visitors'),
      eb.fn.sum<number | string>('leads').as('leads'),
      eb.fn.sum<number | string>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .where('path', '<>', restRow)
    .groupBy('path');
  query = only
    ? query.where('path', 'in', only)
    : query
        .orderBy((eb) => eb.fn.sum('views'), 'desc')
        .orderBy('path')
        .limit(reportRows);
  const rows = await query.execute();
  return rows.map((row) => ({
    route: row.route,
    path: row.path,
    views: summed(row.views),
    visitors: summed(row.visitors),
    leads: summed(row.leads),
    applications: summed(row.applications),
  }));
}

/** A source's key: kind, name and campaign in one string, the same in SQL and here. */
const keySeparator = '\u001f';
const sourceKey = (row: Pick<SourceSum, 'source_kind' | 'source' | 'campaign'>) =>
  [row.source_kind, row.source, row.campaign].join(keySeparator);

/** The stored sources of the range, summed: the top ones, or those of `keys` (`sourceKey`). */
async function storedSources(
  database: Database,
  from: string,
  to: string,
  only?: readonly string[],
): Promise<SourceSum[]> {
  const separator = sql`CAST(${keySeparator} AS TEXT)`;
  let query = database.reads
    .selectFrom('daily_sources')
    .select((eb) => [
      'source_kind',
      'source',
      'campaign',
      eb.fn.sum<number | string>('visits').as('visits'),
      eb.fn.sum<number | string>('leads').as('leads'),
      eb.fn.sum<number | string>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .where('source_kind', '<>', restRow)
    .groupBy(['source_kind', 'source', 'campaign']);
  query = only
    ? query.where(
        sql<string>`source_kind || ${separator} || source || ${separator} || campaign`,
        'in',
        only,
      )
    : query
        .orderBy((eb) => eb.fn.sum('visits'), 'desc')
        .orderBy('source')
        .orderBy('source_kind')
        .orderBy('campaign')
        .limit(reportRows);
  const rows = await query.execute();
  return rows.map((row) => ({
    source_kind: row.source_kind,
    source: row.source,
    campaign: row.campaign,
    visits: summed(row.visits),
    leads: summed(row.leads),
    applications: summed(row.applications),
  }));
}

/** Every stored page row of the range summed, the days' rest rows included. */
async function storedPageTotals(database: Database, from: string, to: string) {
  const row = await database.reads
    .selectFrom('daily_pages')
    .select((eb) => [
      eb.fn.sum<number | string | null>('views').as('views'),
      eb.fn.sum<number | string | null>('visitors').as('visitors'),
      eb.fn.sum<number | string | null>('leads').as('leads'),
      eb.fn.sum<number | string | null>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .executeTakeFirst();
  return {
    views: summed(row?.views ?? null),
    visitors: summed(row?.visitors ?? null),
    leads: summed(row?.leads ?? null),
    applications: summed(row?.applications ?? null),
  };
}

/** Every stored source row of the range summed, the days' rest rows included. */
async function storedSourceTotals(database: Database, from: string, to: string) {
  const row = await database.reads
    .selectFrom('daily_sources')
    .select((eb) => [
      eb.fn.sum<number | string | null>('visits').as('visits'),
      eb.fn.sum<number | string | null>('leads').as('leads'),
      eb.fn.sum<number | string | null>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .executeTakeFirst();
  return {
    visits: summed(row?.visits ?? null),
    leads: summed(row?.leads ?? null),
    applications: summed(row?.applications ?? null),
  };
}

/** What a range's stored days sum to: the part of a report that is kept in memory. */
async function storedDetail(database: Database, from: string, to: string) {
  const { db } = database;
  const [pages, pageTotals, sources, sourceTotals, funnels, vitals] = await Promise.all([
    storedPages(database, from, to),
    storedPageTotals(database, from, to),
    storedSources(database, from, to),
    storedSourceTotals(database, from, to),
    db
      .selectFrom('daily_funnels')
      .select(['funnel', 'step', (eb) => eb.fn.sum<number | string>('visitors').as('visitors')])
      .where(inRange(from, to))
      .groupBy(['funnel', 'step'])
      .execute(),
    db
      .selectFrom('daily_vitals')
      .select(['route', 'viewport', 'build', 'metric', 'bucket'])
      .select((eb) => eb.fn.sum<number | string>('samples').as('samples'))
      .where(inRange(from, to))
      .groupBy(['route', 'viewport', 'build', 'metric', 'bucket'])
      .execute(),
  ]);
  return {
    pages,
    pageTotals,
    sources,
    sourceTotals,
    funnels: funnels.map((row) => ({ ...row, visitors: summed(row.visitors) })),
    vitals: vitals.map((row): VitalCounts => ({ ...row, samples: summed(row.samples) })),
  };
}

type StoredDetail = Awaited<ReturnType<typeof storedDetail>>;

/** The most the kept sums of ranges may weigh, per database, by their JSON's length. */
export const cacheBytes = 4 * 1024 * 1024;

interface Kept {
  days: string;
  detail: StoredDetail;
  bytes: number;
}

/** Each database's kept ranges, the most recently used last, and what they weigh in all. */
const detailCache = new WeakMap<Database, { ranges: Map<string, Kept>; bytes: number }>();

/**
 * The stored sums of a range: kept ones while the same days are stored, or read again. What is
 * kept is weighed (its JSON's length, near enough to its size in memory); past `cacheBytes` the
 * ranges used longest ago go, and a range weighing more than that alone is not kept at all.
 */
async function detailOf(
  database: Database,
  range: { from: string; to: string; days: string },
): Promise<StoredDetail> {
  let cache = detailCache.get(database);
  if (!cache) {
    cache = { ranges: new Map(), bytes: 0 };
    detailCache.set(database, cache);
  }
  const key = `${range.from} ${range.to}`;
  const kept = cache.ranges.get(key);
  if (kept) {
    cache.ranges.delete(key);
    cache.bytes -= kept.bytes;
  }
  if (kept?.days === range.days) {
    cache.ranges.set(key, kept);
    cache.bytes += kept.bytes;
    return kept.detail;
  }
  const detail = await storedDetail(database, range.from, range.to);
  const bytes = JSON.stringify(detail).length;
  if (bytes > cacheBytes) return detail;
  cache.ranges.set(key, { days: range.days, detail, bytes });
  cache.bytes += bytes;
  for (const [oldest, entry] of cache.ranges) {
    if (cache.bytes <= cacheBytes) break;
    cache.ranges.delete(oldest);
    cache.bytes -= entry.bytes;
  }
  return detail;
}

/** What the kept sums of ranges weigh now, for the tests. */
export function cachedBytes(database: Database): number {
  return detailCache.get(database)?.bytes ?? 0;
}

/** A day nothing was recorded on. */
function emptyDay(day: string): DayFigures {
  return {
    site: { day, visitors: 0, views: 0, leads: 0, applications: 0, spam: 0 },
    pages: [],
    sources: [],
    funnels: [],
    vitals: [],
  };
}

/** The days from `from` to `to` (none after today) that are not stored, computed or empty. */
async function unstoredDays(
  database: Database,
  range: { from: string; to: string; stored: ReadonlySet<string> },
  today: string,
  timeZone: string,
): Promise<DayFigures[]> {
  const missing = daysBetween(range.from, range.to).filter(
    (day) => !range.stored.has(day) && day <= today,
  );
  if (missing.length === 0) return [];
  // Only a day that still has raw rows can be computed: before the oldest visit there is nothing.
  const oldest = await database.reads
    .selectFrom('visits')
    .select((eb) => eb.fn.min('day').as('day'))
    .executeTakeFirst();
  const firstRawDay = oldest?.day ?? today;
  const days: DayFigures[] = [];
  for (const day of missing) {
    days.push(
      day >= firstRawDay || day === today
        ? await computeDay(database, day, timeZone)
        : emptyDay(day),
    );
  }
  return days;
}

/** Adds each count of `row` to `into`. */
function addCounts<Key extends string>(
  into: Record<Key, number>,
  row: Readonly<Record<Key, number>>,
  keys: readonly Key[],
): void {
  for (const key of keys) into[key] += row[key];
}

/**
 * The top `reportRows` of `rows` (summed by `keyOf`, ordered by `order`), and one more row,
 * `restOf` the counts of `total` that they leave, when that is more than nothing.
 */
function topAndRest<Row extends Record<Key, number>, Key extends string>(
  rows: Iterable<Row>,
  options: {
    keyOf: (row: Row) => string;
    counts: readonly Key[];
    total: Record<Key, number>;
    order: (a: Row, b: Row) => number;
    restOf: (counts: Record<Key, number>) => Row;
  },
): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const key = options.keyOf(row);
    const sum = byKey.get(key);
    if (sum) addCounts(sum, row, options.counts);
    else byKey.set(key, { ...row });
  }
  const top = [...byKey.values()].sort(options.order).slice(0, reportRows);
  const rest: Record<Key, number> = { ...options.total };
  for (const row of top) for (const key of options.counts) rest[key] -= row[key];
  return options.counts.some((key) => rest[key] > 0) ? [...top, options.restOf(rest)] : top;
}

/** The range's pages: stored sums and the computed days', the top ones and the rest. */
async function rangePages(
  database: Database,
  range: { from: string; to: string },
  detail: StoredDetail,
  computed: readonly DayFigures[],
): Promise<PageSum[]> {
  const total = { ...detail.pageTotals };
  const live: PageSum[] = [];
  for (const page of computed.flatMap((day) => day.pages)) {
    addCounts(total, page, pageCounts);
    if (page.path !== restRow) live.push(page);
  }
  // A page of the computed days that the stored top rows leave out may still have stored views:
  // those are read too, so that each listed row is the page's whole sum.
  const listed = new Set(detail.pages.map((page) => page.path));
  const missing = [...new Set(live.map((page) => page.path))].filter((path) => !listed.has(path));
  const extra: PageSum[] = [];
  for (let start = 0; start < missing.length; start += keysPerStatement) {
    const part = missing.slice(start, start + keysPerStatement);
    extra.push(...(await storedPages(database, range.from, range.to, part)));
  }
  return topAndRest([...detail.pages, ...extra, ...live], {
    keyOf: (page) => page.path,
    counts: pageCounts,
    total,
    order: (a, b) => b.views - a.views || a.path.localeCompare(b.path),
    restOf: (counts) => ({ route: restRow, path: restRow, ...counts }),
  });
}

/** The range's sources: stored sums and the computed days', the top ones and the rest. */
async function rangeSources(
  database: Database,
  range: { from: string; to: string },
  detail: StoredDetail,
  computed: readonly DayFigures[],
): Promise<SourceSum[]> {
  const total = { ...detail.sourceTotals };
  const live: SourceSum[] = [];
  for (const source of computed.flatMap((day) => day.sources)) {
    addCounts(total, source, sourceCounts);
    if (source.source_kind !== restRow) live.push(source);
  }
  const listed = new Set(detail.sources.map(sourceKey));
  const missing = [...new Set(live.map(sourceKey))].filter((key) => !listed.has(key));
  const extra: SourceSum[] = [];
  for (let start = 0; start < missing.length; start += keysPerStatement) {
    const part = missing.slice(start, start + keysPerStatement);
    extra.push(...(await storedSources(database, range.from, range.to, part)));
  }
  return topAndRest([...detail.sources, ...extra, ...live], {
    keyOf: sourceKey,
    counts: sourceCounts,
    total,
    order: (a, b) =>
      b.visits - a.visits ||
      a.source.localeCompare(b.source) ||
      a.source_kind.localeCompare(b.source_kind) ||
      a.campaign.localeCompare(b.campaign),
    restOf: (counts) => ({ source_kind: restRow, source: restRow, campaign: '', ...counts }),
  });
}

export async function figuresOf(
  database: Database,
  from: string,
  to: string,
  today: string,
  timeZone: string,
): Promise<RangeFigures> {
  // The stored days and when each was rolled up: the key of the range's kept sums.
  const listed = async (rows: readonly { day: string }[]) =>
    `${rows.map((row) => row.day).join(' ')} | ${await rollupStamps(database, from, to)}`;
  let site = await storedSite(database, from, to);
  let days = await listed(site);
  let detail = await detailOf(database, { from, to, days });
  // A day rolled up between the two reads would be summed in the detail and be computed again
  // from its raw rows: read until both saw the same stored days.
  for (let again = await storedSite(database, from, to); (await listed(again)) !== days;) {
    site = again;
    days = await listed(site);
    detail = await detailOf(database, { from, to, days });
    again = await storedSite(database, from, to);
  }
  const stored = new Set(site.map((row) => row.day));
  const computed = await unstoredDays(database, { from, to, stored }, today, timeZone);
  const funnels = new Map<string, { funnel: string; step: number; visitors: number }>();
  for (const row of [...detail.funnels, ...computed.flatMap((day) => day.funnels)]) {
    const key = `${row.funnel} ${String(row.step)}`;
    const sum = funnels.get(key);
    if (sum) sum.visitors += row.visitors;
    else funnels.set(key, { funnel: row.funnel, step: row.step, visitors: row.visitors });
  }
  return {
    days: [...site, ...computed.map((day) => day.site)].sort((a, b) => a.day.localeCompare(b.day)),
    pages: await rangePages(database, { from, to }, detail, computed),
    sources: await rangeSources(database, { from, to }, detail, computed),
    funnels: [...funnels.values()],
    vitals: [...detail.vitals, ...computed.flatMap((day) => day.vitals)],
  };
}

/** The totals of the period before a range: its days' stored totals, and the rest computed. */
export async function totalsBefore(
  database: Database,
  from: string,
  to: string,
  today: string,
  timeZone: string,
): Promise<ReportTotals> {
  const site = await storedSite(database, from, to);
  const stored = new Set(site.map((row) => row.day));
  const computed = await unstoredDays(database, { from, to, stored }, today, timeZone);
  return totalsOf([...site, ...computed.map((day) => day.site)]);
}

export function totalsOf(days: readonly ReportTotals[]): ReportTotals {
  const sum = (key: keyof ReportTotals) => days.reduce((total, day) => total + day[key], 0);
  return {
    visitors: sum('visitors'),
    views: sum('views'),
    leads: sum('leads'),
    applications: sum('applications'),
    spam: sum('spam'),
  };
}
