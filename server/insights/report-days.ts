/**
 * The days a report reads: stored daily totals for closed days, today's computed live, and any
 * closed day not rolled up yet computed live too. A range's stored days are kept in memory while
 * the same days are stored (a stored day never changes).
 */
import { sql, type SqlBool } from 'kysely';
import type { ReportTotals } from '@/shared/insights/reports';
import type { Database } from '../db/connection';
import { computeDay, daysBetween, type DayFigures } from './rollup';

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

/** Vitals of a range as summed bucket counts, without the day: what the p75s are read from. */
export type VitalCounts = Omit<DayFigures['vitals'][number], 'day'>;

/** A day's figures in a range, whose speed measures are read for the whole range instead. */
export type RangeDay = Omit<DayFigures, 'vitals'>;

/**
 * A range's figures: the stored days as they are, except the speed measures, which the database
 * sums over the range (a day holds thousands of bucket rows; a range's sums are far fewer). Days
 * not rolled up yet (today, or a day the rollup has not reached) are computed from the raw rows.
 */
interface RangeFigures {
  days: RangeDay[];
  vitals: VitalCounts[];
}

function storedSite(database: Database, from: string, to: string) {
  return database.db
    .selectFrom('daily_site')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

async function storedDetail(database: Database, from: string, to: string) {
  const { db } = database;
  const inRange = sql<SqlBool>`day >= ${from} and day <= ${to}`;
  const [pages, sources, funnels, vitals] = await Promise.all([
    db.selectFrom('daily_pages').selectAll().where(inRange).execute(),
    db.selectFrom('daily_sources').selectAll().where(inRange).execute(),
    db.selectFrom('daily_funnels').selectAll().where(inRange).execute(),
    db
      .selectFrom('daily_vitals')
      .select(['route', 'viewport', 'build', 'metric', 'bucket'])
      .select((eb) => eb.fn.sum<number | string>('samples').as('samples'))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['route', 'viewport', 'build', 'metric', 'bucket'])
      .execute(),
  ]);
  return {
    pages: byDay(pages),
    sources: byDay(sources),
    funnels: byDay(funnels),
    vitals: vitals.map((row): VitalCounts => ({ ...row, samples: Number(row.samples) })),
  };
}

type StoredDetail = Awaited<ReturnType<typeof storedDetail>>;

/**
 * A stored day never changes (it is written once, and only retention removes it), so the detail
 * of a range's stored days is kept while the same days are stored: a range read again, or by
 * another member of staff, reads only its days' list and today. A few ranges per database.
 */
const detailCache = new WeakMap<Database, Map<string, { days: string; detail: StoredDetail }>>();
const cachedRanges = 16;

async function detailOf(
  database: Database,
  range: { from: string; to: string; days: string },
): Promise<StoredDetail> {
  let cache = detailCache.get(database);
  if (!cache) {
    cache = new Map();
    detailCache.set(database, cache);
  }
  const key = `${range.from} ${range.to}`;
  const kept = cache.get(key);
  // Read again unless the same days are stored; the newest use goes last, the oldest goes first.
  const detail =
    kept?.days === range.days ? kept.detail : await storedDetail(database, range.from, range.to);
  cache.delete(key);
  cache.set(key, { days: range.days, detail });
  if (cache.size > cachedRanges) cache.delete(cache.keys().next().value ?? key);
  return detail;
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
  const oldest = await database.db
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

/** Groups rows by their day, keeping their order. */
function byDay<Row extends { day: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.day);
    if (group) group.push(row);
    else groups.set(row.day, [row]);
  }
  return groups;
}

export async function figuresOf(
  database: Database,
  from: string,
  to: string,
  today: string,
  timeZone: string,
): Promise<RangeFigures> {
  const listed = (rows: readonly { day: string }[]) => rows.map((row) => row.day).join(' ');
  let site = await storedSite(database, from, to);
  let detail = await detailOf(database, { from, to, days: listed(site) });
  // A day rolled up between the two reads would have its speed measures summed in the detail
  // and be computed again from its raw rows: read until both saw the same stored days.
  for (let again = await storedSite(database, from, to); listed(again) !== listed(site);) {
    site = again;
    detail = await detailOf(database, { from, to, days: listed(site) });
    again = await storedSite(database, from, to);
  }
  const storedDays: RangeDay[] = site.map((row) => ({
    site: row,
    pages: detail.pages.get(row.day) ?? [],
    sources: detail.sources.get(row.day) ?? [],
    funnels: detail.funnels.get(row.day) ?? [],
  }));
  const stored = new Set(site.map((row) => row.day));
  const computed = await unstoredDays(database, { from, to, stored }, today, timeZone);
  return {
    days: [...storedDays, ...computed].sort((a, b) => a.site.day.localeCompare(b.site.day)),
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
