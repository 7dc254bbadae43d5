/**
 * The thread behind `reader-thread.ts`: its own read-only connection to the SQLite file, running
 * one query at a time as the main thread sends them. Loaded by path, not bundled, so it imports
 * with file extensions and uses only syntax Node runs without a compiler.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { keepStatements } from './kept-statements.ts';
import type { ReaderReply, ReaderRequest, ReaderSetup } from './reader-thread-messages.ts';

const { path, busyTimeoutMs } = workerData as ReaderSetup;
const sqlite = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
sqlite.pragma(`busy_timeout = ${String(busyTimeoutMs)}`);
const statements = keepStatements(sqlite);

function answer(request: ReaderRequest): ReaderReply {
  try {
    const statement = statements.prepare(request.sql);
    if (!statement.reader) {
      return { id: request.id, error: 'This connection only reads; the query would write.' };
    }
    return { id: request.id, rows: statement.all(...request.parameters) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (message: ReaderRequest | 'close') => {
  if (message === 'close') {
    sqlite.close();
    parentPort?.close();
    return;
  }
  parentPort?.postMessage(answer(message));
});
