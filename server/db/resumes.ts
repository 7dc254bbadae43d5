/**
 * Résumé files (table `resume_files`, migration 0018): an upload is stored unattached, joined to
 * the application that refers to it in that application's transaction, and deleted an hour later
 * when none did. The bytes live in the database on both engines; erasure follows the entry
 * (db/erase.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ResumeFile } from '@/shared/staff/api-types';
import { isResumeFlag, type ExtractionState } from '@/shared/staff/resume-flags';
import { resumeTypes, type ResumeType } from '@/shared/forms/resume-file';
import type { Database } from './connection';
import type { Tables } from './schema';

/** How long an upload waits for an application to refer to it. */
export const unattachedLifetimeMs = 60 * 60_000;

/** What the database knows an upload by: a hash of the token only its uploader holds. */
export function uploadKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewUpload {
  uploadKey: string;
  uploadedAt: number;
  displayName: string;
  mediaType: string;
  size: number;
  sha256: string;
  flags: readonly string[];
  content: Uint8Array;
}

export async function insertUpload(database: Database, upload: NewUpload): Promise<void> {
  await database.db
    .insertInto('resume_files')
    .values({
      upload_key: upload.uploadKey,
      uploaded_at: upload.uploadedAt,
      display_name: upload.displayName,
      media_type: upload.mediaType,
      size: upload.size,
      sha256: upload.sha256,
      flags: upload.flags.join(','),
      content: upload.content,
    })
    .execute();
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

/** Deletes the uploads no application referred to within the hour; answers how many. */
export async function deleteUnattachedUploads(database: Database, now: number): Promise<number> {
  const result = await database.db
    .deleteFrom('resume_files')
    .where('submission_id', 'is', null)
    .where('uploaded_at', '<=', now - unattachedLifetimeMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
    .select(['media_type', 'content'])
    .where('id', '=', id)
    .where('extraction', '=', 'pending')
    .executeTakeFirst();
  if (!row) return undefined;
  const type = row.media_type === resumeTypes.pdf.mediaType ? 'pdf' : 'docx';
  return { type, content: row.content };
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
export function resumeContentOf(database: Database, submissionId: number) {
  return database.db
    .selectFrom('resume_files')
    .select(['display_name', 'media_type', 'content'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
}
