/**
 * Closed days stored once as daily totals (kept as long as the leads), so the raw rows can go
 * after a few months and any range is read from a few small tables; today is computed live
 * (`day-figures.ts`). A day whose raw rows change after it was stored is stored again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/connection';
import type { Tables } from '../db/schema';
import { submissionsReceivedOn } from '../db/submissions';
import { dayInZone } from '../time-zone';
import { addDays, daysBetween } from './calendar-days';
import { beaconCountsOf, computeDay, type DayFigures } from './day-figures';

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
  const [beacons, submissions] = await Promise.all([
    beaconCountsOf(db, day),
    submissionsReceivedOn(db, day, timeZone),
  ]);
  return `${beacons} submissions ${String(submissions.length)}`;
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
