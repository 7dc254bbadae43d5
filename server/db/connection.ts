/**
 * Opens the gateway's database: PostgreSQL when a `postgres://` URL is given (several instances
 * may share it), otherwise the embedded SQLite file. Queries are written once with Kysely; the
 * few places where the engines differ ask `engine`.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { keepStatements, type KeptStatements } from './kept-statements';
import { readerThread } from './reader-thread';
import type { Tables } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  /**
   * For long reads (the reports, the rollup's counting) that need not see the caller's own
   * transaction: on a SQLite file, a connection on a thread of its own, so the event loop the
   * forms share goes on while it counts; otherwise `db` itself.
   */
  reads: Kysely<Tables>;
  engine: Engine;
  /**
   * SQLite's one connection, through the statements it keeps prepared (the same that `db` runs);
   * use it only inside a transaction of `db`, which holds that connection for the caller.
   */
  sqlite?: KeptStatements;
  /** Where it is, without a password: for log lines. */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** `postgres://user:password@host:port/name`; when set, `path` is not used. */
  url?: string | undefined;
  /** SQLite file, created with its folder when missing; `:memory:` for a throwaway one. */
  path: string;
  /** Connections per process to PostgreSQL. */
  poolSize?: number;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** How long a connection waits for another process holding the file (a backup, `npm run staff`). */
const busyTimeoutMs = 5000;

/**
 * How the gateway's transactions begin on SQLite: holding the write lock from the start. Kysely
 * begins a deferred one, which reads from a snapshot and asks for the lock at its first write; if
 * another process (`npm run staff`, a backup) committed in between, SQLite refuses that write at
 * once, whatever the busy timeout, and a staff member's change would fail. Every transaction here
 * writes, so waiting for the lock up front costs nothing.
 */
const beginWriting = 'begin immediate';

async function openSqlite(path: string): Promise<Database> {
  // Loaded only here: the serverless bundle runs on PostgreSQL and carries no native module.
  const { default: SqliteDatabase } = await import('better-sqlite3');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  try {
    sqlite.pragma('journal_mode = WAL');
    // WAL with NORMAL may lose the last commits on power loss; every 201 promises the row is kept.
    sqlite.pragma('synchronous = FULL');
    // Another process (a backup, `npm run staff`, the crash test) may hold the file briefly.
    sqlite.pragma(`busy_timeout = ${String(busyTimeoutMs)}`);
    // Deleting a submission takes its notification jobs with it.
    sqlite.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, not merely marked free: erasure must erase.
    sqlite.pragma('secure_delete = ON');
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const statements = keepStatements(sqlite);
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({
      database: {
        prepare: (text) => statements.prepare(text === 'begin' ? beginWriting : text),
        close: () => sqlite.close(),
      },
    }),
  });
  // A database in memory is this connection's alone: another thread could not see it.
  const reads = path === ':memory:' ? db : readerThread<Tables>(path, busyTimeoutMs);
  return {
    db,
    reads,
    engine: 'sqlite',
    sqlite: statements,
    description: `SQLite ${path}`,
    close: async () => {
      if (reads !== db) await reads.destroy();
      await db.destroy();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  // Counts, ids and millisecond times fit a double exactly; times a person reads become ISO 8601
  // text as on SQLite, so answers do not depend on the engine. Set per pool, not globally.
  const types = new pg.TypeOverrides();
  const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (
    value: string,
  ) => Date;
  types.setTypeParser(pg.types.builtins.INT8, 'text', (value: string) => Number(value));
  types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text', (value: string) =>
    parseTimestamp(value).toISOString(),
  );
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    reads: db,
    engine: 'postgres',
    description: `PostgreSQL ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}

/** Connects without migrating; `openDatabase` in ./migrate.ts also brings the schema up to date. */
export function connect(target: DatabaseTarget): Promise<Database> {
  if (target.url) {
    if (!isPostgresUrl(target.url)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://.');
    }
    return openPostgres(target.url, target.poolSize ?? 10);
  }
  return openSqlite(target.path);
}
