/**
 * A day's figures from its raw page views, visits, vitals and submissions: what the reports read.
 * Closed days are stored once as daily totals (kept as long as the leads) so the raw rows can go
 * after a few months and any range is read from a few small tables; today is computed live.
 * Vitals are kept as counts per value bucket, so a range's p75 comes from summed counts.
 */
import { paths } from '@/config/paths';
import { restRow, type CameFrom } from '@/shared/analytics/reports';
import type { Database } from '../db/connection';
import type { Tables } from '../db/schema';
import { submissionsReceivedOn } from '../db/submissions';
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

/**
 * Rows of pages and of sources a day keeps at most: the rest are summed in one `restRow` row, so
 * a day's figures stay small however many values its beacons held. Well above the report's own
 * number of rows, so that a range's top rows are found among its days' kept ones.
 */
export const rowsPerDay = 500;

/** Visit ids passed to one statement at most: well inside both engines' limits. */
const idsPerStatement = 500;

/** A count as the engine returns it (PostgreSQL's bigint arrives as text). */
const counted = (value: number | string | bigint | null) => Number(value ?? 0);

/** `ids` in parts of `idsPerStatement`, for an `in` list each. */
function inParts(ids: readonly number[]): number[][] {
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += idsPerStatement) {
    parts.push(ids.slice(start, start + idsPerStatement));
  }
  return parts;
}

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

/** Whether any of the route patterns was seen by a visit: 1 or 0, per visit. */
const sawAny = (routes: readonly string[]) =>
  sql<number>`max(case when route in (${sql.join(routes)}) then 1 else 0 end)`;

/**
 * The visitors of the day's funnels, step by step, counted by the database: those who saw a
 * page of the first step, those of them who also saw one of the second, and those of them whose
 * visit sent the funnel's kind of submission (`converted`).
 */
async function funnelsOfDay(
  db: Kysely<Tables>,
  day: string,
  converted: ReadonlyMap<number, { contact: number; apply: number }>,
): Promise<Selectable<Tables['daily_funnels']>[]> {
  const funnels: Selectable<Tables['daily_funnels']>[] = [];
  for (const [funnel, [first, second]] of Object.entries(funnelSteps)) {
    const kind = funnel === 'enquiry' ? 'contact' : 'apply';
    const saw = await db
      .selectFrom('page_views')
      .select((eb) => eb.fn.count<number | string>('visit_id').distinct().as('visitors'))
      .where('day', '=', day)
      .where('route', 'in', first)
      .executeTakeFirst();
    const both = () =>
      db
        .selectFrom('page_views')
        .select('visit_id')
        .where('day', '=', day)
        .where('route', 'in', [...first, ...second])
        .groupBy('visit_id')
        .having(sawAny(first), '=', 1)
        .having(sawAny(second), '=', 1);
    const countOf = async (query: ReturnType<typeof both>) =>
      counted(
        (
          await db
            .selectFrom(query.as('reached'))
            .select((eb) => eb.fn.countAll<number | string>().as('visitors'))
            .executeTakeFirst()
        )?.visitors ?? 0,
      );
    const sent = [...converted].filter(([, done]) => done[kind] > 0).map(([id]) => id);
    let sentCount = 0;
    for (const ids of inParts(sent))
      sentCount += await countOf(both().where('visit_id', 'in', ids));
    funnels.push(
      { day, funnel, step: 0, visitors: counted(saw?.visitors ?? 0) },
      { day, funnel, step: 1, visitors: await countOf(both()) },
      { day, funnel, step: 2, visitors: sentCount },
    );
  }
  return funnels;
}

/**
 * A day's figures, every count made by the database: a day of beacons may hold any number of
 * rows, and walking them here would hold the event loop (and the memory) for as long. Only the
 * day's submissions come here, to credit each lead to the pages and the source of its visit.
 */
