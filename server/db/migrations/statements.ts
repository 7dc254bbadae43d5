import { sql, type Kysely, type Migration } from 'kysely';

/** A migration as the SQL statements it runs, in order (one statement per string). */
export type Statements = readonly string[];

/** SQL list of sqlList values. */
export const sqlList = (values: readonly string[]) =>
  values.map((value) => `'${value}'`).join(', ');

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
