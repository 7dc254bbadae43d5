/**
 * The staff reports over a range of days (report-days.ts reads the days): totals, pages, sources,
 * funnels and speed. Spam counts only as "spam caught".
 */
import {
  lostTapsMeasure,
  type BuildVital,
  type DailyPoint,
  type Funnel,
  type LostTapsRow,
  type PageRow,
  type ReportsResponse,
  type SourceKind,
  type SourceRow,
  type VitalName,
  type VitalRow,
  type ViewportClass,
} from '@/shared/insights/reports';
import type { Database } from '../db/connection';
import { dayInZone } from '../time-zone';
import { figuresOf, totalsBefore, totalsOf, type RangeDay, type VitalCounts } from './report-days';
import { addDays, daysBetween, p75OfBuckets, valueOfBucket } from './rollup';

/** The longest range the reports answer at once. */
export const maxRangeDays = 400;

/** Adds a day's counts to a range's total. */
function addCounts<Key extends string>(
  total: Record<Key, number>,
  day: Readonly<Record<Key, number>>,
  keys: readonly Key[],
): void {
  for (const key of keys) total[key] += day[key];
}

function pagesOf(figures: readonly RangeDay[]): PageRow[] {
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
    addCounts(row, page, ['views', 'visitors', 'leads', 'applications']);
    rows.set(page.path, row);
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      conversion: row.visitors === 0 ? 0 : (row.leads + row.applications) / row.visitors,
    }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
}

function sourcesOf(figures: readonly RangeDay[]): SourceRow[] {
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
    addCounts(row, source, ['visits', 'leads', 'applications']);
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

function funnelsOf(figures: readonly RangeDay[]): Funnel[] {
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

/**
 * Lost taps added up per page, screen and build: each bucket holds page loads that lost the same
 * number of taps (a small whole number, which its bucket gives back when rounded).
 */
function lostTapsOf(rows: readonly VitalCounts[]): LostTapsRow[] {
  const lost = new Map<string, LostTapsRow>();
  for (const row of rows) {
    const key = JSON.stringify([row.route, row.viewport, row.build]);
    const total = lost.get(key) ?? {
      route: row.route,
      viewport: row.viewport as ViewportClass,
      build: row.build,
      lost: 0,
    };
    total.lost += row.samples * Math.round(valueOfBucket(row.metric, row.bucket));
    lost.set(key, total);
  }
  return [...lost.values()]
    .filter((row) => row.lost > 0)
    .sort((a, b) => b.lost - a.lost || a.route.localeCompare(b.route));
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
  const isLostTaps = (row: VitalCounts) => row.metric === lostTapsMeasure;
  const { vitals, builds } = vitalsOf(vitalCounts.filter((row) => !isLostTaps(row)));
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
    lostTaps: lostTapsOf(vitalCounts.filter(isLostTaps)),
  };
}
