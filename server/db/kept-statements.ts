/**
 * SQLite statements compiled once per text and kept. Kysely's SQLite driver prepares every query
 * afresh, so each submission and each slice of beacons compiled the same texts again and again,
 * on the event loop the forms share. Texts with lists of values (`in (?, ?, ...)`) come in many
 * lengths, so only the most recently used are kept. A kept statement is only ever run to its end
 * (`all`, `run`) while the one connection is held, so no two uses of it overlap.
 */
import type SqliteDatabase from 'better-sqlite3';

export type Statement = SqliteDatabase.Statement;

/** better-sqlite3's `prepare`, answering a text it has compiled before with the same statement. */
export interface KeptStatements {
  prepare(text: string): Statement;
}

/** Statements kept by default: room for every fixed text the gateway runs, and many list lengths. */
const defaultLimit = 500;

export function keepStatements(
  sqlite: SqliteDatabase.Database,
  limit = defaultLimit,
): KeptStatements {
  // A Map iterates in insertion order: a statement used again moves to the end, so the first
  // key is always the one least recently used.
  const kept = new Map<string, Statement>();
  return {
    prepare(text) {
      const statement = kept.get(text) ?? sqlite.prepare(text);
      kept.delete(text);
      kept.set(text, statement);
      if (kept.size > limit) {
        const [oldest] = kept.keys();
        if (oldest !== undefined) kept.delete(oldest);
      }
      return statement;
    },
  };
}
