/**
 * Many rows into one table, the way each engine takes them fastest. PostgreSQL gets one statement
 * with one array per column (`INSERT ... SELECT * FROM unnest(...)`): its text stays the same
 * whatever the number of rows, so the server parses a few lines rather than thousands of
 * placeholders. SQLite runs in this process, where compiling a statement costs more than running
 * it: it gets a one-row statement, kept prepared by the connection and run for each row, rather
 * than multi-row `VALUES` lists compiled afresh for every batch.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './connection';
import type { Tables } from './schema';

/** A column's type as PostgreSQL's arrays name it. */
export type ArrayType = 'text' | 'bigint' | 'double precision';

type Value = string | number | null;

/**
 * Inserts `rows` into `table` within the transaction `trx` of `database`, giving each of
 * `columns` (name to type) its value; with `skipConflictsOn`, a row that would repeat that unique
 * key is left out, as `ON CONFLICT DO NOTHING` does.
 */
export async function insertRows<T extends keyof Tables, C extends keyof Tables[T] & string>(
  database: Database,
  trx: Transaction<Tables>,
  table: T,
  columns: Readonly<Record<C, ArrayType>>,
  rows: readonly Readonly<Record<C, Value>>[],
  skipConflictsOn?: readonly C[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns) as C[];
  const into = `"${table}" (${names.map((name) => `"${name}"`).join(', ')})`;
  const conflicts = skipConflictsOn
    ? ` ON CONFLICT (${skipConflictsOn.map((name) => `"${name}"`).join(', ')}) DO NOTHING`
    : '';
  if (database.sqlite) {
    // The transaction holds the one connection, so these run inside it and nothing else does.
    const statement = database.sqlite.prepare(
      `INSERT INTO ${into} VALUES (${names.map(() => '?').join(', ')})${conflicts}`,
    );
    for (const row of rows) statement.run(...names.map((name) => row[name]));
    return;
  }
  const arrays = names.map(
    (name) => sql`${rows.map((row) => row[name])}::${sql.raw(columns[name])}[]`,
  );
  await sql`INSERT INTO ${sql.raw(into)} SELECT * FROM unnest(${sql.join(arrays)})${sql.raw(conflicts)}`.execute(
    trx,
  );
}
