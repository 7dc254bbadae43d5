/**
 * Writing a submission: what the spam heuristics need to know about earlier arrivals, and the
 * insert itself, with its notification jobs in the same transaction (the outbox), so a
 * submission that was acknowledged is never left without its notification, and no notification
 * exists for a submission that was not stored. Then the reads of submissions that are not the
 * staff inbox's (db/inbox.ts): a sender's status page, the spam digest and a day's figures.
 */
import type { SourceKind } from '@/shared/analytics/reports';
import { typedFields } from '@/shared/staff/submission-fields';
import type { Kysely } from 'kysely';
import { dayInZone } from '../time-zone';
import type { Database } from './connection';
import { attachUpload } from './resumes';
import type { NewSubmission, NotificationChannel, SubmissionKind, Tables } from './schema';

/**
 * What a submission stores of its sender's visit (found by server/analytics/attribution.ts, given
 * to the intake where the runtime is composed).
 */
export interface Attribution {
  visit_id: number;
  source_kind: SourceKind;
  source: string;
  campaign: string | null;
  landing_page: string;
  came_from: string;
}

export interface ArrivalHistory {
  /** Submissions from the same client since `clientSince`. */
  recentFromClient: number;
  /** A submission with the same fingerprint arrived since `repeatSince`. */
  identicalRecently: boolean;
}

export async function arrivalHistory(
  database: Database,
  query: {
    clientHash: string | null;
    /** ISO 8601; undefined leaves the client's count out (0). */
    clientSince: string | undefined;
    fingerprint: string;
    repeatSince: string;
  },
): Promise<ArrivalHistory> {
  const { db } = database;
  const { clientHash, clientSince } = query;
  const recentFromClient =
    clientHash === null || clientSince === undefined
      ? 0
      : ((
          await db
            .selectFrom('submissions')
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .where('client_hash', '=', clientHash)
            .where('received_at', '>=', clientSince)
            .executeTakeFirst()
        )?.total ?? 0);
  const repeat = await db
    .selectFrom('submissions')
    .select('id')
    .where('fingerprint', '=', query.fingerprint)
    .where('received_at', '>=', query.repeatSince)
    .limit(1)
    .executeTakeFirst();
  return { recentFromClient, identicalRecently: repeat !== undefined };
}

export interface SubmissionRecord {
  submission: NewSubmission;
  /**
   * The same payload from the same client: a second one within `repeatWithinMs` is a repeat
   * (a double click, a retried request) and is not stored again.
   */
  repeatKey: string;
  repeatWithinMs: number;
  receivedAt: number;
  /** Flagged as spam: it lands in the spam folder and nobody is told. */
  spam: boolean;
  spamScore: number;
  spamReasons: readonly string[];
  clientHash: string | null;
  fingerprint: string;
  /** A notification job is written for each; none for spam. */
  channels: readonly NotificationChannel[];
  /** The sender's visit, when one was found. */
  attribution?: Attribution | null;
  /** The key of the résumé file the application refers to (db/resumes.ts). */
  uploadKey?: string | null;
}

/** Thrown inside the transaction to roll a repeat back. */
class Repeat extends Error {}

/**
 * The résumé file an application refers to is no longer waiting for it (deleted after its hour,
 * or attached to another entry): nothing is stored.
 */
export class UploadGone extends Error {}

/**
 * Stores the submission and its notification jobs; resolves once both are durable. A repeat of
 * one stored within the window resolves to that one, and stores nothing: of two identical
 * requests at once, one commits its key and the other finds it (on PostgreSQL, waiting on the
 * key's row until the first commits) and rolls back.
 */
export async function insertSubmission(
  database: Database,
  record: SubmissionRecord,
): Promise<{ id: number; repeat: boolean }> {
  const since = record.receivedAt - record.repeatWithinMs;
  const earlier = () =>
    database.db
      .selectFrom('submission_keys')
      .select('submission_id')
      .where('key', '=', record.repeatKey)
      .where('created_at', '>', since)
      .executeTakeFirst();
  const first = await earlier();
  if (first) return { id: first.submission_id, repeat: true };
  try {
    return await storeOnce(database, record, since);
  } catch (error) {
    if (!(error instanceof Repeat)) throw error;
    const stored = await earlier();
    if (!stored) throw new Error('A repeated submission found no earlier one.', { cause: error });
    return { id: stored.submission_id, repeat: true };
  }
}

