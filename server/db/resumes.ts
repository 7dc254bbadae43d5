/**
 * Résumé files (table `resume_files`, migration 0018): an upload is stored unattached, joined to
 * the application that refers to it in that application's transaction, and deleted an hour later
 * when none did. The bytes live in the database on both engines, in parts of at most 512 KiB
 * (table `resume_file_parts`, migration 0020); erasure follows the entry (db/erase.ts).
 *
 * Why parts: better-sqlite3 runs each statement on the thread that calls it, and inserting a
 * 10 MB value held the event loop the forms share for up to ~90 ms. Each part is written, and
 * read, by a statement of its own, with the event loop free between them. Not in a transaction:
 * on SQLite one would hold the single connection, and every other query, across those pauses.
 * Instead the parts are written first under a fresh random key and the file's row, which names
 * that key, is one small insert after them: a file is never seen without all its parts. Parts
 * that no row names (a process that stopped mid-upload) go after an hour with the unattached
 * uploads.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ResumeFile } from '@/shared/staff/api-types';
import { isResumeFlag, type ExtractionState } from '@/shared/staff/resume-flags';
import { resumeTypes, type ResumeType } from '@/shared/forms/resume-file';
import { nextTurn } from '../loop-turns';
import type { Database } from './connection';
import type { Tables } from './schema';

/** How long an upload waits for an application to refer to it. */
export const unattachedLifetimeMs = 60 * 60_000;

/** The largest part of a file's bytes that one statement writes or reads. */
export const resumePartBytes = 512 * 1024;

/** What the database knows an upload by: a hash of the token only its uploader holds. */
export function uploadKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewUpload {
  uploadKey: string;
  uploadedAt: number;
  displayName: string;
  mediaType: string;
  flags: readonly string[];
  content: Uint8Array;
}

/**
 * Stores an upload: its bytes part by part under a fresh key (hashed as they go), then its row.
 * Answers the content's SHA-256 (hex). Parts written before a failure are deleted when possible,
 * and otherwise by the hourly check.
 */
