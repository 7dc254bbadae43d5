import { sql, type Kysely, type Migration } from 'kysely';

/** A migration as the SQL statements it runs, in order (one statement per string). */
export type Statements = readonly string[];

/** Kysely migrations from statement lists; nothing is ever migrated down. */
export function asMigrations(source: Record<string, Statements>): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(source).map(([name, statements]) => [
      name,
      {
        async up(db: Kysely<unknown>) {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      },
    ]),
  );
}

/**
 * The inbox's columns and indexes on the submissions table, written the same way for both
 * engines (migration 0002 of each).
 */
export const inboxColumns: Statements = [
  `ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
     CHECK (status IN ('new', 'handled', 'spam'))`,
  'ALTER TABLE submissions ADD COLUMN spam_score INTEGER NOT NULL DEFAULT 0',
  `ALTER TABLE submissions ADD COLUMN spam_reasons TEXT NOT NULL DEFAULT ''`,
  'ALTER TABLE submissions ADD COLUMN client_hash TEXT',
  'ALTER TABLE submissions ADD COLUMN fingerprint TEXT',
  'CREATE INDEX submissions_status ON submissions (status, id)',
  'CREATE INDEX submissions_kind_status ON submissions (kind, status, id)',
  'CREATE INDEX submissions_received_at ON submissions (received_at)',
  'CREATE INDEX submissions_client ON submissions (client_hash, received_at) WHERE client_hash IS NOT NULL',
  'CREATE INDEX submissions_fingerprint ON submissions (fingerprint, received_at)',
];
