/**
 * A day's figures from its raw page views, visits, vitals and submissions: what the reports read.
 * Closed days are stored once as daily totals (kept as long as the leads) so the raw rows can go
 * after a few months and any range is read from a few small tables; today is computed live.
 * Vitals are kept as counts per value bucket, so a range's p75 comes from summed counts.
 */
import { paths } from '@/config/paths';
import type { CameFrom } from '@/shared/insights/reports';
import type { Database } from '../db/connection';
import type { Tables } from '../db/schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import { dayInZone } from '../time-zone';

export type DayFigures = {
  site: Selectable<Tables['daily_site']>;
  pages: Selectable<Tables['daily_pages']>[];
  sources: Selectable<Tables['daily_sources']>[];
  funnels: Selectable<Tables['daily_funnels']>[];
  vitals: Selectable<Tables['daily_vitals']>[];
};

/** Buckets 5% apart: a p75 read from them is within a few percent of the exact one. */
const bucketRatio = 1.05;
/** CLS is unitless and small; bucketed in thousandths. */
const scaleOf = (metric: string) => (metric === 'CLS' ? 1000 : 1);

export function bucketOf(metric: string, value: number): number {
  return Math.round(Math.log1p(value * scaleOf(metric)) / Math.log(bucketRatio));
}

/**
 * `bucketOf` in SQL, the same on both engines (ln and floor; `floor(x + 0.5)` is JavaScript's
 * rounding of a positive number), so a day's measures are counted where they are stored.
 */
const bucketSql = sql<number>`floor(ln(1 + value * (case when metric = 'CLS' then ${sql.lit(scaleOf('CLS'))} else 1 end)) / ln(${sql.lit(bucketRatio)}) + 0.5)`;

export function valueOfBucket(metric: string, bucket: number): number {
  return Math.expm1(bucket * Math.log(bucketRatio)) / scaleOf(metric);
}

/** The 75th percentile of bucketed counts. */
export function p75OfBuckets(metric: string, counts: ReadonlyMap<number, number>): number {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= total * 0.75) return valueOfBucket(metric, bucket);
  }
  return 0;
}

/** The funnels: the pages of each step, by route pattern, and the kind submitted at the end. */
export const funnelSteps = {
  enquiry: [[paths.service.pattern, paths.domain.pattern], [paths.contact.pattern]],
  application: [[paths.job.pattern], [paths.apply.pattern]],
} as const;

const dayMs = 24 * 60 * 60_000;

/** Submissions received on the day (in the company's zone). */
async function submissionsOf(db: Kysely<Tables>, day: string, timeZone: string) {
  const start = Date.parse(`${day}T00:00:00Z`);
  const rows = await db
    .selectFrom('submissions')
    .select(['kind', 'spam', 'visit_id', 'came_from', 'received_at'])
    .where('received_at', '>=', new Date(start - dayMs).toISOString())
    .where('received_at', '<', new Date(start + 2 * dayMs).toISOString())
    .execute();
  return rows.filter((row) => dayInZone(new Date(row.received_at), timeZone) === day);
}

