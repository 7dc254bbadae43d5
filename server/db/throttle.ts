/**
 * Sign-in failures counted in the database, so every instance sees the same count and a restart
 * forgets nothing. Each failure is one atomic upsert.
 */
import { sql } from 'kysely';
import {
  lockMs,
  throttleMemoryMs,
  type ThrottleRule,
  type ThrottleState,
} from '../staff/throttle-policy';
import type { Database } from './connection';

export async function throttleStates(
  database: Database,
  keys: readonly string[],
): Promise<Map<string, ThrottleState>> {
  const rows = await database.db
    .selectFrom('sign_in_throttle')
    .select(['key', 'failures', 'last_failure_at', 'locked_until'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row]));
}

export async function recordFailure(
  database: Database,
  key: string,
  rule: ThrottleRule,
  now: number,
): Promise<void> {
  const failures = sql<number>`CASE WHEN sign_in_throttle.last_failure_at <= ${now - throttleMemoryMs}
    THEN 1 ELSE sign_in_throttle.failures + 1 END`;
  await database.db
    .insertInto('sign_in_throttle')
    .values({
      key,
      failures: 1,
      last_failure_at: now,
      locked_until: rule.lockAtFailures <= 1 ? now + lockMs : 0,
    })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures,
        last_failure_at: now,
        locked_until: sql<number>`CASE WHEN ${failures} >= ${rule.lockAtFailures}
          THEN ${now + lockMs} ELSE sign_in_throttle.locked_until END`,
      }),
    )
    .execute();
}

export async function clearFailures(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('sign_in_throttle').where('key', '=', key).execute();
}
