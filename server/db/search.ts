/**
 * Full-text search over every field of a submission: FTS5 on SQLite, a tsvector with a GIN index
 * on PostgreSQL. The words of the query are cut the same way on both (letters and digits; every
 * other character separates), each matches as a prefix, and all must match.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database, Engine } from './connection';

/** Longest query accepted; a search box needs no more. */
export const maxQueryLength = 200;
/** Words used at most; more only make the query slower, not better. */
const maxWords = 12;

export function searchWords(query: string): string[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, maxWords);
}

/** A condition on `submissions` that holds when every word matches a word of the submission. */
export function matchesWords(engine: Engine, words: readonly string[]): RawBuilder<boolean> {
  if (engine === 'postgres') {
    // Words hold only letters and digits, so they cannot carry tsquery operators.
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<boolean>`submissions.search @@ to_tsquery('simple', ${query})`;
  }
  return sql<boolean>`submissions.id IN (SELECT rowid FROM submissions_fts WHERE submissions_fts MATCH ${ftsQuery(words)})`;
}

/** Each word as an FTS5 string (no operators inside quotes), as a prefix; juxtaposed means AND. */
function ftsQuery(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/** Up to `limit` ids matching every word on SQLite, below `below`, highest first. */
export async function sqliteMatchingIds(
  database: Database,
  words: readonly string[],
  below: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT rowid AS id FROM submissions_fts
    WHERE submissions_fts MATCH ${ftsQuery(words)} AND rowid < ${below}
    ORDER BY rowid DESC LIMIT ${limit}`.execute(database.db);
  return rows.map((row) => row.id);
}
