/** A test server's résumé files, read straight from its database. */
import type { Database } from '../db';

/** Every stored file without its bytes, oldest first. */
export function storedResumes(database: Database) {
  return database.db
    .selectFrom('resume_files')
    .select([
      'id',
      'submission_id',
      'uploaded_at',
      'display_name',
      'media_type',
      'size',
      'sha256',
      'flags',
      'upload_key',
      'content_key',
    ])
    .orderBy('id')
    .execute();
}

/** The bytes of a stored file: its parts joined in order. */
export async function storedResumeBytes(database: Database, id: number): Promise<Buffer> {
  const parts = await storedResumeParts(database, id);
  return Buffer.concat(parts.map((part) => part.bytes));
}

/** A stored file's parts, in order. */
export async function storedResumeParts(database: Database, id: number) {
  const { content_key } = await database.db
    .selectFrom('resume_files')
    .select('content_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return database.db
    .selectFrom('resume_file_parts')
    .select(['part', 'bytes', 'stored_at'])
    .where('content_key', '=', content_key)
    .orderBy('part')
    .execute();
}

/** How many parts are stored, whether or not a file names them. */
export async function storedPartCount(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('resume_file_parts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
