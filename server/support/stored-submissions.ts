/** A test server's submissions, read and stored straight in its database. */
import { payloadFields } from '@/shared/staff/submission-fields';
import type { Database, NewSubmission } from '../db';
import { acceptSubmission } from '../gateway/intake';
import type { TestServer } from './test-server';

/** A stored submission as the form sent it: its id, kind, arrival time and payload fields. */
export type StoredSubmission = NewSubmission & { id: number; received_at: string };

/** Every stored submission, oldest first, with its payload fields. */
export function storedSubmissions(database: Database): Promise<StoredSubmission[]> {
  return database.db
    .selectFrom('submissions')
    .select(['id', 'kind', 'received_at', 'position', 'onsite', ...payloadFields])
    .orderBy('id')
    .execute();
}

/** How many submissions are stored. */
export async function submissionCount(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return row?.total ?? 0;
}

/** Stores a submission as the gateway does after validating one (spam checks, outbox). */
export async function storeSubmission(
  server: TestServer,
  submission: NewSubmission,
  clientHash: string | null = null,
): Promise<StoredSubmission> {
  const { id } = await acceptSubmission(server.runtime.intake, submission, clientHash);
  return server.database.db
    .selectFrom('submissions')
    .select(['id', 'kind', 'received_at', 'position', 'onsite', ...payloadFields])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