export async function insertUpload(database: Database, upload: NewUpload): Promise<string> {
  const contentKey = randomBytes(16).toString('hex');
  const hash = createHash('sha256');
  try {
    // At least one part, so that even an empty file has its bytes stored.
    for (let part = 0, offset = 0; part === 0 || offset < upload.content.length; part += 1) {
      await nextTurn();
      const bytes = upload.content.subarray(offset, offset + resumePartBytes);
      offset += bytes.length;
      hash.update(bytes);
      await database.db
        .insertInto('resume_file_parts')
        .values({ content_key: contentKey, part, bytes, stored_at: upload.uploadedAt })
        .execute();
    }
    const sha256 = hash.digest('hex');
    await database.db
      .insertInto('resume_files')
      .values({
        upload_key: upload.uploadKey,
        uploaded_at: upload.uploadedAt,
        display_name: upload.displayName,
        media_type: upload.mediaType,
        size: upload.content.length,
        sha256,
        flags: upload.flags.join(','),
        content_key: contentKey,
      })
      .execute();
    return sha256;
  } catch (error) {
    await database.db
      .deleteFrom('resume_file_parts')
      .where('content_key', '=', contentKey)
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/**
 * A file's bytes, part by part with the event loop free between them; undefined when they are
 * gone (erased meanwhile) or do not add up to the file's size.
 */
async function contentOf(
  database: Database,
  contentKey: string,
  size: number,
): Promise<Buffer<ArrayBuffer> | undefined> {
  const parts = await database.db
    .selectFrom('resume_file_parts')
    .select('part')
    .where('content_key', '=', contentKey)
    .orderBy('part')
    .execute();
  const content = Buffer.alloc(size);
  let length = 0;
  for (const { part } of parts) {
    await nextTurn();
    const row = await database.db
      .selectFrom('resume_file_parts')
      .select('bytes')
      .where('content_key', '=', contentKey)
      .where('part', '=', part)
      .executeTakeFirst();
    if (!row || length + row.bytes.length > size) return undefined;
    content.set(row.bytes, length);
    length += row.bytes.length;
  }
  return length === size ? content : undefined;
}

/**
 * Whether an application may still refer to the upload: it is there, and either waits for one
 * (and is younger than an hour) or is attached already (the application sent again, which is
 * answered as its first).
 */
export async function uploadUsable(
  database: Database,
  uploadKey: string,
  now: number,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('resume_files')
    .select(['submission_id', 'uploaded_at'])
    .where('upload_key', '=', uploadKey)
    .executeTakeFirst();
  if (!row) return false;
  return row.submission_id !== null || row.uploaded_at > now - unattachedLifetimeMs;
}

/**
 * Joins a waiting upload to the entry, inside the entry's transaction; false when it is gone,
 * too old or already someone's (the caller then rolls back).
 */
export async function attachUpload(
  trx: Kysely<Tables>,
  uploadKey: string,
  submissionId: number,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('resume_files')
    .set({ submission_id: submissionId })
    .where('upload_key', '=', uploadKey)
    .where('submission_id', 'is', null)
    .where('uploaded_at', '>', now - unattachedLifetimeMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the uploads no application referred to within the hour, and the parts no file names
 * that are as old (an upload cut short: a file's row is written after its parts); answers how
 * many rows went. A row holds no bytes; the parts go one statement each, with the event loop free
 * between them (on SQLite, freeing a 10 MB file's pages at once, zeroed, took as long as writing
 * it), and this runs after each upload too.
 */
export async function deleteUnattachedUploads(database: Database, now: number): Promise<number> {
  const before = now - unattachedLifetimeMs;
  const files = await database.db
    .deleteFrom('resume_files')
    .where('submission_id', 'is', null)
    .where('uploaded_at', '<=', before)
    .executeTakeFirst();
  // The deleted files' parts among them: a file's parts are no younger than its row. No file
  // comes to name them later: a row is only ever written just after its parts, under a new key.
  const orphans = await database.db
    .selectFrom('resume_file_parts')
    .select(['content_key', 'part'])
    .where('stored_at', '<=', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('resume_files')
            .select('resume_files.id')
            .whereRef('resume_files.content_key', '=', 'resume_file_parts.content_key'),
        ),
      ),
    )
    .execute();
  let parts = 0;
  for (const orphan of orphans) {
    await nextTurn();
    const deleted = await database.db
      .deleteFrom('resume_file_parts')
      .where('content_key', '=', orphan.content_key)
      .where('part', '=', orphan.part)
      .executeTakeFirst();
    parts += Number(deleted.numDeletedRows);
  }
  return Number(files.numDeletedRows) + parts;
}

/** What staff are told of the file attached to an entry; null without one. */
export async function resumeFileOf(
  database: Database,
  submissionId: number,
): Promise<ResumeFile | null> {
  const row = await database.db
    .selectFrom('resume_files')
    .select(['display_name', 'media_type', 'size', 'sha256', 'flags', 'extraction', 'text'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.display_name,
    size: row.size,
    mediaType: row.media_type,
    sha256: row.sha256,
    flags: row.flags.split(',').filter(isResumeFlag),
    extraction: row.extraction,
    text: row.text,
  };
}

/** The files whose text waits to be read, oldest first. */
export async function resumesToRead(database: Database): Promise<number[]> {
  const rows = await database.db
    .selectFrom('resume_files')
    .select('id')
    .where('extraction', '=', 'pending')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}

/** A file to read, while it still waits; undefined once it is gone or read. */
export async function resumeToRead(
  database: Database,
  id: number,
): Promise<{ type: ResumeType; content: Uint8Array } | undefined> {
  const row = await database.db
    .selectFrom('resume_files')
    .select(['media_type', 'content_key', 'size'])
    .where('id', '=', id)
    .where('extraction', '=', 'pending')
    .executeTakeFirst();
  if (!row) return undefined;
  const content = await contentOf(database, row.content_key, row.size);
  if (!content) return undefined;
  const type = row.media_type === resumeTypes.pdf.mediaType ? 'pdf' : 'docx';
  return { type, content };
}

export async function saveResumeText(
  database: Database,
  id: number,
  outcome: { state: Exclude<ExtractionState, 'pending'>; text?: string },
): Promise<void> {
  await database.db
    .updateTable('resume_files')
    .set({ extraction: outcome.state, text: outcome.text ?? null })
    .where('id', '=', id)
    .execute();
}

/** The file attached to an entry, bytes and all, for a download; undefined without one. */
export async function resumeContentOf(
  database: Database,
  submissionId: number,
): Promise<{ display_name: string; media_type: string; content: Buffer<ArrayBuffer> } | undefined> {
  const row = await database.db
    .selectFrom('resume_files')
    .select(['display_name', 'media_type', 'content_key', 'size'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const content = await contentOf(database, row.content_key, row.size);
  if (!content) return undefined;
  return { display_name: row.display_name, media_type: row.media_type, content };
}
