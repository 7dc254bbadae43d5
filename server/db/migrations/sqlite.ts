/**
 * Versioned schema of the SQLite engine. Never edit a migration that has shipped: add the next
 * one. The first is the table the gateway has always created, written so that a file made before
 * migrations existed opens unchanged and keeps its rows.
 */
import { inboxColumns, type Statements } from './statements';

const submissionsTable = `CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'apply')),
  received_at TEXT NOT NULL,
  portal_name TEXT NOT NULL,
  requested_demo_for_product_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  orgnization_email TEXT NOT NULL,
  orgnization_name TEXT NOT NULL,
  message TEXT NOT NULL,
  country TEXT,
  CHECK ((kind = 'apply') = (country IS NOT NULL))
)`;

/** Every field a person typed, searchable as words (FTS5 keeps only the index; rows stay above). */
const ftsColumns =
  'first_name, last_name, orgnization_email, orgnization_name, country, message, portal_name, requested_demo_for_product_name';
const ftsValues = (row: 'new' | 'old') =>
  ftsColumns
    .split(', ')
    .map((column) => `${row}.${column}`)
    .join(', ');

export const sqliteMigrations: Record<string, Statements> = {
  '0001-submissions': [submissionsTable],

  '0002-inbox': [
    ...inboxColumns,
    `CREATE VIRTUAL TABLE submissions_fts USING fts5(${ftsColumns},
       content='submissions', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    `CREATE TRIGGER submissions_fts_insert AFTER INSERT ON submissions BEGIN
       INSERT INTO submissions_fts (rowid, ${ftsColumns}) VALUES (new.id, ${ftsValues('new')});
     END`,
    `CREATE TRIGGER submissions_fts_delete AFTER DELETE ON submissions BEGIN
       INSERT INTO submissions_fts (submissions_fts, rowid, ${ftsColumns})
         VALUES ('delete', old.id, ${ftsValues('old')});
     END`,
    `CREATE TRIGGER submissions_fts_update AFTER UPDATE OF ${ftsColumns} ON submissions BEGIN
       INSERT INTO submissions_fts (submissions_fts, rowid, ${ftsColumns})
         VALUES ('delete', old.id, ${ftsValues('old')});
       INSERT INTO submissions_fts (rowid, ${ftsColumns}) VALUES (new.id, ${ftsValues('new')});
     END`,
    // Rows stored before this migration become searchable too.
    `INSERT INTO submissions_fts (submissions_fts) VALUES ('rebuild')`,
  ],

  '0003-staff': [
    `CREATE TABLE staff_users (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       email TEXT NOT NULL UNIQUE,
       password_hash TEXT NOT NULL,
       created_at INTEGER NOT NULL,
       last_sign_in_at INTEGER
     )`,
    `CREATE TABLE staff_sessions (
       id TEXT PRIMARY KEY,
       staff_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
       csrf_token TEXT NOT NULL,
       created_at INTEGER NOT NULL,
       last_seen_at INTEGER NOT NULL
     )`,
    'CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id)',
    `CREATE TABLE sign_in_throttle (
       key TEXT PRIMARY KEY,
       failures INTEGER NOT NULL,
       last_failure_at INTEGER NOT NULL,
       locked_until INTEGER NOT NULL
     )`,
  ],

  '0004-outbox': [
    `CREATE TABLE outbox (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
       channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
       created_at INTEGER NOT NULL,
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at INTEGER NOT NULL,
       locked_until INTEGER NOT NULL DEFAULT 0,
       delivered_at INTEGER,
       last_error TEXT,
       UNIQUE (submission_id, channel)
     )`,
    'CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL',
  ],

  '0005-shared-state': [
    `CREATE TABLE rate_limits (
       key TEXT PRIMARY KEY,
       window_started_at INTEGER NOT NULL,
       hits INTEGER NOT NULL
     )`,
    'CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
    'CREATE TABLE periodic_tasks (name TEXT PRIMARY KEY, last_run_at INTEGER NOT NULL)',
  ],
};
