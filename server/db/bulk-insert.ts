/**
 * Many rows into one table in as few statements as each engine does best. PostgreSQL gets one
 * statement with one array per column (`INSERT ... SELECT * FROM unnest(...)`): its text stays the
 * same whatever the number of rows, so the server parses a few lines rather than thousands of
 * placeholders, and the rows travel as a handful of values. SQLite has no arrays; it gets
 * multi-row `VALUES` lists, a bounded number of rows each.
 */
import { sql, type Kysely } from 'kysely';
import type { Engine } from './connection';
import type { Tables } from './schema';

/** A column's type as PostgreSQL's arrays name it. */
export type ArrayType = 'text' | 'bigint' | 'double precision';

type Value = string | number | null;

/** Rows per SQLite statement: well inside its limit on bound values for any table here. */
const rowsPerStatement = 200;

/**
 * Inserts `rows` into `table`, giving each of `columns` (name to type) its value; with
 * `skipConflictsOn`, a row that would repeat that unique key is left out, as `ON CONFLICT DO
 * NOTHING` does.
 */
export async function insertRows<
  T extends keyof Tables,
  C extends keyof Tables[T] & string,
>(
  db: Kysely<Tables>,
  engine: Engine,
  table: T,
  columns: Readonly<Record<C, ArrayType>>,
  rows: readonly Readonly<Record<C, Value>>[],
  skipConflictsOn?: readonly C[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns) as C[];
  const into = sql`${sql.table(table)} (${sql.join(names.map((name) => sql.id(name)))})`;
  const conflicts = skipConflictsOn
    ? sql` ON CONFLICT (${sql.join(skipConflictsOn.map((name) => sql.id(name)))}) DO NOTHING`
    : sql``;
  if (engine === 'postgres') {
    const arrays = names.map(
      (name) => sql`${rows.map((row) => row[name])}::${sql.raw(columns[name])}[]`,
    );
    await sql`INSERT INTO ${into} SELECT * FROM unnest(${sql.join(arrays)})${conflicts}`.execute(
      db,
    );
    return;
  }
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const part = rows.slice(start, start + rowsPerStatement);
    const values = part.map((row) => sql`(${sql.join(names.map((name) => row[name]))})`);
    await sql`INSERT INTO ${into} VALUES ${sql.join(values)}${conflicts}`.execute(db);
  }
}
