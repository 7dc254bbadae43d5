/**
 * A day's figures from its raw page views, visits, vitals and submissions: what the reports
 * read for a day not stored yet, and what the rollup stores for a closed one. Every count is
 * made by the database, on the connection for long reads.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { restRow, type CameFrom } from '@/shared/analytics/reports';
import type { Database } from '../db/connection';
import type { Tables } from '../db/schema';
import { submissionsReceivedOn } from '../db/submissions';
import { counted, idsPerStatement, inParts } from './counting';
import { funnelReachOfDay, funnelsOfDay, type FunnelReach } from './day-funnels';
import { bucketSql } from './vital-buckets';

export type DayFigures = {
  site: Selectable<Tables['daily_site']>;
  pages: Selectable<Tables['daily_pages']>[];
  sources: Selectable<Tables['daily_sources']>[];
  funnels: Selectable<Tables['daily_funnels']>[];
  vitals: Selectable<Tables['daily_vitals']>[];
};

/**
 * Rows of pages and of sources a day keeps at most: the rest are summed in one `restRow` row, so
 * a day's figures stay small however many values its beacons held. Well above the report's own
 * number of rows, so that a range's top rows are found among its days' kept ones.
 */
export const rowsPerDay = 500;

/**
 * The day's pages by views: the top `rowsPerDay`, and the rest summed in one row. Counted and
 * ranked by the database (a window over the grouped rows), so the day's views never come here.
 */
async function pagesOfDay(db: Kysely<Tables>, day: string) {
  const rows = await sql<{
    route: string;
    path: string;
    views: number | string;
    visitors: number | string;
  }>`
    SELECT
      CASE WHEN ranked.place <= ${rowsPerDay} THEN ranked.route ELSE ${restRow} END AS route,
      CASE WHEN ranked.place <= ${rowsPerDay} THEN ranked.path ELSE ${restRow} END AS path,
      sum(ranked.views) AS views,
      sum(ranked.visitors) AS visitors
    FROM (
      SELECT path, min(route) AS route, count(*) AS views, count(DISTINCT visit_id) AS visitors,
        row_number() OVER (ORDER BY count(*) DESC, path) AS place
      FROM page_views WHERE day = ${day} GROUP BY path
    ) AS ranked
    GROUP BY 1, 2`.execute(db);
  return rows.rows.map((row) => ({
    day,
    route: row.route,
    path: row.path,
    views: counted(row.views),
    visitors: counted(row.visitors),
    leads: 0,
    applications: 0,
  }));
}

/** The day's sources by visits: the top `rowsPerDay`, and the rest summed in one row. */
async function sourcesOfDay(db: Kysely<Tables>, day: string) {
  const rows = await sql<{
    source_kind: string;
    source: string;
    campaign: string;
    visits: number | string;
  }>`
    SELECT
      CASE WHEN ranked.place <= ${rowsPerDay} THEN ranked.source_kind ELSE ${restRow} END
        AS source_kind,
      CASE WHEN ranked.place <= ${rowsPerDay} THEN ranked.source ELSE ${restRow} END AS source,
      CASE WHEN ranked.place <= ${rowsPerDay} THEN ranked.campaign ELSE '' END AS campaign,
      sum(ranked.visits) AS visits
    FROM (
      SELECT source_kind, source, coalesce(campaign, '') AS campaign, count(*) AS visits,
        row_number() OVER (
          ORDER BY count(*) DESC, source_kind, source, coalesce(campaign, '')
        ) AS place
      FROM visits WHERE day = ${day} GROUP BY source_kind, source, coalesce(campaign, '')
    ) AS ranked
    GROUP BY 1, 2, 3`.execute(db);
  return rows.rows.map((row) => ({
    day,
    source_kind: row.source_kind,
    source: row.source,
    campaign: row.campaign,
    visits: counted(row.visits),
    leads: 0,
    applications: 0,
  }));
}

/** What a day's beacons say before any lead is credited: the part of a day that costs. */
export interface BeaconFigures {
  visitors: number;
  views: number;
  pages: DayFigures['pages'];
  sources: DayFigures['sources'];
  vitals: DayFigures['vitals'];
  /** Each funnel's visitors at its first two steps. */
  funnels: FunnelReach[];
}

/**
 * How many beacon rows the day has. Beacon rows are only ever added (retention removes whole
 * days long past), so while these counts stay the same, so do the day's `BeaconFigures`.
 */
