/**
 * How many beacons the server takes: per client (its network, `clientNetwork`) a minute, and for
 * the whole site a second, beyond which a beacon gets 429 and is not stored. The first stops one
 * sender; the second a crowd of addresses sending at once, which no per-client limit can.
 * On SQLite one process is the whole site and both count in its memory; on PostgreSQL every
 * instance counts into the database, so the limits hold across instances as the gateway's does
 * (server/db/rate-limit.ts).
 */
import type { Database } from '../db/connection';
import { sharedBudget, sharedRateLimit } from '../db/rate-limit';
import { memoryRateLimit, type RateLimit } from '../policy/rate-limit';

export interface BeaconLimits {
  /** Keyed by the client's keyed network hash. */
  perClient: RateLimit;
  /** One key for the whole site. */
  sitewide: RateLimit;
}

export interface BeaconLimitOptions {
  /** Beacons one client may send per minute; 0 turns the limit off. */
  perMinute: number;
  /** Beacons the whole site takes per second; 0 turns the budget off. */
  perSecond: number;
  now?: (() => number) | undefined;
}

/**
 * Each instance takes the site's budget in blocks of about a fortieth, so a second's beacons
 * write its row a few dozen times, not once each.
 */
const blocksPerWindow = 40;

export function beaconLimits(database: Database, options: BeaconLimitOptions): BeaconLimits {
  const perClient = { max: options.perMinute, windowMs: 60_000, now: options.now };
  const sitewide = { max: options.perSecond, windowMs: 1_000, now: options.now };
  if (database.engine === 'postgres') {
    return {
      perClient: sharedRateLimit(database, perClient),
      sitewide: sharedBudget(database, {
        ...sitewide,
        block: Math.ceil(options.perSecond / blocksPerWindow),
      }),
    };
  }
  return { perClient: memoryRateLimit(perClient), sitewide: memoryRateLimit(sitewide) };
}
