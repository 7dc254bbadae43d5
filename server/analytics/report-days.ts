/**
 * The figures a report reads over a range of days: stored daily totals for closed days
 * (`stored-sums.ts`, kept by `kept-sums.ts`), and any day not stored yet (today, or a closed day
 * the rollup has not reached) computed from its raw rows; the top rows of pages and sources with
 * one more row for all the rest.
 */
import { restRow, type ReportTotals } from '@/shared/analytics/reports';
import type { Database } from '../db/connection';
import { daysBetween } from './calendar-days';
import { computeDay, type DayFigures } from './day-figures';
import { detailOf } from './kept-sums';
import { liveBeaconsOf } from './live-beacons';
import {
  keysPerStatement,
  reportRows,
  rollupStamps,
  sourceKey,
  storedPages,
  storedSite,
  storedSources,
  type PageSum,
  type SourceSum,
  type StoredDetail,
  type VitalCounts,
} from './stored-sums';

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
        ? await computeDay(database, day, timeZone, await liveBeaconsOf(database, day))
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
