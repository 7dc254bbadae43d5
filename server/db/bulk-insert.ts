/**
 * Many rows into one table, the way each engine takes them fastest. PostgreSQL gets one statement
 * with one array per column (`INSERT ... SELECT * FROM unnest(...)`): its text stays the same
 * whatever the number of rows, so the server parses a few lines rather than thousands of
 * placeholders. SQLite runs in this process, where compiling a statement costs more than running
 * it: it gets a one-row statement, prepared once per connection and run for each row, rather
 * than multi-row `VALUES` lists compiled afresh for every batch.
 */
import type SqliteDatabase from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import type { Database, SqliteConnection } from './connection';
import type { Tables } from './schema';

/** A column's type as PostgreSQL's arrays name it. */
export type ArrayType = 'text' | 'bigint' | 'double precision';

type Value = string | number | null;

type Statement = SqliteDatabase.Statement<Value[]>;

/** Statements prepared on each SQLite connection, by their text. */
const prepared = new WeakMap<SqliteConnection, Map<string, Statement>>();

function statementOn(connection: SqliteConnection, text: string): Statement {
  let statements = prepared.get(connection);
  if (!statements) {
    statements = new Map();
    prepared.set(connection, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = connection.prepare<Value[]>(text);
    statements.set(text, statement);
  }
  return statement;
}

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
    const statement = statementOn(
      database.sqlite,
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
