/**
 * Where accepted submissions are kept. Routes only see `SubmissionStore`, so a managed database
 * can replace the embedded SQLite file without touching them (design.md "Scale").
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type SubmissionKind = 'contact' | 'apply';

/** A validated, trimmed submission as the gateway accepts it (spec section 3). */
export interface NewSubmission {
  kind: SubmissionKind;
  portal_name: string;
  requested_demo_for_product_name: string;
  first_name: string;
  last_name: string;
  orgnization_email: string;
  orgnization_name: string;
  message: string;
  /** The applicant's location; contact requests have none. */
  country: string | null;
}

export interface StoredSubmission extends NewSubmission {
  id: number;
  /** ISO 8601, UTC. */
  received_at: string;
}

/**
 * Asynchronous on purpose: the embedded store answers at once, but a networked one cannot.
 * `insert` resolves only once the submission is durable, because its caller answers 201 next.
 */
export interface SubmissionStore {
  insert(submission: NewSubmission): Promise<StoredSubmission>;
  count(): Promise<number>;
  /** Every submission, oldest first (tests and maintenance; not exposed over HTTP). */
  list(): Promise<StoredSubmission[]>;
  close(): Promise<void>;
}

const schema = `
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'apply')),
  received_at TEXT NOT NULL,
  portal_name TEXT NOT NULL,
  requested_demo_for_product_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  orgnization_email TEXT NOT NULL,
  orgnization_name TEXT NOT NULL,
  message TEXT NOT NULL,
  country TEXT,
  CHECK ((kind = 'apply') = (country IS NOT NULL))
)`;

const columns =
  'id, kind, received_at, portal_name, requested_demo_for_product_name, first_name, last_name, ' +
  'orgnization_email, orgnization_name, message, country';

export class SqliteSubmissionStore implements SubmissionStore {
  readonly #db: Database.Database;
  readonly #insert: Database.Statement<Omit<StoredSubmission, 'id'>, StoredSubmission>;
  readonly #count: Database.Statement<[], { total: number }>;
  readonly #list: Database.Statement<[], StoredSubmission>;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new Database(path);
    try {
      this.#db.pragma('journal_mode = WAL');
      // WAL with NORMAL may lose the last commits on power loss; every 201 promises the row is kept.
      this.#db.pragma('synchronous = FULL');
      // Another process (a backup, the crash test) may hold the file briefly.
      this.#db.pragma('busy_timeout = 5000');
      this.#db.exec(schema);
      this.#insert = this.#db.prepare(
        `INSERT INTO submissions (kind, received_at, portal_name, requested_demo_for_product_name,
           first_name, last_name, orgnization_email, orgnization_name, message, country)
         VALUES (@kind, @received_at, @portal_name, @requested_demo_for_product_name,
           @first_name, @last_name, @orgnization_email, @orgnization_name, @message, @country)
         RETURNING ${columns}`,
      );
      this.#count = this.#db.prepare('SELECT count(*) AS total FROM submissions');
      this.#list = this.#db.prepare(`SELECT ${columns} FROM submissions ORDER BY id`);
    } catch (error) {
      this.#db.close();
      throw error;
    }
  }

  insert(submission: NewSubmission): Promise<StoredSubmission> {
    try {
      const row = this.#insert.get({ ...submission, received_at: new Date().toISOString() });
      if (!row) throw new Error('The insert returned no row.');
      return Promise.resolve(row);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error('The insert failed.'));
    }
  }

  count(): Promise<number> {
    return Promise.resolve(this.#count.get()?.total ?? 0);
  }

  list(): Promise<StoredSubmission[]> {
    return Promise.resolve(this.#list.all());
  }

  close(): Promise<void> {
    if (this.#db.open) this.#db.close();
    return Promise.resolve();
  }
}
