/**
 * The daily sweep: submissions older than RETENTION_DAYS are erased with all that belongs to
 * them (db/erase.ts), and so is the audit trail of that age; ended sessions, stale sign-in
 * throttles, rate-limit windows, repeat keys and invitation and reset links expired a day ago go, and client-address hashes older than a day
 * (the burst heuristic looks back ten minutes). The search index is then rewritten and the
 * database's log emptied, so nothing erased lingers in the file. Every instance checks hourly,
 * but the sweep runs once a day in all: the first instance to claim the day's run does it.
 */
import type { Database } from './connection';
import { forgetExpiredLinks } from './account-links';
import { forgetOldAudit } from './audit';
import { eraseSubmissions, optimiseSearchIndex, settleErasure } from './erase';
import { forgetExpiredWindows } from './rate-limit';
import { claimPeriodicRun } from './settings';
import { sessionAbsoluteMs } from '../policy/staff-session';
import { throttleMemoryMs } from '../policy/sign-in-throttle';

export const dayMs = 24 * 60 * 60_000;
const taskName = 'retention-sweep';

export interface SweepResult {
  submissions: number;
  notifications: number;
  auditEvents: number;
  submissionKeys: number;
  sessions: number;
  throttles: number;
  rateLimits: number;
  clientHashes: number;
  accountLinks: number;
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
  const erased = await db
    .transaction()
    .execute((trx) => eraseSubmissions(trx, (eb) => eb('received_at', '<', cutoff)));
  const sessions = await db
    .deleteFrom('staff_sessions')
    .where('created_at', '<=', now - sessionAbsoluteMs)
    .executeTakeFirst();
  const throttles = await db
    .deleteFrom('sign_in_throttle')
    .where('last_failure_at', '<=', now - throttleMemoryMs)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  const hashes = await db
    .updateTable('submissions')
    .set({ client_hash: null })
    .where('client_hash', 'is not', null)
    .where('received_at', '<', new Date(now - dayMs).toISOString())
    .executeTakeFirst();
  // Digests delivered: their job (a period, nothing a sender wrote) has done its work.
  const digests = await db
    .deleteFrom('outbox')
    .where('submission_id', 'is', null)
    .where('delivered_at', '<', now - dayMs)
    .executeTakeFirst();
  const submissionKeys = await db
    .deleteFrom('submission_keys')
    .where('created_at', '<', now - dayMs)
    .executeTakeFirst();
  // Whatever the day's deletions freed is rewritten and the log emptied (see db/erase.ts).
  await optimiseSearchIndex(database);
  await settleErasure(database);
  return {
    submissions: erased.ids.length,
    notifications: erased.notifications + Number(digests.numDeletedRows),
    auditEvents: await forgetOldAudit(database, now - options.retentionDays * dayMs),
    submissionKeys: Number(submissionKeys.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    throttles: Number(throttles.numDeletedRows),
    rateLimits:
      (await forgetExpiredWindows(database, options.rateLimitWindowMs, now)) +
      // The longest confirmation window is a day.
      (await forgetExpiredWindows(database, dayMs, now, 'confirmation_caps')),
    clientHashes: Number(hashes.numUpdatedRows),
    accountLinks: await forgetExpiredLinks(database, now - dayMs),
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
