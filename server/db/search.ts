/**
 * Full-text search over every field of a submission: FTS5 on SQLite, a tsvector with a GIN index
 * on PostgreSQL. The words of the query are cut the same way on both (letters and digits; every
 * other character separates), each matches as a prefix, and all must match: in the entry's own
 * fields, or in the text read from its résumé file.
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
    return sql<boolean>`(submissions.search @@ to_tsquery('simple', ${query})
      OR EXISTS (SELECT 1 FROM resume_files WHERE resume_files.submission_id = submissions.id
        AND resume_files.search @@ to_tsquery('simple', ${query})))`;
  }
  const match = ftsQuery(words);
  return sql<boolean>`(submissions.id IN (SELECT rowid FROM submissions_fts WHERE submissions_fts MATCH ${match})
    OR submissions.id IN (${sqliteFileMatches(match)}))`;
}

/** The entries whose résumé file's text holds every word, on SQLite. */
function sqliteFileMatches(match: string): RawBuilder<number> {
  return sql<number>`SELECT submission_id FROM resume_files WHERE submission_id IS NOT NULL
    AND id IN (SELECT rowid FROM resume_files_fts WHERE resume_files_fts MATCH ${match})`;
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
  const match = ftsQuery(words);
  const { rows } = await sql<{ id: number }>`SELECT id FROM (
      SELECT rowid AS id FROM submissions_fts WHERE submissions_fts MATCH ${match}
      UNION ${sqliteFileMatches(match)})
    WHERE id < ${below} ORDER BY id DESC LIMIT ${limit}`.execute(database.db);
  return rows.map((row) => row.id);
}

/** Lets other requests run between the batches of a long read. */
export const yieldToRequests = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

/**
 * The ids of the entries that match the words, newest first, in chunks. The search runs once:
 * on SQLite the index is walked by id from the top, a chunk at a time (each step takes a few
 * milliseconds, so other requests go on between them); PostgreSQL answers without blocking this
 * process, in one query.
 */
export async function* matchingIds(
  database: Database,
  words: readonly string[],
  chunkSize: number,
): AsyncGenerator<number[]> {
  if (database.engine === 'postgres') {
    const rows = await database.db
      .selectFrom('submissions')
      .select('id')
      .where(matchesWords('postgres', words))
      .orderBy('id', 'desc')
      .execute();
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield rows.slice(start, start + chunkSize).map((row) => row.id);
    }
    return;
  }
  let below = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const ids = await sqliteMatchingIds(database, words, below, chunkSize);
    if (ids.length > 0) yield ids;
    const last = ids.at(-1);
    if (ids.length < chunkSize || last === undefined) return;
    below = last;
    await yieldToRequests();
  }
}
