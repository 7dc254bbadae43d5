/**
 * Long reads on SQLite, on a thread of their own. better-sqlite3 runs each statement on the
 * thread that calls it, so a report computing today's figures from every raw row of the day held
 * the event loop the forms share for as long. This Kysely driver sends each query to a worker
 * thread with its own read-only connection to the same file (the database is in WAL mode, so it
 * reads what is committed while the main connection goes on writing) and awaits the rows.
 * It only reads: transactions and writes are refused.
 */
import { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { ReaderReply, ReaderRequest, ReaderSetup } from './reader-thread-messages';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** One worker and the queries waiting for it; a worker that dies is replaced at the next query. */
class ReaderThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly setup: ReaderSetup) {}

  private start(): Worker {
    const worker = new Worker(new URL('./reader-thread-worker.ts', import.meta.url), {
      workerData: this.setup,
    });
    worker.unref();
    worker.on('message', (reply: ReaderReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.settle(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.rows);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.pending) {
        this.settle(id);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`The SQLite reading thread stopped (exit code ${String(code)}).`));
    });
    return worker;
  }

  /** Forgets a query; the worker keeps the process alive only while a query waits for it. */
  private settle(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
  }

  query(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      const request: ReaderRequest = { id, sql, parameters };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    const exited = new Promise<void>((resolve) =>
      worker.once('exit', () => {
        resolve();
      }),
    );
    // Held until it has closed its connection, or a script ending here would not wait for it.
    worker.ref();
    worker.postMessage('close');
    await exited;
  }
}

const readOnly = () => new Error('The SQLite reading thread only reads; use the main connection.');

class ReaderConnection implements DatabaseConnection {
  constructor(private readonly thread: ReaderThread) {}

  async executeQuery<Row>(compiled: CompiledQuery): Promise<QueryResult<Row>> {
    return { rows: (await this.thread.query(compiled.sql, compiled.parameters)) as Row[] };
  }

  /** Part of the interface; nothing here streams. */
  streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('The SQLite reading thread does not stream rows.');
  }
}

class ReaderDriver implements Driver {
  private readonly thread: ReaderThread;
  private readonly connection: ReaderConnection;

  constructor(setup: ReaderSetup) {
    this.thread = new ReaderThread(setup);
    this.connection = new ReaderConnection(this.thread);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(this.connection);
  }

  beginTransaction(): Promise<void> {
    return Promise.reject(readOnly());
  }

  commitTransaction(): Promise<void> {
    return Promise.reject(readOnly());
  }

  rollbackTransaction(): Promise<void> {
    return Promise.reject(readOnly());
  }

  async releaseConnection(): Promise<void> {}

  destroy(): Promise<void> {
    return this.thread.close();
  }
}

/** A Kysely that reads the SQLite file at `path` on a thread of its own. */
export function readerThread<Tables>(path: string, busyTimeoutMs: number): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReaderDriver({ path, busyTimeoutMs }),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
