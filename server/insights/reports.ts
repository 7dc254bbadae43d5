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

async function figuresOf(
  database: Database,
  from: string,
  to: string,
  today: string,
  timeZone: string,
): Promise<DayFigures[]> {
  const { db } = database;
  const [site, pages, sources, funnels, vitals] = await Promise.all([
    db
      .selectFrom('daily_site')
      .selectAll()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
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
      .selectAll()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
  ]);
  const stored = new Set(site.map((row) => row.day));
  // Only a day that still has raw rows can be computed: before the oldest visit there is nothing.
  const oldest = await db
    .selectFrom('visits')
    .select((eb) => eb.fn.min('day').as('day'))
    .executeTakeFirst();
  const firstRawDay = oldest?.day ?? today;
  const figures: DayFigures[] = site.map((row) => ({
    site: row,
    pages: pages.filter((page) => page.day === row.day),
    sources: sources.filter((source) => source.day === row.day),
    funnels: funnels.filter((funnel) => funnel.day === row.day),
    vitals: vitals.filter((vital) => vital.day === row.day),
  }));
  for (const day of daysBetween(from, to)) {
    if (stored.has(day) || day > today) continue;
    figures.push(
      day >= firstRawDay || day === today
        ? await computeDay(database, day, timeZone)
        : emptyDay(day),
    );
  }
  return figures.sort((a, b) => a.site.day.localeCompare(b.site.day));
}

function totalsOf(figures: readonly DayFigures[]): ReportTotals {
  const sum = (key: 'visitors' | 'views' | 'leads' | 'applications' | 'spam') =>
    figures.reduce((total, day) => total + day.site[key], 0);
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

function vitalsOf(figures: readonly DayFigures[]) {
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
  for (const row of figures.flatMap((day) => day.vitals)) {
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
  const [figures, before, firstSeen] = await Promise.all([
    figuresOf(database, range.from, range.to, today, timeZone),
    figuresOf(database, addDays(range.from, -length), addDays(range.from, -1), today, timeZone),
    database.db.selectFrom('builds').selectAll().execute(),
  ]);
  const seen = new Map(firstSeen.map((row) => [row.build, row.first_seen]));
  const { vitals, builds } = vitalsOf(figures);
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
    totals: totalsOf(figures),
    previous: totalsOf(before),
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
