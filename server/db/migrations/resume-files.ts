/**
 * Migrations 0018 and 0020: résumé files kept in the database beside their entry (what they are,
 * what was found in them, their text for search), then their bytes moved to parts of at most
 * 512 KiB. schema.ts says why beside each. Never edit them once shipped: add the next migration.
 */
import type { Engine } from '../connection';
import type { ColumnTypes } from './column-types';
import { resumeSearch } from './search';
import type { Statements } from './statements';

export function resumeFilesMigration(engine: Engine, { id, bigint }: ColumnTypes): Statements {
  return [
    `CREATE TABLE resume_files (
         id ${id},
         upload_key TEXT NOT NULL UNIQUE,
         submission_id ${bigint} REFERENCES submissions (id) ON DELETE CASCADE,
         uploaded_at ${bigint} NOT NULL,
         display_name TEXT NOT NULL,
         media_type TEXT NOT NULL,
         size ${bigint} NOT NULL,
         sha256 TEXT NOT NULL,
         flags TEXT NOT NULL DEFAULT '',
         content ${engine === 'postgres' ? 'BYTEA' : 'BLOB'} NOT NULL,
         extraction TEXT NOT NULL DEFAULT 'pending'
           CHECK (extraction IN ('pending', 'done', 'no-text', 'failed', 'timed-out')),
         text TEXT
       )`,
    "CREATE INDEX resume_files_to_read ON resume_files (id) WHERE extraction = 'pending'",
    'CREATE INDEX resume_files_submission ON resume_files (submission_id) WHERE submission_id IS NOT NULL',
    'CREATE INDEX resume_files_unattached ON resume_files (uploaded_at) WHERE submission_id IS NULL',
    ...resumeSearch(engine),
  ];
}

export function resumePartsMigration(engine: Engine, { bigint }: ColumnTypes): Statements {
  return [
    `CREATE TABLE resume_file_parts (
         content_key TEXT NOT NULL,
         part INTEGER NOT NULL,
         bytes ${engine === 'postgres' ? 'BYTEA' : 'BLOB'} NOT NULL,
         stored_at ${bigint} NOT NULL,
         PRIMARY KEY (content_key, part)
       )`,
    // Parts no file names (an upload cut short) are found by age.
    'CREATE INDEX resume_file_parts_stored_at ON resume_file_parts (stored_at)',
    'ALTER TABLE resume_files ADD COLUMN content_key TEXT',
    engine === 'postgres'
      ? 'UPDATE resume_files SET content_key = md5(random()::text || clock_timestamp()::text || id::text)'
      : 'UPDATE resume_files SET content_key = lower(hex(randomblob(16)))',
    `INSERT INTO resume_file_parts (content_key, part, bytes, stored_at)
         SELECT content_key, 0, content, uploaded_at FROM resume_files`,
    'ALTER TABLE resume_files DROP COLUMN content',
    'CREATE UNIQUE INDEX resume_files_content_key ON resume_files (content_key)',
    // SQLite cannot add a NOT NULL column without a default; the code always sets it there.
    ...(engine === 'postgres'
      ? ['ALTER TABLE resume_files ALTER COLUMN content_key SET NOT NULL']
      : []),
  ];
}
