import Database from 'better-sqlite3';
import { e2eDatabasePath } from './env';

/**
 * The values of one measure the server stored for a route since a moment (ms since the epoch),
 * read straight from the test server's SQLite file.
 */
export function storedVitals(metric: string, route: string, since: number): number[] {
  const db = new Database(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT value FROM vitals WHERE metric = ? AND route = ? AND recorded_at >= ?')
      .all(metric, route, since) as { value: number }[];
    return rows.map((row) => row.value);
  } finally {
    db.close();
  }
}
