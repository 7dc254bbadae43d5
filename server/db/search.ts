/**
 * Full-text search over every field of a submission: FTS5 on SQLite, a tsvector with a GIN index
 * on PostgreSQL. The words of the query are cut the same way on both (letters and digits; every
 * other character separates), each matches as a prefix, and all must match.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './connection';

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
  // Each word as an FTS5 string (no operators inside quotes), as a prefix; juxtaposed means AND.
  const query = words.map((word) => `"${word}"*`).join(' ');
  return sql<boolean>`submissions.id IN (SELECT rowid FROM submissions_fts WHERE submissions_fts MATCH ${query})`;
}
