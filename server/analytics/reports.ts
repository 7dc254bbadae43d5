/**
 * The staff reports over a range of days (report-days.ts reads the days): totals, pages, sources,
 * funnels, speed and jobs (job-report.ts). Spam counts only as "spam caught". Pages and sources arrive summed and cut to
 * the top rows and one row of the rest, so the answer stays small whatever the range holds.
 */
import {
  type BuildVital,
  type DailyPoint,
  type Funnel,
  type LostTapsRow,
  restRow,
  sourceKinds,
  type PageRow,
  type ReportsResponse,
  type SourceRow,
  type VitalRow,
} from '@/shared/analytics/reports';
import { lostTapsMeasure, type VitalName, type ViewportClass } from '@/shared/analytics/measures';
import { paths } from '@/config/paths';
import type { Database } from '../db/connection';
import { jobPageTitles } from '../db/jobs';
import { dayInZone } from '../time-zone';
import { jobReportOf } from './job-report';
import { figuresOf, totalsBefore, totalsOf, type RangeFigures } from './report-days';
import type { PageSum, SourceSum, VitalCounts } from './stored-sums';
import { addDays, daysBetween } from './calendar-days';
import { p75OfBuckets, valueOfBucket } from './vital-buckets';

/** The longest range the reports answer at once. */
export const maxRangeDays = 400;

/** The range's pages as the report lists them, each with its conversion. */
function pagesOf(pages: readonly PageSum[]): PageRow[] {
  return pages.map(({ route, path, views, visitors, leads, applications }) => ({
    route,
    path,
    views,
    visitors,
    leads,
    applications,
    conversion: visitors === 0 ? 0 : (leads + applications) / visitors,
  }));
}

function kindOf(kind: string): SourceRow['kind'] {
  const known = sourceKinds.find((candidate) => candidate === kind);
  return known ?? restRow;
}

/** The range's sources as the report lists them. */
function sourcesOf(sources: readonly SourceSum[]): SourceRow[] {
  return sources.map((source) => ({
    kind: kindOf(source.source_kind),
    source: source.source,
    campaign: source.campaign === '' ? null : source.campaign,
    visits: source.visits,
    leads: source.leads,
    applications: source.applications,
  }));
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

function funnelsOf(funnels: RangeFigures['funnels']): Funnel[] {
  return (['enquiry', 'application'] as const).map((id) => ({
    id,
    label: funnelLabels[id].label,
    steps: funnelLabels[id].steps.map((label, step) => ({
      label,
      count: funnels
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
  const [figures, previous, firstSeen, jobs, jobTitles] = await Promise.all([
    figuresOf(database, range.from, range.to, today, timeZone),
    totalsBefore(database, addDays(range.from, -length), addDays(range.from, -1), today, timeZone),
    database.db.selectFrom('builds').selectAll().execute(),
    jobReportOf(database, range, today, timeZone),
    jobPageTitles(database),
  ]);
  const seen = new Map(firstSeen.map((row) => [row.build, row.first_seen]));
  const isLostTaps = (row: VitalCounts) => row.metric === lostTapsMeasure;
  const { vitals, builds } = vitalsOf(figures.vitals.filter((row) => !isLostTaps(row)));
  const daily: DailyPoint[] = figures.days.map((site) => ({
    date: site.day,
    visitors: site.visitors,
    views: site.views,
    leads: site.leads,
    applications: site.applications,
  }));
  return {
    from: range.from,
    to: range.to,
    totals: totalsOf(figures.days),
    previous,
    daily,
    pages: pagesOf(figures.pages),
    sources: sourcesOf(figures.sources),
    jobPages: jobTitles.map(({ slug, title }) => ({ path: paths.job.href(slug), title })),
    funnels: funnelsOf(figures.funnels),
    vitals,
    builds: builds
      .map((row): BuildVital => {
        const at = seen.get(row.build);
        return { ...row, firstSeen: at === undefined ? null : new Date(at).toISOString() };
      })
      // A build without a date first: it can only be older than the table's records.
      .sort(
        (a, b) =>
          (a.firstSeen ?? '').localeCompare(b.firstSeen ?? '') || a.metric.localeCompare(b.metric),
      ),
    lostTaps: lostTapsOf(figures.vitals.filter(isLostTaps)),
    jobs,
  };
}
