/**
 * Values the server generates once and every instance then shares, and the bookkeeping of tasks
 * that must run once per period for all instances together.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './connection';
import type { Tables } from './schema';

/** A random secret stored under `name`, created by whichever instance asks first. */
export async function sharedSecret(database: Database, name: string): Promise<string> {
  const { db } = database;
  const read = () =>
    db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('settings')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const created = await read();
  if (!created) throw new Error(`The setting ${name} could not be stored.`);
  return created.value;
}

/**
 * Claims this period's run of a task for the caller, whichever instance it runs in: the first to
 * move the task's last run forward wins, everyone else finds it already moved. Answers the time
 * of the run before (0 for the first ever) when this caller won, undefined otherwise. Pass a
 * transaction to claim the run together with the work it writes.
 */
export async function claimPeriod(
  db: Kysely<Tables>,
  task: string,
  periodMs: number,
  now: number,
): Promise<number | undefined> {
  await db
    .insertInto('periodic_tasks')
    .values({ name: task, last_run_at: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const previous = await db
    .selectFrom('periodic_tasks')
    .select('last_run_at')
    .where('name', '=', task)
    .executeTakeFirstOrThrow();
  if (now - previous.last_run_at < periodMs) return undefined;
  const moved = await db
    .updateTable('periodic_tasks')
    .set({ last_run_at: now })
    .where('name', '=', task)
    .where('last_run_at', '=', previous.last_run_at)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1 ? previous.last_run_at : undefined;
}

/** True for exactly one caller per period (see `claimPeriod`). */
export async function claimPeriodicRun(
  database: Database,
  task: string,
  periodMs: number,
  now: number,
): Promise<boolean> {
  return (await claimPeriod(database.db, task, periodMs, now)) !== undefined;
}
