/**
 * Sign-in attempts counted in the database, so every instance sees the same count and a restart
 * forgets nothing. An attempt is claimed before its password is checked, with a compare-and-set:
 * the count moves only from the value that was read, so of many attempts at once exactly as many
 * pass as the rule allows, on either engine and across instances.
 */
import { delayAfter, throttleMemoryMs, type ThrottleRule } from '../policy/sign-in-throttle';
import type { Database } from './connection';

/** Tries before a claim that keeps losing the race is refused as if throttled. */
const maxRaces = 20;

/** Claims an attempt under `key`; resolves to 0 when claimed, else the milliseconds to wait. */
export async function claimAttempt(
  database: Database,
  key: string,
  rule: ThrottleRule,
  now: number,
): Promise<number> {
  const { db } = database;
  for (let race = 0; race < maxRaces; race += 1) {
    const row = await db
      .selectFrom('sign_in_throttle')
      .select(['failures', 'last_failure_at', 'next_attempt_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    const forgotten = !row || now - row.last_failure_at >= throttleMemoryMs;
    if (row && !forgotten && row.next_attempt_at > now) return row.next_attempt_at - now;
    const attempts = forgotten ? 1 : row.failures + 1;
    const next = {
      failures: attempts,
      last_failure_at: now,
      next_attempt_at: now + delayAfter(attempts, rule),
    };
    if (!row) {
      const inserted = await db
        .insertInto('sign_in_throttle')
        .values({ key, ...next })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 0;
      continue;
    }
    const updated = await db
      .updateTable('sign_in_throttle')
      .set(next)
      .where('key', '=', key)
      .where('failures', '=', row.failures)
      .where('last_failure_at', '=', row.last_failure_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return 0;
  }
  return 1000;
}

/** A claimed attempt proved good: it no longer counts against the key. */
export async function releaseAttempt(database: Database, key: string): Promise<void> {
  await database.db
    .updateTable('sign_in_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearAttempts(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('sign_in_throttle').where('key', '=', key).execute();
}
