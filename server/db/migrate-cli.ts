/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, or the SQLite file of
 * DATABASE_PATH) up to the current schema and says what it did. The server does the same at
 * every start; run this before starting new code on a shared database, or from a deploy step.
 */
import { readDatabaseTarget } from '../config';
import { connect } from './connection';
import { migrate } from './migrate';

const database = await connect(readDatabaseTarget());
try {
  const applied = await migrate(database);
  console.log(
    applied.length === 0
      ? `${database.description}: the schema is up to date.`
      : `${database.description}: applied ${applied.join(', ')}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
