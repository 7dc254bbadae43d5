/**
 * The daily sweep: submissions older than RETENTION_DAYS go, with their notification jobs; so
 * do ended sessions, stale sign-in throttles and rate-limit windows, and client-address hashes
 * older than a day (the burst heuristic looks back ten minutes). Every instance checks hourly,
 * but the sweep runs once a day in all: the first instance to claim the day's run does it.
 */
import type { Database } from './db/connection';
import { forgetExpiredWindows } from './db/rate-limit';
import { claimPeriodicRun } from './db/settings';
import { sessionAbsoluteMs } from './staff/session-policy';
import { throttleMemoryMs } from './staff/throttle-policy';

export const dayMs = 24 * 60 * 60_000;
/** How often each instance asks whether the day's sweep is due. */
export const checkIntervalMs = 60 * 60_000;
const taskName = 'retention-sweep';

export interface SweepResult {
  submissions: number;
  notifications: number;
  sessions: number;
  throttles: number;
  rateLimits: number;
  clientHashes: number;
}

export interface SweepOptions {
  retentionDays: number;
  rateLimitWindowMs: number;
  now: number;
}

export async function sweep(database: Database, options: SweepOptions): Promise<SweepResult> {
  const { db } = database;
  const { now } = options;
  const cutoff = new Date(now - options.retentionDays * dayMs).toISOString();
  const [notifications, submissions] = await db.transaction().execute(async (trx) => {
    const jobs = await trx
      .deleteFrom('outbox')
      .where('submission_id', 'in', (eb) =>
        eb.selectFrom('submissions').select('id').where('received_at', '<', cutoff),
      )
      .executeTakeFirst();
    const rows = await trx
      .deleteFrom('submissions')
      .where('received_at', '<', cutoff)
      .executeTakeFirst();
    return [Number(jobs.numDeletedRows), Number(rows.numDeletedRows)];
  });
  const sessions = await db
    .deleteFrom('staff_sessions')
    .where('created_at', '<=', now - sessionAbsoluteMs)
    .executeTakeFirst();
  const throttles = await db
    .deleteFrom('sign_in_throttle')
    .where('last_failure_at', '<=', now - throttleMemoryMs)
    .where('locked_until', '<=', now)
    .executeTakeFirst();
  const hashes = await db
    .updateTable('submissions')
    .set({ client_hash: null })
    .where('client_hash', 'is not', null)
    .where('received_at', '<', new Date(now - dayMs).toISOString())
    .executeTakeFirst();
  return {
    submissions,
    notifications,
    sessions: Number(sessions.numDeletedRows),
    throttles: Number(throttles.numDeletedRows),
    rateLimits: await forgetExpiredWindows(database, options.rateLimitWindowMs, now),
    clientHashes: Number(hashes.numUpdatedRows),
  };
}

/** Runs the sweep if no instance has run it in the last day; true when this call ran it. */
export async function sweepIfDue(
  database: Database,
  options: SweepOptions,
  log: (line: string) => void,
): Promise<boolean> {
  if (!(await claimPeriodicRun(database, taskName, dayMs, options.now))) return false;
  const result = await sweep(database, options);
  log(
    `retention sweep: deleted ${result.submissions} submissions older than ${options.retentionDays} days, ` +
      `${result.notifications} notification jobs, ${result.sessions} sessions, ` +
      `${result.throttles} sign-in throttles, ${result.rateLimits} rate-limit windows; ` +
      `cleared ${result.clientHashes} client hashes`,
  );
  return true;
}

/**
 * Checks at start and then hourly; the returned function stops the checks and waits for one
 * running.
 */
export function scheduleRetention(
  database: Database,
  options: Omit<SweepOptions, 'now'>,
  log: (line: string) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = sweepIfDue(database, { ...options, now: Date.now() }, log).catch((error: unknown) => {
      log(`retention sweep failed: ${error instanceof Error ? error.name : typeof error}`);
    });
  };
  check();
  const timer = setInterval(check, checkIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