async function storeOnce(
  database: Database,
  record: SubmissionRecord,
  since: number,
): Promise<{ id: number; repeat: false }> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('submissions')
      .values({
        ...record.submission,
        received_at: new Date(record.receivedAt).toISOString(),
        spam: record.spam ? 1 : 0,
        spam_score: record.spamScore,
        spam_reasons: record.spamReasons.join(','),
        client_hash: record.clientHash,
        fingerprint: record.fingerprint,
        ...record.attribution,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = await trx
      .insertInto('submission_keys')
      .values({ key: record.repeatKey, submission_id: row.id, created_at: record.receivedAt })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({ submission_id: row.id, created_at: record.receivedAt })
          .where('submission_keys.created_at', '<=', since),
      )
      .executeTakeFirst();
    if (Number(key.numInsertedOrUpdatedRows ?? 0) === 0) throw new Repeat();
    if (
      record.uploadKey &&
      !(await attachUpload(trx, record.uploadKey, row.id, record.receivedAt))
    ) {
      throw new UploadGone();
    }
    if (record.channels.length > 0) {
      await trx
        .insertInto('outbox')
        .values(
          record.channels.map((channel) => ({
            submission_id: row.id,
            channel,
            created_at: record.receivedAt,
            next_attempt_at: record.receivedAt,
          })),
        )
        .execute();
    }
    return { id: row.id, repeat: false as const };
  });
}

/** The address a submission's confirmation would go to; undefined when it is gone. */
export function senderAddressOf(db: Kysely<Tables>, id: number) {
  return db
    .selectFrom('submissions')
    .select('orgnization_email')
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * What a sender's status page shows of their submission: where it stands, and what they typed;
 * undefined when it is gone.
 */
export function statusEntryOf(database: Database, id: number) {
  return database.db
    .selectFrom('submissions')
    .select(['id', 'kind', 'stage', 'received_at', ...typedFields, 'position'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether any submission received in [since, until) (ms since the epoch) is flagged as spam. */
export async function anyFlaggedBetween(
  db: Kysely<Tables>,
  since: number,
  until: number,
): Promise<boolean> {
  const flagged = await db
    .selectFrom('submissions')
    .select('id')
    .where('spam', '=', 1)
    .where('received_at', '>=', new Date(since).toISOString())
    .where('received_at', '<', new Date(until).toISOString())
    .limit(1)
    .executeTakeFirst();
  return flagged !== undefined;
}

/** The submissions received in [since, until) that are flagged as spam, oldest first. */
export function flaggedBetween(database: Database, since: number, until: number) {
  return database.db
    .selectFrom('submissions')
    .select(['id', 'kind', 'first_name', 'last_name', 'received_at', 'spam_reasons'])
    .where('spam', '=', 1)
    .where('received_at', '>=', new Date(since).toISOString())
    .where('received_at', '<', new Date(until).toISOString())
    .orderBy('id')
    .execute();
}

const dayMs = 24 * 60 * 60_000;

/** Submissions received on the day (in the company's zone), for the day's figures. */
export async function submissionsReceivedOn(db: Kysely<Tables>, day: string, timeZone: string) {
  const start = Date.parse(`${day}T00:00:00Z`);
  // A day in any zone lies within the UTC day before, that day and the day after.
  const rows = await db
    .selectFrom('submissions')
    .select(['kind', 'spam', 'visit_id', 'came_from', 'received_at'])
    .where('received_at', '>=', new Date(start - dayMs).toISOString())
    .where('received_at', '<', new Date(start + 2 * dayMs).toISOString())
    .execute();
  return rows.filter((row) => dayInZone(new Date(row.received_at), timeZone) === day);
}

/** The kind of an entry, which decides who on the staff may see it; undefined when there is none. */
export async function kindOfSubmission(
  database: Database,
  id: number,
): Promise<SubmissionKind | undefined> {
  const row = await database.db
    .selectFrom('submissions')
    .select('kind')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.kind;
}
