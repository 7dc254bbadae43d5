/**
 * Accepting a submission: score it for spam against what arrived before, then store it and its
 * notification jobs in one transaction (the outbox), so a submission that was acknowledged is
 * never left without its notification, and no notification exists for a submission that was not
 * stored. Spam-flagged entries get no job: nobody is told about them.
 */
import { burstWindowMs, fingerprintOf, repeatWindowMs, scoreSubmission } from '../spam';
import type { Database } from './connection';
import type { NotificationChannel } from './schema';
import type {
  ArrivalContext,
  NewSubmission,
  StoredSubmission,
  SubmissionStore,
} from './submission-types';

export interface SubmissionStoreOptions {
  /** Channels a notification job is written for (none when notifications are not configured). */
  channels: readonly NotificationChannel[];
  /** Submissions one client may send within ten minutes before the burst heuristic fires; 0 = off. */
  burstMax: number;
  /** Told after each commit that wrote notification jobs (wakes the outbox worker). */
  onQueued?: () => void;
  now?: () => number;
}

const payloadColumns = [
  'id',
  'kind',
  'received_at',
  'portal_name',
  'requested_demo_for_product_name',
  'first_name',
  'last_name',
  'orgnization_email',
  'orgnization_name',
  'message',
  'country',
] as const;

export class DatabaseSubmissionStore implements SubmissionStore {
  readonly #database: Database;
  readonly #options: SubmissionStoreOptions;
  readonly #now: () => number;

  constructor(database: Database, options: SubmissionStoreOptions) {
    this.#database = database;
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  async insert(submission: NewSubmission, context: ArrivalContext = {}): Promise<StoredSubmission> {
    const { db } = this.#database;
    const now = this.#now();
    const clientHash = context.clientHash ?? null;
    const fingerprint = fingerprintOf(submission);

    const recentFromClient =
      clientHash === null || this.#options.burstMax === 0
        ? 0
        : ((
            await db
              .selectFrom('submissions')
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .where('client_hash', '=', clientHash)
              .where('received_at', '>=', new Date(now - burstWindowMs).toISOString())
              .executeTakeFirst()
          )?.total ?? 0);
    const repeat = await db
      .selectFrom('submissions')
      .select('id')
      .where('fingerprint', '=', fingerprint)
      .where('received_at', '>=', new Date(now - repeatWindowMs).toISOString())
      .limit(1)
      .executeTakeFirst();
    const verdict = scoreSubmission(
      submission,
      { recentFromClient, identicalRecently: repeat !== undefined },
      this.#options.burstMax,
    );
    const channels = verdict.spam ? [] : this.#options.channels;

    const stored = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('submissions')
        .values({
          ...submission,
          received_at: new Date(now).toISOString(),
          status: verdict.spam ? 'spam' : 'new',
          spam_score: verdict.score,
          spam_reasons: verdict.reasons.join(','),
          client_hash: clientHash,
          fingerprint,
        })
        .returning(payloadColumns)
        .executeTakeFirstOrThrow();
      if (channels.length > 0) {
        await trx
          .insertInto('outbox')
          .values(
            channels.map((channel) => ({
              submission_id: row.id,
              channel,
              created_at: now,
              next_attempt_at: now,
            })),
          )
          .execute();
      }
      return row;
    });
    if (channels.length > 0) this.#options.onQueued?.();
    return stored;
  }

  async count(): Promise<number> {
    const row = await this.#database.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    return row?.total ?? 0;
  }

  list(): Promise<StoredSubmission[]> {
    return this.#database.db
      .selectFrom('submissions')
      .select(payloadColumns)
      .orderBy('id')
      .execute();
  }

  close(): Promise<void> {
    return this.#database.close();
  }
}