export async function computeDay(
  database: Database,
  day: string,
  timeZone: string,
): Promise<DayFigures> {
  const { db } = database;
  const [visits, views, vitals, submissions] = await Promise.all([
    db
      .selectFrom('visits')
      .select(['id', 'source_kind', 'source', 'campaign'])
      .where('day', '=', day)
      .execute(),
    db
      .selectFrom('page_views')
      .select(['visit_id', 'route', 'path'])
      .where('day', '=', day)
      .execute(),
    // Bucketed and counted by the database: a busy day has tens of thousands of measures.
    db
      .selectFrom('vitals')
      .select(['route', 'viewport', 'build', 'metric'])
      .select([bucketSql.as('bucket'), (eb) => eb.fn.countAll<number | string>().as('samples')])
      .where('day', '=', day)
      .groupBy(['route', 'viewport', 'build', 'metric', bucketSql])
      .execute(),
    submissionsOf(db, day, timeZone),
  ]);
  const genuine = submissions.filter((row) => row.spam === 0);
  const count = (kind: 'contact' | 'apply') => genuine.filter((row) => row.kind === kind).length;
  const site = {
    day,
    visitors: visits.length,
    views: views.length,
    leads: count('contact'),
    applications: count('apply'),
    spam: submissions.length - genuine.length,
  };

  // Which visit brought which kind of submission, and the pages it saw first.
  const converted = new Map<number, { contact: number; apply: number; pages: Set<string> }>();
  for (const row of genuine) {
    if (row.visit_id === null) continue;
    const entry = converted.get(row.visit_id) ?? { contact: 0, apply: 0, pages: new Set() };
    entry[row.kind] += 1;
    if (row.came_from) {
      const cameFrom = JSON.parse(row.came_from) as CameFrom;
      for (const path of [cameFrom.landingPage, ...cameFrom.pagesBefore]) entry.pages.add(path);
    }
    converted.set(row.visit_id, entry);
  }

  const pages = new Map<string, Selectable<Tables['daily_pages']> & { seen: Set<number> }>();
  const routesSeen = new Map<number, Set<string>>();
  for (const view of views) {
    const page = pages.get(view.path) ?? {
      day,
      route: view.route,
      path: view.path,
      views: 0,
      visitors: 0,
      leads: 0,
      applications: 0,
      seen: new Set<number>(),
    };
    page.views += 1;
    page.seen.add(view.visit_id);
    pages.set(view.path, page);
    const routes = routesSeen.get(view.visit_id) ?? new Set<string>();
    routes.add(view.route);
    routesSeen.set(view.visit_id, routes);
  }
  for (const { contact, apply, pages: seenPages } of converted.values()) {
    for (const path of seenPages) {
      const page = pages.get(path);
      if (!page) continue;
      page.leads += contact;
      page.applications += apply;
    }
  }

  const sources = new Map<string, Selectable<Tables['daily_sources']>>();
  for (const visit of visits) {
    const campaign = visit.campaign ?? '';
    const key = JSON.stringify([visit.source_kind, visit.source, campaign]);
    const row = sources.get(key) ?? {
      day,
      source_kind: visit.source_kind,
      source: visit.source,
      campaign,
      visits: 0,
      leads: 0,
      applications: 0,
    };
    row.visits += 1;
    const done = converted.get(visit.id);
    row.leads += done?.contact ?? 0;
    row.applications += done?.apply ?? 0;
    sources.set(key, row);
  }

  const funnels: Selectable<Tables['daily_funnels']>[] = [];
  for (const [funnel, steps] of Object.entries(funnelSteps)) {
    const kind = funnel === 'enquiry' ? 'contact' : 'apply';
    let reached = [...routesSeen.entries()]
      .filter(([, routes]) => steps[0].some((route) => routes.has(route)))
      .map(([id]) => id);
    funnels.push({ day, funnel, step: 0, visitors: reached.length });
    reached = reached.filter((id) => steps[1].some((route) => routesSeen.get(id)?.has(route)));
    funnels.push({ day, funnel, step: 1, visitors: reached.length });
    reached = reached.filter((id) => (converted.get(id)?.[kind] ?? 0) > 0);
    funnels.push({ day, funnel, step: 2, visitors: reached.length });
  }

  return {
    site,
    pages: [...pages.values()].map(({ seen, ...page }) => ({ ...page, visitors: seen.size })),
    sources: [...sources.values()],
    funnels,
    vitals: vitals.map((row) => ({ day, ...row, samples: Number(row.samples) })),
  };
}

const rowsPerStatement = 200;

async function insertAll(
  trx: Kysely<Tables>,
  table: 'daily_pages' | 'daily_sources' | 'daily_funnels' | 'daily_vitals',
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const part = rows.slice(start, start + rowsPerStatement);
    // The table's own row type: each figure set above is built from it.
    await trx
      .insertInto(table)
      .values(part as never)
      .execute();
  }
}

/**
 * Stores the day's totals once; false when another instance (or an earlier run) stored them.
 * The day's summary row is written first: its key is what makes the rollup happen once.
 */
export async function storeDay(database: Database, figures: DayFigures): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('daily_site')
      .values(figures.site)
      .onConflict((conflict) => conflict.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await insertAll(trx, 'daily_pages', figures.pages);
    await insertAll(trx, 'daily_sources', figures.sources);
    await insertAll(trx, 'daily_funnels', figures.funnels);
    await insertAll(trx, 'daily_vitals', figures.vitals);
    return true;
  });
}

/** The days from `first` to `last`, both included (YYYY-MM-DD). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${first}T00:00:00Z`);
    at <= Date.parse(`${last}T00:00:00Z`);
    at += dayMs
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

/**
 * Rolls up every closed day of the raw-data window that has no totals yet; safe to run in every
 * instance at once (each day is stored by whichever gets there first). Answers the days stored.
 */
const closedForMs = 60_000;

export async function rollUpClosedDays(
  database: Database,
  now: number,
  timeZone: string,
  rawDays: number,
): Promise<string[]> {
  // A day is rolled up once it has been over for a minute: every instance writes the beacons it
  // queued within a second, so the last moments of the day are counted.
  const today = dayInZone(new Date(now - closedForMs), timeZone);
  const done = new Set(
    (
      await database.db
        .selectFrom('daily_site')
        .select('day')
        .where('day', '>=', addDays(today, -rawDays))
        .execute()
    ).map((row) => row.day),
  );
  const stored: string[] = [];
  for (const day of daysBetween(addDays(today, -rawDays), addDays(today, -1))) {
    if (done.has(day)) continue;
    if (await storeDay(database, await computeDay(database, day, timeZone))) stored.push(day);
  }
  return stored;
}
