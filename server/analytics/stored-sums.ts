/**
 * Sums over a range's stored daily totals, each made by the database on the connection for long
 * reads: however many pages or sources a range holds, what comes back is the top rows, the
 * totals of all of them, and speed measures as summed bucket counts.
 */
import { sql, type SqlBool } from 'kysely';
import { restRow } from '@/shared/analytics/reports';
import type { Database } from '../db/connection';
import type { DailyPagesTable, DailySourcesTable } from '../db/analytics-tables';
import { counted as summed } from './counting';
import type { DayFigures } from './day-figures';

/** Rows of pages and of sources a report lists, before the one row of all the rest. */
export const reportRows = 100;

/** Vitals of a range as summed bucket counts, without the day: what the p75s are read from. */
export type VitalCounts = Omit<DayFigures['vitals'][number], 'day'>;

/** A page's figures summed over a range. */
export type PageSum = Omit<DailyPagesTable, 'day'>;

/** A source's figures summed over a range; `campaign` is empty for none. */
export type SourceSum = Omit<DailySourcesTable, 'day'>;

/** Keys passed to one statement at most: well inside both engines' limits on bound values. */
export const keysPerStatement = 500;

export function storedSite(database: Database, from: string, to: string) {
  return database.reads
    .selectFrom('daily_site')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

/**
 * When each stored day of the range was rolled up: a day rolled up again (rows reached it late)
 * has new totals, and sums kept from the old ones must not be used.
 */
export async function rollupStamps(database: Database, from: string, to: string): Promise<string> {
  const rows = await database.reads
    .selectFrom('daily_rollups')
    .select(['day', 'rolled_up_at'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => `${row.day}@${String(row.rolled_up_at)}`).join(' ');
}

const inRange = (from: string, to: string) => sql<SqlBool>`day >= ${from} and day <= ${to}`;

/** The stored pages of the range, summed by path: the top ones, or those of `paths`. */
export async function storedPages(
  database: Database,
  from: string,
  to: string,
  only?: readonly string[],
): Promise<PageSum[]> {
  let query = database.reads
    .selectFrom('daily_pages')
    .select((eb) => [
      'path',
      eb.fn.min('route').as('route'),
      eb.fn.sum<number | string>('views').as('views'),
      eb.fn.sum<number | string>('visitors').as('visitors'),
      eb.fn.sum<number | string>('leads').as('leads'),
      eb.fn.sum<number | string>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .where('path', '<>', restRow)
    .groupBy('path');
  query = only
    ? query.where('path', 'in', only)
    : query
        .orderBy((eb) => eb.fn.sum('views'), 'desc')
        .orderBy('path')
        .limit(reportRows);
  const rows = await query.execute();
  return rows.map((row) => ({
    route: row.route,
    path: row.path,
    views: summed(row.views),
    visitors: summed(row.visitors),
    leads: summed(row.leads),
    applications: summed(row.applications),
  }));
}

/** A source's key: kind, name and campaign in one string, the same in SQL and here. */
const keySeparator = '\u001f';
export const sourceKey = (row: Pick<SourceSum, 'source_kind' | 'source' | 'campaign'>) =>
  [row.source_kind, row.source, row.campaign].join(keySeparator);

/** The stored sources of the range, summed: the top ones, or those of `keys` (`sourceKey`). */
export async function storedSources(
  database: Database,
  from: string,
  to: string,
  only?: readonly string[],
): Promise<SourceSum[]> {
  const separator = sql`CAST(${keySeparator} AS TEXT)`;
  let query = database.reads
    .selectFrom('daily_sources')
    .select((eb) => [
      'source_kind',
      'source',
      'campaign',
      eb.fn.sum<number | string>('visits').as('visits'),
      eb.fn.sum<number | string>('leads').as('leads'),
      eb.fn.sum<number | string>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .where('source_kind', '<>', restRow)
    .groupBy(['source_kind', 'source', 'campaign']);
  query = only
    ? query.where(
        sql<string>`source_kind || ${separator} || source || ${separator} || campaign`,
        'in',
        only,
      )
    : query
        .orderBy((eb) => eb.fn.sum('visits'), 'desc')
        .orderBy('source')
        .orderBy('source_kind')
        .orderBy('campaign')
        .limit(reportRows);
  const rows = await query.execute();
  return rows.map((row) => ({
    source_kind: row.source_kind,
    source: row.source,
    campaign: row.campaign,
    visits: summed(row.visits),
    leads: summed(row.leads),
    applications: summed(row.applications),
  }));
}

/** Every stored page row of the range summed, the days' rest rows included. */
async function storedPageTotals(database: Database, from: string, to: string) {
  const row = await database.reads
    .selectFrom('daily_pages')
    .select((eb) => [
      eb.fn.sum<number | string | null>('views').as('views'),
      eb.fn.sum<number | string | null>('visitors').as('visitors'),
      eb.fn.sum<number | string | null>('leads').as('leads'),
      eb.fn.sum<number | string | null>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .executeTakeFirst();
  return {
    views: summed(row?.views ?? null),
    visitors: summed(row?.visitors ?? null),
    leads: summed(row?.leads ?? null),
    applications: summed(row?.applications ?? null),
  };
}

/** Every stored source row of the range summed, the days' rest rows included. */
async function storedSourceTotals(database: Database, from: string, to: string) {
  const row = await database.reads
    .selectFrom('daily_sources')
    .select((eb) => [
      eb.fn.sum<number | string | null>('visits').as('visits'),
      eb.fn.sum<number | string | null>('leads').as('leads'),
      eb.fn.sum<number | string | null>('applications').as('applications'),
    ])
    .where(inRange(from, to))
    .executeTakeFirst();
  return {
    visits: summed(row?.visits ?? null),
    leads: summed(row?.leads ?? null),
    applications: summed(row?.applications ?? null),
  };
}

/** What a range's stored days sum to: the part of a report that is kept in memory. */
export async function storedDetail(database: Database, from: string, to: string) {
  const db = database.reads;
  const [pages, pageTotals, sources, sourceTotals, funnels, vitals] = await Promise.all([
    storedPages(database, from, to),
    storedPageTotals(database, from, to),
    storedSources(database, from, to),
    storedSourceTotals(database, from, to),
    db
      .selectFrom('daily_funnels')
      .select(['funnel', 'step', (eb) => eb.fn.sum<number | string>('visitors').as('visitors')])
      .where(inRange(from, to))
      .groupBy(['funnel', 'step'])
      .execute(),
    db
      .selectFrom('daily_vitals')
      .select(['route', 'viewport', 'build', 'metric', 'bucket'])
      .select((eb) => eb.fn.sum<number | string>('samples').as('samples'))
      .where(inRange(from, to))
      .groupBy(['route', 'viewport', 'build', 'metric', 'bucket'])
      .execute(),
  ]);
  return {
    pages,
    pageTotals,
    sources,
    sourceTotals,
    funnels: funnels.map((row) => ({ ...row, visitors: summed(row.visitors) })),
    vitals: vitals.map((row): VitalCounts => ({ ...row, samples: summed(row.samples) })),
  };
}

export type StoredDetail = Awaited<ReturnType<typeof storedDetail>>;
