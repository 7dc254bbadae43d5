/**
 * The staff reports over a range of days: stored daily totals for closed days, today's computed
 * live, and any closed day not rolled up yet computed live too. Spam counts only as "spam caught".
 */
import type {
  BuildVital,
  DailyPoint,
  Funnel,
  PageRow,
  ReportTotals,
  ReportsResponse,
  SourceKind,
  SourceRow,
  VitalName,
  VitalRow,
  ViewportClass,
} from '@/shared/insights/reports';
import type { Database } from '../db/connection';
import { dayInZone } from '../time-zone';
import { addDays, computeDay, daysBetween, p75OfBuckets, type DayFigures } from './rollup';

/** The longest range the reports answer at once. */
export const maxRangeDays = 400;

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
type VitalCounts = Omit<DayFigures['vitals'][number], 'day'>;

/**
 * A range's figures: the stored days as they are, except the speed measures, which the database
 * sums over the range (a day holds thousands of bucket rows; a range's sums are far fewer). Days
 * not rolled up yet (today, or a day the rollup has not reached) are computed from the raw rows.
 */
interface RangeFigures {
  days: DayFigures[];
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
  const [pages, sources, funnels, vitals] = await Promise.all([
    db
      .selectFrom('daily_pages')
      .selectAll()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('daily_sources')
      .selectAll()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('daily_funnels')
      .selectAll()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
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

async function figuresOf(
  database: Database,
  from: string,
  to: string,
  today: string,
  timeZone: string,
): Promise<RangeFigures> {
  const site = await storedSite(database, from, to);
  const detail = await detailOf(database, {
    from,
    to,
    days: site.map((row) => row.day).join(' '),
  });
  const storedDays: DayFigures[] = site.map((row) => ({
    site: row,
    pages: detail.pages.get(row.day) ?? [],
    sources: detail.sources.get(row.day) ?? [],
    funnels: detail.funnels.get(row.day) ?? [],
    vitals: [],
  }));
  const stored = new Set(site.map((row) => row.day));
  const computed = await unstoredDays(database, { from, to, stored }, today, timeZone);
  return {
    days: [...storedDays, ...computed].sort((a, b) => a.site.day.localeCompare(b.site.day)),
    vitals: [...detail.vitals, ...computed.flatMap((day) => day.vitals)],
  };
}

/** The totals of the period before a range: its days' stored totals, and the rest computed. */
async function totalsBefore(
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

function totalsOf(days: readonly ReportTotals[]): ReportTotals {
  const sum = (key: keyof ReportTotals) => days.reduce((total, day) => total + day[key], 0);
  return {
    visitors: sum('visitors'),
    views: sum('views'),
    leads: sum('leads'),
    applications: sum('applications'),
    spam: sum('spam'),
  };
}

function pagesOf(figures: readonly DayFigures[]): PageRow[] {
  const rows = new Map<string, PageRow>();
  for (const page of figures.flatMap((day) => day.pages)) {
    const row = rows.get(page.path) ?? {
      route: page.route,
      path: page.path,
      views: 0,
      visitors: 0,
      leads: 0,
      applications: 0,
      conversion: 0,
    };
    row.views += page.views;
    row.visitors += page.visitors;
    row.leads += page.leads;
    row.applications += page.applications;
    rows.set(page.path, row);
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      conversion: row.visitors === 0 ? 0 : (row.leads + row.applications) / row.visitors,
    }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
}

function sourcesOf(figures: readonly DayFigures[]): SourceRow[] {
  const rows = new Map<string, SourceRow>();
  for (const source of figures.flatMap((day) => day.sources)) {
    const key = JSON.stringify([source.source_kind, source.source, source.campaign]);
    const row = rows.get(key) ?? {
      kind: source.source_kind as SourceKind,
      source: source.source,
      campaign: source.campaign === '' ? null : source.campaign,
      visits: 0,
      leads: 0,
      applications: 0,
    };
    row.visits += source.visits;
    row.leads += source.leads;
    row.applications += source.applications;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.visits - a.visits || a.source.localeCompare(b.source));
}

const funnelLabels: Record<Funnel['id'], { label: string; steps: [string, string, string] }> = {
  enquiry: {
    label: 'From a service or domain page to an enquiry',
    steps: ['Saw a service or domain page', 'Then opened the contact page', 'Then sent an enquiry'],
  },
  application: {
    label: 'From a job page to an application',
    steps: ['Saw a job page', 'Then opened the application form', 'Then applied'],
  },
};

function funnelsOf(figures: readonly DayFigures[]): Funnel[] {
  return (['enquiry', 'application'] as const).map((id) => ({
    id,
    label: funnelLabels[id].label,
    steps: funnelLabels[id].steps.map((label, step) => ({
      label,
      count: figures
        .flatMap((day) => day.funnels)
        .filter((row) => row.funnel === id && row.step === step)
        .reduce((total, row) => total + row.visitors, 0),
    })),
  }));
}

function vitalsOf(rows: readonly VitalCounts[]) {
  const byPage = new Map<string, Map<number, number>>();
  const byBuild = new Map<string, Map<number, number>>();
  const add = (
    groups: Map<string, Map<number, number>>,
    key: string,
    bucket: number,
    n: number,
  ) => {
    const counts = groups.get(key) ?? new Map<number, number>();
    counts.set(bucket, (counts.get(bucket) ?? 0) + n);
    groups.set(key, counts);
  };
  for (const row of rows) {
    add(byPage, JSON.stringify([row.route, row.viewport, row.metric]), row.bucket, row.samples);
    add(byBuild, JSON.stringify([row.build, row.metric]), row.bucket, row.samples);
  }
  const samplesOf = (counts: Map<number, number>) =>
    [...counts.values()].reduce((total, count) => total + count, 0);
  const vitals: VitalRow[] = [...byPage]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, counts]) => {
      const [route, viewport, metric] = JSON.parse(key) as [string, ViewportClass, VitalName];
      return {
        route,
        viewport,
        metric,
        p75: p75OfBuckets(metric, counts),
        samples: samplesOf(counts),
      };
    });
  const builds = [...byBuild].map(([key, counts]) => {
    const [build, metric] = JSON.parse(key) as [string, VitalName];
    return { build, metric, p75: p75OfBuckets(metric, counts), samples: samplesOf(counts) };
  });
  return { vitals, builds };
}

export async function buildReports(
  database: Database,
  range: { from: string; to: string },
  now: number,
  timeZone: string,
): Promise<ReportsResponse> {
  const today = dayInZone(new Date(now), timeZone);
  const length = daysBetween(range.from, range.to).length;
  const [{ days: figures, vitals: vitalCounts }, previous, firstSeen] = await Promise.all([
    figuresOf(database, range.from, range.to, today, timeZone),
    totalsBefore(database, addDays(range.from, -length), addDays(range.from, -1), today, timeZone),
    database.db.selectFrom('builds').selectAll().execute(),
  ]);
  const seen = new Map(firstSeen.map((row) => [row.build, row.first_seen]));
  const { vitals, builds } = vitalsOf(vitalCounts);
  const daily: DailyPoint[] = figures.map(({ site }) => ({
    date: site.day,
    visitors: site.visitors,
    views: site.views,
    leads: site.leads,
    applications: site.applications,
  }));
  return {
    from: range.from,
    to: range.to,
    totals: totalsOf(figures.map((day) => day.site)),
    previous,
    daily,
    pages: pagesOf(figures),
    sources: sourcesOf(figures),
    funnels: funnelsOf(figures),
    vitals,
    builds: builds
      .map((row): BuildVital => ({
        ...row,
        firstSeen: new Date(seen.get(row.build) ?? 0).toISOString(),
      }))
      .sort((a, b) => a.firstSeen.localeCompare(b.firstSeen) || a.metric.localeCompare(b.metric)),
  };
}
