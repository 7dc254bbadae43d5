/**
 * Erasure that erases. Deleting an entry takes everything that belongs to it: its notification
 * jobs, its repeat key and its résumé file (bytes and all). Its history in the audit trail stays, without anything of the entry
 * in it: who did what and when, under the entry's number, which no longer leads anywhere (the
 * trail never held what a sender wrote). On SQLite the file is opened with
 * `secure_delete` (freed space is overwritten with zeros) and the search index deletes a row's
 * words as it goes (FTS5's secure-delete, set by a migration); once committed, the write-ahead
 * log is checkpointed and truncated, so no copy of the row is left in the WAL either. On
 * PostgreSQL the row and its search vector are one tuple, which the server's vacuum reclaims
 * (docs/security.md has the note for operators).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from './connection';
import type { Tables } from './schema';
import type { ExpressionBuilder, Transaction } from 'kysely';

type SubmissionCondition = (eb: ExpressionBuilder<Tables, 'submissions'>) => Expression<SqlBool>;

export interface Erased {
  /** The ids of the erased submissions. */
  ids: number[];
  /** Their notification jobs, delivered or not. */
  notifications: number;
}

/** Deletes the submissions that meet `condition` with all that belongs to them. */
export async function eraseSubmissions(
  trx: Transaction<Tables>,
  condition: SubmissionCondition,
): Promise<Erased> {
  const ids = (await trx.selectFrom('submissions').select('id').where(condition).execute()).map(
    (row) => row.id,
  );
  let notifications = 0;
  // Lists of ids in slices a statement can hold on either engine.
  for (let start = 0; start < ids.length; start += 500) {
    const slice = ids.slice(start, start + 500);
    const jobs = await trx
      .deleteFrom('outbox')
      .where('submission_id', 'in', slice)
      .executeTakeFirst();
    notifications += Number(jobs.numDeletedRows);
    await trx
      .updateTable('audit_log')
      .set({
        detail: sql<string>`'#' || ${sql.ref('entry_id')} || (CASE WHEN detail = '' THEN '' ELSE ': ' || detail END)`,
        entry_id: null,
      })
      .where('entry_id', 'in', slice)
      .execute();
    await trx.deleteFrom('submission_keys').where('submission_id', 'in', slice).execute();
    // A file's bytes (its parts) before the row that names them.
    await trx
      .deleteFrom('resume_file_parts')
      .where(
        'content_key',
        'in',
        trx.selectFrom('resume_files').select('content_key').where('submission_id', 'in', slice),
      )
      .execute();
    await trx.deleteFrom('resume_files').where('submission_id', 'in', slice).execute();
    await trx.deleteFrom('submissions').where('id', 'in', slice).execute();
  }
  return { ids, notifications };
}

/**
 * After an erasure has committed: on SQLite, write the log's pages into the file and empty the
 * log, so the deleted rows' old pages are overwritten there and gone from the log.
 */
export async function settleErasure(database: Database): Promise<void> {
  if (database.engine !== 'sqlite') return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
}

/**
 * Rewrites the search index into as few segments as possible (the daily sweep): the index's old
 * segments, whose pages may still hold deleted words, are freed and, with secure_delete, zeroed.
 */
export async function optimiseSearchIndex(database: Database): Promise<void> {
  if (database.engine !== 'sqlite') return;
  await sql`INSERT INTO submissions_fts (submissions_fts) VALUES ('optimize')`.execute(database.db);
  await sql`INSERT INTO resume_files_fts (resume_files_fts) VALUES ('optimize')`.execute(
    database.db,
  );
}
