/**
 * Writing a submission: what the spam heuristics need to know about earlier arrivals, and the
 * insert itself, with its notification jobs in the same transaction (the outbox), so a
 * submission that was acknowledged is never left without its notification, and no notification
 * exists for a submission that was not stored.
 */
import type { Database } from './connection';
import type { NewSubmission, NotificationChannel, SubmissionStatus } from './schema';

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
  receivedAt: number;
  status: SubmissionStatus;
  spamScore: number;
  spamReasons: readonly string[];
  clientHash: string | null;
  fingerprint: string;
  /** A notification job is written for each; none for spam. */
  channels: readonly NotificationChannel[];
}

/** Stores the submission and its notification jobs; resolves once both are durable. */
export async function insertSubmission(
  database: Database,
  record: SubmissionRecord,
): Promise<{ id: number }> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('submissions')
      .values({
        ...record.submission,
        received_at: new Date(record.receivedAt).toISOString(),
        status: record.status,
        spam_score: record.spamScore,
        spam_reasons: record.spamReasons.join(','),
        client_hash: record.clientHash,
        fingerprint: record.fingerprint,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
    return row;
  });
}
