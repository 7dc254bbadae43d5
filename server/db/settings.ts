/**
 * Values the server generates once and every instance then shares, and the bookkeeping of tasks
 * that must run once per period for all instances together.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './connection';

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
 * True for exactly one caller per period, whichever instance it runs in: the first to move the
 * task's last run forward wins, everyone else finds it already moved.
 */
export async function claimPeriodicRun(
  database: Database,
  task: string,
  periodMs: number,
  now: number,
): Promise<boolean> {
  const { db } = database;
  await db
    .insertInto('periodic_tasks')
    .values({ name: task, last_run_at: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('periodic_tasks')
    .set({ last_run_at: now })
    .where('name', '=', task)
    .where('last_run_at', '<=', now - periodMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
