/**
 * The analytics' daily housekeeping, once an hour for all instances together: roll up the closed
 * days, then forget what is past its time: raw page views, visits and vitals after
 * `ANALYTICS_RAW_DAYS`, daily totals after `RETENTION_DAYS` (the leads' own period), and every
 * visitor salt and list of a day's distinct values but today's; and builds without speed figures
 * for longer than the raw rows are kept, with their daily figures.
 */
import type { Database } from '../db/connection';
import { claimPeriodicRun } from '../db/settings';
import { dayInZone } from '../time-zone';
import { addDays } from './calendar-days';
import { rollUpClosedDays } from './rollup';
import { forgetOldSalts } from './visitors';

export interface UpkeepOptions {
  timeZone: string;
  rawDays: number;
  retentionDays: number;
}

export interface UpkeepResult {
  rolledUp: string[];
  rawRowsDeleted: number;
  dailyRowsDeleted: number;
  saltsDeleted: number;
  /** Builds forgotten with their daily speed figures. */
  buildsDeleted: number;
}

const dayMs = 24 * 60 * 60_000;
/** Builds deleted per statement at most: well inside both engines' limits on bound values. */
const buildsPerStatement = 500;

/**
 * Deletes the builds that have had no speed figures for longer than the raw rows are kept, and
 * their daily speed figures with them: such a build is no longer served by anyone, its place in
 * "Speed by deploy" is long past, and a build id made up before the vocabulary would otherwise
 * stay for as long as the daily totals. A build served or first seen within that time stays,
 * figures or not. Answers how many went.
 */
async function forgetOldBuilds(
  database: Database,
  now: number,
  options: { rawBefore: string; rawDays: number },
): Promise<number> {
  const { db } = database;
  const stale = await db
    .selectFrom('builds')
    .select('build')
    .where((eb) =>
      eb.and([
        eb(eb.fn.coalesce('issued_at', 'first_seen'), '<', now - options.rawDays * dayMs),
        eb.not(
          eb.exists(
            eb
              .selectFrom('vitals')
              .select('vitals.build')
              .whereRef('vitals.build', '=', 'builds.build'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('daily_vitals')
              .select('daily_vitals.build')
              .whereRef('daily_vitals.build', '=', 'builds.build')
              .where('daily_vitals.day', '>=', options.rawBefore),
          ),
        ),
      ]),
    )
    .execute();
  const builds = stale.map((row) => row.build);
  for (let start = 0; start < builds.length; start += buildsPerStatement) {
    const part = builds.slice(start, start + buildsPerStatement);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('daily_vitals').where('build', 'in', part).execute();
      await trx.deleteFrom('builds').where('build', 'in', part).execute();
    });
  }
  return builds.length;
}

const hourMs = 60 * 60_000;

export async function analyticsUpkeep(
  database: Database,
  now: number,
  options: UpkeepOptions,
): Promise<UpkeepResult> {
  const today = dayInZone(new Date(now), options.timeZone);
  const rolledUp = await rollUpClosedDays(database, now, options.timeZone, options.rawDays);
  const rawBefore = addDays(today, -options.rawDays);
  const dailyBefore = addDays(today, -options.retentionDays);
  const { db } = database;
  let rawRowsDeleted = 0;
  // Page views go with their visits; submissions keep what they learnt from them.
  for (const table of ['vitals', 'visits'] as const) {
    const result = await db.deleteFrom(table).where('day', '<', rawBefore).executeTakeFirst();
    rawRowsDeleted += Number(result.numDeletedRows);
  }
  let dailyRowsDeleted = 0;
  for (const table of [
    'daily_site',
    'daily_rollups',
    'daily_pages',
    'daily_sources',
    'daily_funnels',
    'daily_vitals',
  ] as const) {
    const result = await db.deleteFrom(table).where('day', '<', dailyBefore).executeTakeFirst();
    dailyRowsDeleted += Number(result.numDeletedRows);
  }
  const buildsDeleted = await forgetOldBuilds(database, now, {
    rawBefore,
    rawDays: options.rawDays,
  });
  const saltsDeleted = await forgetOldSalts(database, today);
  // A day's distinct values are counted while its beacons arrive; a day over has no more.
  await db.deleteFrom('daily_values').where('day', '<', today).execute();
  return { rolledUp, rawRowsDeleted, dailyRowsDeleted, saltsDeleted, buildsDeleted };
}

/** The upkeep when this instance claims the hour's run; undefined otherwise. */
export async function analyticsUpkeepIfDue(
  database: Database,
  now: number,
  options: UpkeepOptions,
): Promise<UpkeepResult | undefined> {
  // The task's stored name keeps the subsystem's former name: a rename must not run it twice.
  if (!(await claimPeriodicRun(database, 'insights-upkeep', hourMs, now))) return undefined;
  return analyticsUpkeep(database, now, options);
}
