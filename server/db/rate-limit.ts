/**
 * The submission rate limit kept in the database, so every instance of the gateway counts into
 * the same window for a client. One upsert per request: it starts a new window when the old
 * one is over and counts the hit otherwise, atomically on both engines.
 */
import { sql } from 'kysely';
import { decide, type RateDecision, type RateLimit } from '../gateway/rate-limit';
import type { Database } from './connection';

export interface SharedRateLimitOptions {
  /** Requests one client may make per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  now?: () => number;
  /** The table of the windows: the rate limits' own unless a limit keeps its windows apart. */
  table?: 'rate_limits' | 'confirmation_caps';
}

export function sharedRateLimit(database: Database, options: SharedRateLimitOptions): RateLimit {
  const now = options.now ?? Date.now;
  const windowMs = Math.max(1, options.windowMs);
  return {
    async hit(client: string): Promise<RateDecision> {
      if (options.max === 0) return { allowed: true };
      const at = now();
      const table = sql.table(options.table ?? 'rate_limits');
      const expired = sql<boolean>`${table}.window_started_at <= ${at - windowMs}`;
      const row = await database.db
        .insertInto(options.table ?? 'rate_limits')
        .values({ key: client, window_started_at: at, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE ${table}.hits + 1 END`,
            window_started_at: sql<number>`CASE WHEN ${expired} THEN ${at} ELSE ${table}.window_started_at END`,
          }),
        )
        .returning(['hits', 'window_started_at'])
        .executeTakeFirstOrThrow();
      return decide(row.hits, options.max, row.window_started_at, windowMs, at);
    },
  };
}

/** Windows that are over hold nothing worth keeping (the daily sweep calls this). */
export async function forgetExpiredWindows(
  database: Database,
  windowMs: number,
  now: number,
  table: 'rate_limits' | 'confirmation_caps' = 'rate_limits',
): Promise<number> {
  const result = await database.db
    .deleteFrom(table)
    .where('window_started_at', '<=', now - windowMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
