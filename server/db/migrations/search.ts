/**
 * Full-text search over every field a person typed: FTS5 with triggers on SQLite, a generated
 * tsvector with a GIN index on PostgreSQL. Migration 0002 of each engine creates it.
 */
import type { Statements } from './statements';

/** The searched columns, in the order of the first index. */
const columns = [
  'first_name',
  'last_name',
  'orgnization_email',
  'orgnization_name',
  'country',
  'message',
  'portal_name',
  'requested_demo_for_product_name',
] as const;

const columnList = columns.join(', ');
const rowValues = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');

/**
 * FTS5 keeps only the index; the rows stay in the submissions table. With `prefixes`, it also
 * indexes every word's first one, two and three letters, so a short prefix (a search for "a"
 * while typing) reads one list instead of merging every word that starts with it.
 */
export function sqliteSearch(prefixes: boolean): Statements {
  return [
    `CREATE VIRTUAL TABLE submissions_fts USING fts5(${columnList},
     content='submissions', content_rowid='id', tokenize='unicode61 remove_diacritics 2'${prefixes ? ", prefix='1 2 3'" : ''})`,
    `CREATE TRIGGER submissions_fts_insert AFTER INSERT ON submissions BEGIN
     INSERT INTO submissions_fts (rowid, ${columnList}) VALUES (new.id, ${rowValues('new')});
   END`,
    `CREATE TRIGGER submissions_fts_delete AFTER DELETE ON submissions BEGIN
     INSERT INTO submissions_fts (submissions_fts, rowid, ${columnList})
       VALUES ('delete', old.id, ${rowValues('old')});
   END`,
    `CREATE TRIGGER submissions_fts_update AFTER UPDATE OF ${columnList} ON submissions BEGIN
     INSERT INTO submissions_fts (submissions_fts, rowid, ${columnList})
       VALUES ('delete', old.id, ${rowValues('old')});
     INSERT INTO submissions_fts (rowid, ${columnList}) VALUES (new.id, ${rowValues('new')});
   END`,
    // Rows stored before this migration become searchable too.
    `INSERT INTO submissions_fts (submissions_fts) VALUES ('rebuild')`,
  ];
}

/** Takes the index of `sqliteSearch` away again, before it is made anew. */
export const dropSqliteSearch: Statements = [
  'DROP TRIGGER submissions_fts_insert',
  'DROP TRIGGER submissions_fts_delete',
  'DROP TRIGGER submissions_fts_update',
  'DROP TABLE submissions_fts',
];

/**
 * The same words on PostgreSQL. Punctuation inside e-mail addresses and links becomes a space
 * first, so "example" finds jane@example.com as it does with SQLite's tokenizer.
 */
const searchDocument = `to_tsvector('simple'::regconfig, translate(
  ${columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ")},
  '@./:_+-', '       '))`;

export const postgresSearch: Statements = [
  `ALTER TABLE submissions ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (${searchDocument}) STORED`,
  'CREATE INDEX submissions_search ON submissions USING GIN (search)',
];

/**
 * The text read from résumé files (migration 0018), searched beside the entries' own fields: an
 * FTS5 index of its own on SQLite (the same tokenizer and prefixes, deleting a row's words at
 * once), a generated tsvector on PostgreSQL.
 */
export function resumeSearch(engine: 'sqlite' | 'postgres'): Statements {
  if (engine === 'postgres') {
    return [
      `ALTER TABLE resume_files ADD COLUMN search TSVECTOR GENERATED ALWAYS AS
         (to_tsvector('simple'::regconfig, translate(coalesce(text, ''), '@./:_+-', '       '))) STORED`,
      'CREATE INDEX resume_files_search ON resume_files USING GIN (search)',
    ];
  }
  return [
    `CREATE VIRTUAL TABLE resume_files_fts USING fts5(text,
     content='resume_files', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
    `INSERT INTO resume_files_fts (resume_files_fts, rank) VALUES ('secure-delete', 1)`,
    `CREATE TRIGGER resume_files_fts_insert AFTER INSERT ON resume_files BEGIN
     INSERT INTO resume_files_fts (rowid, text) VALUES (new.id, new.text);
   END`,
    `CREATE TRIGGER resume_files_fts_delete AFTER DELETE ON resume_files BEGIN
     INSERT INTO resume_files_fts (resume_files_fts, rowid, text) VALUES ('delete', old.id, old.text);
   END`,
    `CREATE TRIGGER resume_files_fts_update AFTER UPDATE OF text ON resume_files BEGIN
     INSERT INTO resume_files_fts (resume_files_fts, rowid, text) VALUES ('delete', old.id, old.text);
     INSERT INTO resume_files_fts (rowid, text) VALUES (new.id, new.text);
   END`,
  ];
}
