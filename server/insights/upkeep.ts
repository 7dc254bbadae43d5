/**
 * The insights' daily housekeeping, once an hour for all instances together: roll up the closed
 * days, then forget what is past its time: raw page views, visits and vitals after
 * `INSIGHTS_RAW_DAYS`, daily totals after `RETENTION_DAYS` (the leads' own period), and every
 * visitor salt and list of a day's distinct values but today's.
 */
import type { Database } from '../db/connection';
import { claimPeriodicRun } from '../db/settings';
import { dayInZone } from '../time-zone';
import { addDays, rollUpClosedDays } from './rollup';
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
}

const hourMs = 60 * 60_000;

export async function insightsUpkeep(
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
    'daily_pages',
    'daily_sources',
    'daily_funnels',
    'daily_vitals',
  ] as const) {
    const result = await db.deleteFrom(table).where('day', '<', dailyBefore).executeTakeFirst();
    dailyRowsDeleted += Number(result.numDeletedRows);
  }
  const saltsDeleted = await forgetOldSalts(database, today);
  // A day's distinct values are counted while its beacons arrive; a day over has no more.
  await db.deleteFrom('daily_values').where('day', '<', today).execute();
  return { rolledUp, rawRowsDeleted, dailyRowsDeleted, saltsDeleted };
}

/** The upkeep when this instance claims the hour's run; undefined otherwise. */
export async function insightsUpkeepIfDue(
  database: Database,
  now: number,
  options: UpkeepOptions,
): Promise<UpkeepResult | undefined> {
  if (!(await claimPeriodicRun(database, 'insights-upkeep', hourMs, now))) return undefined;
  return insightsUpkeep(database, now, options);
}
