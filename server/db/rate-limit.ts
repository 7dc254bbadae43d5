/**
 * Rate limits kept in the database, so every instance of the gateway counts into the same window
 * for a client: the submissions' and the beacons' per client, the confirmations' caps, and the
 * site's beacons per second. One upsert counts: it starts a new window when the old one is over
 * and adds the hits otherwise, atomically on both engines.
 */
import { sql } from 'kysely';
import { decide, type RateDecision, type RateLimit } from '../policy/rate-limit';
import type { Database } from './connection';

export interface SharedRateLimitOptions {
  /** Requests one client may make per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  now?: () => number;
  /** The table of the windows: the rate limits' own unless a limit keeps its windows apart. */
  table?: 'rate_limits' | 'confirmation_caps';
}

/**
 * Counts `hits` into the client's window (a new one when the old one is over); answers the
 * window's count with them and when it started.
 */
async function countHits(
  database: Database,
  options: SharedRateLimitOptions,
  client: string,
  hits: number,
  at: number,
): Promise<{ hits: number; window_started_at: number }> {
  const windowMs = Math.max(1, options.windowMs);
  const table = sql.table(options.table ?? 'rate_limits');
  const expired = sql<boolean>`${table}.window_started_at <= ${at - windowMs}`;
  return database.db
    .insertInto(options.table ?? 'rate_limits')
    .values({ key: client, window_started_at: at, hits })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN ${expired} THEN ${hits} ELSE ${table}.hits + ${hits} END`,
        window_started_at: sql<number>`CASE WHEN ${expired} THEN ${at} ELSE ${table}.window_started_at END`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

export function sharedRateLimit(database: Database, options: SharedRateLimitOptions): RateLimit {
  const now = options.now ?? Date.now;
  const windowMs = Math.max(1, options.windowMs);
  return {
    async hit(client: string): Promise<RateDecision> {
      if (options.max === 0) return { allowed: true };
      const at = now();
      const row = await countHits(database, options, client, 1, at);
      return decide(row.hits, options.max, row.window_started_at, windowMs, at);
    },
  };
}

/**
 * A budget for all instances together that many requests draw on at once (the site's beacons
 * per second): one row per window, as `sharedRateLimit` keeps, but each instance takes a block
 * of the budget at a time and spends it in memory, so the row is written once per block rather
 * than once per request. A block an instance has not spent when its window ends is lost, so the
 * instances together may take a little less than the budget, never more.
 */
export function sharedBudget(
  database: Database,
  options: SharedRateLimitOptions & { block: number },
): RateLimit {
  const now = options.now ?? Date.now;
  const windowMs = Math.max(1, options.windowMs);
  const block = Math.max(1, Math.min(options.block, options.max));
  /** This instance's share of each key's current window. */
  const shares = new Map<string, { startedAt: number; left: number; spent: boolean }>();
  const taking = new Map<string, Promise<void>>();
  const take = async (key: string, at: number) => {
    const row = await countHits(database, options, key, block, at);
    const before = row.hits - block;
    shares.set(key, {
      startedAt: row.window_started_at,
      left: Math.max(0, Math.min(block, options.max - before)),
      // Nothing left for anyone until the window ends.
      spent: row.hits >= options.max,
    });
  };
  return {
    async hit(key: string): Promise<RateDecision> {
      if (options.max === 0) return { allowed: true };
      // A few rounds at most: each either spends from a block or takes a new one.
      for (let round = 0; round < 4; round += 1) {
        const at = now();
        const share = shares.get(key);
        const current = share !== undefined && at < share.startedAt + windowMs;
        if (current && share.left > 0) {
          share.left -= 1;
          return { allowed: true };
        }
        if (current && share.spent) {
          return decide(options.max + 1, options.max, share.startedAt, windowMs, at);
        }
        let pending = taking.get(key);
        if (!pending) {
          pending = take(key, at).finally(() => taking.delete(key));
          taking.set(key, pending);
        }
        await pending;
      }
      const share = shares.get(key);
      return decide(options.max + 1, options.max, share?.startedAt ?? now(), windowMs, now());
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
