/**
 * What one slice of the beacon queue stores, in one transaction: the visits its first views open,
 * the page views, the vitals figures and the builds they name. What a slice stores by name (a
 * source, a campaign, a build...) passes the day's cap on distinct values first
 * (`daily-values.ts`).
 */
import type { Database } from '../db/connection';
import { insertRows } from '../db/bulk-insert';
import type { Tables } from '../db/schema';
import { sql, type Transaction } from 'kysely';
import { otherValue, type ViewBeacon, type VitalsBeacon } from '@/shared/analytics/beacon';
import type { DailyValues, ValueKind } from './daily-values';
import type { Source } from './sources';

export interface QueuedView {
  visitor: string;
  day: string;
  at: number;
  beacon: ViewBeacon;
  source: Source;
}

export interface QueuedVitals {
  day: string;
  at: number;
  beacon: VitalsBeacon;
}

/** A value as it is stored on its day: itself while the day keeps it, `other` past the cap. */
export type Fold = (day: string, kind: ValueKind, value: string) => string;

export const keepAll: Fold = (_day, _kind, value) => value;

/** A key of a visitor's day: the first view of it in a slice opens the visit. */
const visitKey = (view: QueuedView) => `${view.visitor} ${view.day}`;

/** The first view of each visitor's day in `views`, in order. */
function firstViews(views: readonly QueuedView[]): QueuedView[] {
  const firsts = new Map<string, QueuedView>();
  for (const view of views) if (!firsts.has(visitKey(view))) firsts.set(visitKey(view), view);
  return [...firsts.values()];
}

/**
 * Asks the day's cap about every value the slice would store (a visit's source, medium,
 * campaign and referring site, a view's or a figure's build), and answers how to store each.
 */
export async function foldOf(
  values: DailyValues,
  views: readonly QueuedView[],
  vitals: readonly QueuedVitals[],
): Promise<Fold> {
  const wanted = new Map<string, { day: string; kind: ValueKind; values: Set<string> }>();
  const want = (day: string, kind: ValueKind, value: string | null) => {
    if (value === null) return;
    const key = `${day} ${kind}`;
    const entry = wanted.get(key) ?? { day, kind, values: new Set<string>() };
    entry.values.add(value);
    wanted.set(key, entry);
  };
  for (const { day, source } of firstViews(views)) {
    want(day, 'source', source.source);
    want(day, 'medium', source.medium);
    want(day, 'campaign', source.campaign);
    want(day, 'referrer', source.referrer);
  }
  for (const { day, beacon } of [...views, ...vitals]) want(day, 'build', beacon.build);
  const kept = new Map<string, ReadonlySet<string>>();
  for (const [key, entry] of wanted) {
    kept.set(key, await values.keep(entry.day, entry.kind, entry.values));
  }
  return (day, kind, value) => (kept.get(`${day} ${kind}`)?.has(value) ? value : otherValue);
}

const visitColumns = {
  visitor: 'text',
  day: 'text',
  started_at: 'bigint',
  landing_route: 'text',
  landing_path: 'text',
  referrer: 'text',
  source_kind: 'text',
  source: 'text',
  medium: 'text',
  campaign: 'text',
  viewport: 'text',
} as const;

const pageViewColumns = {
  visit_id: 'bigint',
  day: 'text',
  viewed_at: 'bigint',
  route: 'text',
  path: 'text',
  viewport: 'text',
  build: 'text',
} as const;

const vitalsColumns = {
  day: 'text',
  recorded_at: 'bigint',
  route: 'text',
  viewport: 'text',
  build: 'text',
  metric: 'text',
  value: 'double precision',
} as const;

/** Visitors looked up per statement: well inside both engines' limits on bound values. */
const visitorsPerLookup = 500;

async function writeViews(
  database: Database,
  trx: Transaction<Tables>,
  views: readonly QueuedView[],
  fold: Fold,
): Promise<void> {
  // The first view of a visitor's day opens the visit: its landing page and source.
  const visits = firstViews(views).map(({ visitor, day, at, beacon, source }) => ({
    visitor,
    day,
    started_at: at,
    landing_route: beacon.route,
    landing_path: beacon.path,
    // A referring site past the day's cap is none: its origin is no name to keep.
    referrer:
      source.referrer === null || fold(day, 'referrer', source.referrer) === otherValue
        ? null
        : source.referrer,
    source_kind: source.kind,
    source: fold(day, 'source', source.source),
    medium: source.medium === null ? null : fold(day, 'medium', source.medium),
    campaign: source.campaign === null ? null : fold(day, 'campaign', source.campaign),
    viewport: beacon.vp,
  }));
  await insertRows(database, trx, 'visits', visitColumns, visits, ['visitor', 'day']);
  // A slice's views nearly always share one day, so a list of visitors and a list of days find
  // the visits through the (visitor, day) index; a pair the slice does not hold may come back too
  // and is simply not looked up. One condition per pair instead has the databases plan an OR of
  // hundreds of branches, which is many times slower on PostgreSQL.
  const days = [...new Set(views.map((view) => view.day))];
  const visitors = [...new Set(views.map((view) => view.visitor))];
  const ids = new Map<string, number>();
  for (let start = 0; start < visitors.length; start += visitorsPerLookup) {
    const rows = await trx
      .selectFrom('visits')
      .select(['id', 'visitor', 'day'])
      .where('visitor', 'in', visitors.slice(start, start + visitorsPerLookup))
      .where('day', 'in', days)
      .execute();
    for (const row of rows) ids.set(`${row.visitor} ${row.day}`, row.id);
  }
  const pageViews = views.flatMap((view) => {
    const visitId = ids.get(visitKey(view));
    return visitId === undefined
      ? []
      : [
          {
            visit_id: visitId,
            day: view.day,
            viewed_at: view.at,
            route: view.beacon.route,
            path: view.beacon.path,
            viewport: view.beacon.vp,
            build: fold(view.day, 'build', view.beacon.build),
          },
        ];
  });
  await insertRows(database, trx, 'page_views', pageViewColumns, pageViews);
}

async function writeVitals(
  database: Database,
  trx: Transaction<Tables>,
  batch: readonly QueuedVitals[],
  fold: Fold,
): Promise<void> {
  const rows = batch.flatMap(({ day, at, beacon }) =>
    beacon.m.map((figure) => ({
      day,
      recorded_at: at,
      route: beacon.route,
      viewport: beacon.vp,
      build: fold(day, 'build', beacon.build),
      metric: figure.n,
      value: figure.v,
    })),
  );
  await insertRows(database, trx, 'vitals', vitalsColumns, rows);
  const builds = new Map<string, number>();
  for (const { day, beacon, at } of batch) {
    const build = fold(day, 'build', beacon.build);
    if (!builds.has(build)) builds.set(build, at);
  }
  for (const [build, at] of builds) {
    await trx
      .insertInto('builds')
      .values({ build, first_seen: at })
      .onConflict((conflict) => conflict.column('build').doNothing())
      .execute();
  }
}

/** Writes these beacons in one transaction. */
export async function writeSlice(
  database: Database,
  views: readonly QueuedView[],
  vitals: readonly QueuedVitals[],
  fold: Fold,
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    // A count of visits may lose its last moment in a crash; a lead may not. Without
    // waiting for its own flush to disk, a batch of beacons does not hold up the commits
    // of submissions behind it. PostgreSQL only: SQLite sets this for its one connection,
    // which also writes the leads.
    if (database.engine === 'postgres') {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    }
    if (views.length > 0) await writeViews(database, trx, views, fold);
    if (vitals.length > 0) await writeVitals(database, trx, vitals, fold);
  });
}