export async function computeDay(
  database: Database,
  day: string,
  timeZone: string,
): Promise<DayFigures> {
  // Counting a day reads every raw row of it: on the connection that does not hold the event loop.
  const db = database.reads;
  const [visitors, views, pages, sources, vitals, submissions] = await Promise.all([
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
    submissionsReceivedOn(db, day, timeZone),
  ]);
  const genuine = submissions.filter((row) => row.spam === 0);
  const count = (kind: 'contact' | 'apply') => genuine.filter((row) => row.kind === kind).length;
  const site = {
    day,
    visitors: counted(visitors?.n ?? 0),
    views: counted(views?.n ?? 0),
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
    funnels: await funnelsOfDay(db, day, converted),
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

/** The five tables of a day's totals, the summary row first. */
const dailyTables = [
  'daily_site',
  'daily_pages',
  'daily_sources',
  'daily_funnels',
  'daily_vitals',
] as const;

async function insertDay(trx: Kysely<Tables>, figures: DayFigures): Promise<void> {
  await insertAll(trx, 'daily_pages', figures.pages);
  await insertAll(trx, 'daily_sources', figures.sources);
  await insertAll(trx, 'daily_funnels', figures.funnels);
  await insertAll(trx, 'daily_vitals', figures.vitals);
}

/**
 * How many raw rows of each kind the day has: visits, page views, speed figures and
 * submissions. What its totals were rolled up from; when it changes, rows came (or went) since.
 */
export async function rawCountsOf(
  database: Database,
  day: string,
  timeZone: string,
): Promise<string> {
  const { db } = database;
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
  const [visits, views, vitals, submissions] = await Promise.all([
    countIn('visits'),
    countIn('page_views'),
    countIn('vitals'),
    submissionsReceivedOn(db, day, timeZone),
  ]);
  return `visits ${String(visits)} views ${String(views)} vitals ${String(vitals)} submissions ${String(submissions.length)}`;
}

/**
 * Stores the day's totals once; false when another instance (or an earlier run) stored them.
 * The day's summary row is written first: its key is what makes the rollup happen once.
 */
export async function storeDay(
  database: Database,
  figures: DayFigures,
  rolledUpFrom: { rawCounts: string; at: number },
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('daily_site')
      .values(figures.site)
      .onConflict((conflict) => conflict.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto('daily_rollups')
      .values({
        day: figures.site.day,
        raw_counts: rolledUpFrom.rawCounts,
        rolled_up_at: rolledUpFrom.at,
      })
      .onConflict((conflict) =>
        conflict.column('day').doUpdateSet({
          raw_counts: rolledUpFrom.rawCounts,
          rolled_up_at: rolledUpFrom.at,
        }),
      )
      .execute();
    await insertDay(trx, figures);
    return true;
  });
}

/**
 * Replaces a rolled-up day's totals with new ones, once across instances: the day's rollup row
 * moves from the counts this instance saw to the new ones only if nobody moved it first (on
 * PostgreSQL a second instance waits for the first's row and then finds it moved); false when
 * another got there first. A day rolled up before its counts were kept has no such row yet:
 * whoever inserts it replaces the day.
 */
export async function replaceDay(
  database: Database,
  figures: DayFigures,
  rolledUpFrom: { seen: string | undefined; rawCounts: string; at: number },
): Promise<boolean> {
  const { day } = figures.site;
  return database.db.transaction().execute(async (trx) => {
    const claim =
      rolledUpFrom.seen === undefined
        ? await trx
            .insertInto('daily_rollups')
            .values({ day, raw_counts: rolledUpFrom.rawCounts, rolled_up_at: rolledUpFrom.at })
            .onConflict((conflict) => conflict.column('day').doNothing())
            .executeTakeFirst()
        : await trx
            .updateTable('daily_rollups')
            .set({ raw_counts: rolledUpFrom.rawCounts, rolled_up_at: rolledUpFrom.at })
            .where('day', '=', day)
            .where('raw_counts', '=', rolledUpFrom.seen)
            .executeTakeFirst();
    const moved =
      'numUpdatedRows' in claim
        ? Number(claim.numUpdatedRows)
        : Number(claim.numInsertedOrUpdatedRows ?? 0);
    if (moved === 0) return false;
    for (const table of dailyTables) await trx.deleteFrom(table).where('day', '=', day).execute();
    await trx.insertInto('daily_site').values(figures.site).execute();
    await insertDay(trx, figures);
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
 * Rolls up every closed day of the raw-data window that has no totals yet, and again each one
 * whose raw rows changed since (rows that reached the database late: a seed, a late instance's
 * queue, a restored backup); safe to run in every instance at once (each day is stored by
 * whichever gets there first). Answers the days stored.
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
  // The first day of the window may be losing its raw rows to the upkeep right now: it is
  // rolled up if it has no totals, never rolled up again from what may be half of its rows.
  const firstDay = addDays(today, -rawDays);
  const { db } = database;
  const [done, rollups] = await Promise.all([
    db.selectFrom('daily_site').select('day').where('day', '>=', firstDay).execute(),
    db
      .selectFrom('daily_rollups')
      .select(['day', 'raw_counts'])
      .where('day', '>=', firstDay)
      .execute(),
  ]);
  const stored = new Set(done.map((row) => row.day));
  const seen = new Map(rollups.map((row) => [row.day, row.raw_counts]));
  const rolled: string[] = [];
  for (const day of daysBetween(firstDay, addDays(today, -1))) {
    const rawCounts = await rawCountsOf(database, day, timeZone);
    const rolledUpFrom = { rawCounts, at: now };
    if (!stored.has(day)) {
      if (await storeDay(database, await computeDay(database, day, timeZone), rolledUpFrom)) {
        rolled.push(day);
      }
      continue;
    }
    if (day === firstDay || seen.get(day) === rawCounts) continue;
    const figures = await computeDay(database, day, timeZone);
    if (await replaceDay(database, figures, { ...rolledUpFrom, seen: seen.get(day) })) {
      rolled.push(day);
    }
  }
  return rolled;
}