export async function beaconCountsOf(db: Kysely<Tables>, day: string): Promise<string> {
  const countIn = async (table: 'visits' | 'page_views' | 'vitals') =>
    counted(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('day', '=', day)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const [visits, views, vitals] = await Promise.all([
    countIn('visits'),
    countIn('page_views'),
    countIn('vitals'),
  ]);
  return `visits ${String(visits)} views ${String(views)} vitals ${String(vitals)}`;
}

/**
 * The day's beacons counted, every count made by the database: a day of beacons may hold any
 * number of rows, and walking them here would hold the event loop (and the memory) for as long.
 */
export async function beaconFiguresOf(db: Kysely<Tables>, day: string): Promise<BeaconFigures> {
  const [visitors, views, pages, sources, vitals, funnels] = await Promise.all([
    db
      .selectFrom('visits')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('day', '=', day)
      .executeTakeFirst(),
    db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('day', '=', day)
      .executeTakeFirst(),
    pagesOfDay(db, day),
    sourcesOfDay(db, day),
    // Bucketed and counted by the database: a busy day has tens of thousands of measures.
    db
      .selectFrom('vitals')
      .select(['route', 'viewport', 'build', 'metric'])
      .select([bucketSql.as('bucket'), (eb) => eb.fn.countAll<number | string>().as('samples')])
      .where('day', '=', day)
      .groupBy(['route', 'viewport', 'build', 'metric', bucketSql])
      .execute(),
    funnelReachOfDay(db, day),
  ]);
  return {
    visitors: counted(visitors?.n ?? 0),
    views: counted(views?.n ?? 0),
    pages,
    sources,
    vitals: vitals.map((row) => ({ day, ...row, samples: Number(row.samples) })),
    funnels,
  };
}

/**
 * A day's figures: its beacons counted (`beacons` when the caller already has them for the
 * day's rows as they are now), and each of the day's leads credited to the pages and the source
 * of its visit. Only the day's submissions come here.
 */
export async function computeDay(
  database: Database,
  day: string,
  timeZone: string,
  beacons?: BeaconFigures,
): Promise<DayFigures> {
  // Counting a day reads every raw row of it: on the connection that does not hold the event loop.
  const db = database.reads;
  const [counts, submissions] = await Promise.all([
    beacons ?? beaconFiguresOf(db, day),
    submissionsReceivedOn(db, day, timeZone),
  ]);
  // Copies: the leads are added to these rows, and the counted ones may be kept for the next read.
  const pages = counts.pages.map((row) => ({ ...row }));
  const sources = counts.sources.map((row) => ({ ...row }));
  const genuine = submissions.filter((row) => row.spam === 0);
  const count = (kind: 'contact' | 'apply') => genuine.filter((row) => row.kind === kind).length;
  const site = {
    day,
    visitors: counts.visitors,
    views: counts.views,
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

  // A lead counts for every page its visit saw; a page beyond the kept ones, for the rest row.
  const pageRows = new Map(pages.map((page) => [page.path, page]));
  const unlisted = [
    ...new Set([...converted.values()].flatMap(({ pages: seen }) => [...seen])),
  ].filter((path) => !pageRows.has(path));
  const viewedUnlisted = new Set<string>();
  for (let start = 0; start < unlisted.length; start += idsPerStatement) {
    const rows = await db
      .selectFrom('page_views')
      .select('path')
      .distinct()
      .where('day', '=', day)
      .where('path', 'in', unlisted.slice(start, start + idsPerStatement))
      .execute();
    for (const row of rows) viewedUnlisted.add(row.path);
  }
  for (const { contact, apply, pages: seen } of converted.values()) {
    for (const path of seen) {
      const page = pageRows.get(viewedUnlisted.has(path) ? restRow : path);
      if (!page) continue;
      page.leads += contact;
      page.applications += apply;
    }
  }

  // A lead counts for its visit's source; a source beyond the kept ones, for the rest row.
  const sourceKey = (kind: string, source: string, campaign: string) =>
    JSON.stringify([kind, source, campaign]);
  const sourceRows = new Map(
    sources.map((row) => [sourceKey(row.source_kind, row.source, row.campaign), row]),
  );
  const rest = sourceRows.get(sourceKey(restRow, restRow, ''));
  for (const ids of inParts([...converted.keys()])) {
    const visits = await db
      .selectFrom('visits')
      .select(['id', 'source_kind', 'source', 'campaign'])
      .where('id', 'in', ids)
      .execute();
    for (const visit of visits) {
      const done = converted.get(visit.id);
      const row =
        sourceRows.get(sourceKey(visit.source_kind, visit.source, visit.campaign ?? '')) ?? rest;
      if (!done || !row) continue;
      row.leads += done.contact;
      row.applications += done.apply;
    }
  }

  return {
    site,
    pages,
    sources,
    funnels: await funnelsOfDay(db, day, counts.funnels, converted),
    vitals: counts.vitals,
  };
}
