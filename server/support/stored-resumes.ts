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
    ])
    .orderBy('id')
    .execute();
}

/** The bytes of a stored file. */
export async function storedResumeBytes(database: Database, id: number): Promise<Buffer> {
  const row = await database.db
    .selectFrom('resume_files')
    .select('content')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.content);
}
