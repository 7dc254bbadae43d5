/**
 * The notification outbox's queries. A worker claims due jobs by moving their lease forward in
 * one statement; on PostgreSQL the candidate rows are locked with FOR UPDATE SKIP LOCKED, so two
 * instances claiming at the same moment never get the same job. SQLite has one writer at a time,
 * which gives the same guarantee. A claimed job is marked delivered right after its delivery
 * succeeds and is never claimed again.
 */
import type { Kysely } from 'kysely';
import type { Database } from './connection';
import type { NotificationChannel, Tables } from './schema';

/**
 * The staff notice of a cap reached, as an outbox job (written once per hour window): the gateway
 * writes it and the notifications read it, so its name lives with the outbox both use.
 */
export const capNoticeTask = 'confirmations-paused';

/** A digest job: about no one submission, kept single by its key, with what its mail needs. */
export interface DigestJob {
  /** A second job with the same key is not written. */
  dedupeKey: string;
  payload: string;
  at: number;
}

/** Writes a digest job unless one with its key is there already; true when this call wrote it. */
export async function queueDigest(db: Kysely<Tables>, job: DigestJob): Promise<boolean> {
  const written = await db
    .insertInto('outbox')
    .values({
      submission_id: null,
      channel: 'digest',
      dedupe_key: job.dedupeKey,
      payload: job.payload,
      created_at: job.at,
      next_attempt_at: job.at,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Writes a submission's confirmation job; at most one: the outbox keeps one per channel. */
export async function queueConfirmation(
  db: Kysely<Tables>,
  submissionId: number,
  at: number,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      submission_id: submissionId,
      channel: 'confirmation',
      created_at: at,
      next_attempt_at: at,
    })
    .onConflict((conflict) => conflict.columns(['submission_id', 'channel']).doNothing())
    .execute();
}

export interface ClaimedJob {
  id: number;
  /** The submission it is about; null for a digest. */
  submission_id: number | null;
  channel: NotificationChannel;
  /** Including the attempt this claim starts. */
  attempts: number;
  /** What a job without a submission needs to be written (a digest's period). */
  payload: string | null;
}

export async function claimDueJobs(
  database: Database,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<ClaimedJob[]> {
  const { db, engine } = database;
  return db
    .updateTable('outbox')
    .set((eb) => ({ locked_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where('locked_until', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
    )
    .returning(['id', 'submission_id', 'channel', 'attempts', 'payload'])
    .execute();
}

export async function markDelivered(database: Database, id: number, now: number): Promise<void> {
  await database.db
    .updateTable('outbox')
    .set({ delivered_at: now, locked_until: 0, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  database: Database,
  id: number,
  nextAttemptAt: number,
  error: string,
): Promise<void> {
  await database.db
    .updateTable('outbox')
    .set({ next_attempt_at: nextAttemptAt, locked_until: 0, last_error: error.slice(0, 200) })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .execute();
}

export interface OutboxCounts {
  pending: number;
  delivered: number;
}

export async function outboxCounts(database: Database): Promise<OutboxCounts> {
  const rows = await database.db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('delivered_at').as('delivered'),
    ])
    .executeTakeFirst();
  const total = rows?.total ?? 0;
  const delivered = rows?.delivered ?? 0;
  return { pending: total - delivered, delivered };
}
