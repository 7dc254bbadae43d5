/**
 * Brings a database's schema up to date with the versioned migrations of its engine, at every
 * start and by `npm run migrate`. Several instances starting at once are safe: PostgreSQL runs
 * the migrations under an advisory lock in one transaction; SQLite runs them in one write
 * transaction, which another process waits for.
 */
import { Migrator, sql } from 'kysely';
import { connect, type Database, type DatabaseTarget } from './connection';
import { schemaMigrations } from './migrations/schema';
import { asMigrations } from './migrations/statements';

/** The names of the migrations this run applied (empty when the schema was current). */
export async function migrate(database: Database): Promise<string[]> {
  const { db, engine } = database;
  const migrations = asMigrations(schemaMigrations(engine));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  // Kysely runs SQLite migrations outside a transaction; one around all of them makes the step
  // atomic, and IMMEDIATE makes a second process wait instead of migrating at the same time.
  if (engine === 'sqlite') await sql`BEGIN IMMEDIATE`.execute(db);
  let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>;
  try {
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    if (engine === 'sqlite') await sql`ROLLBACK`.execute(db);
    throw error;
  }
  if (engine === 'sqlite') {
    await sql.raw(outcome.error === undefined ? 'COMMIT' : 'ROLLBACK').execute(db);
  }
  if (outcome.error !== undefined) {
    const failed = outcome.results?.find((result) => result.status === 'Error');
    const cause = outcome.error instanceof Error ? outcome.error : new Error('unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    });
  }
  return (outcome.results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** Connects and migrates; the database is closed again if the schema cannot be brought up. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = await connect(target);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
