// @vitest-environment node
/** The SQLite engine's file: its pragmas, its schema, and files made before migrations existed. */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptSubmission } from '../gateway/intake';
import { temporaryDir } from '../support/fake-dist';
import { storedSubmissions, submissionCount } from '../support/stored-submissions';
import { listInbox } from './inbox';
import { migrate, openDatabase, type NewSubmission } from './index';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const contact: NewSubmission = {
  kind: 'contact',
  portal_name: 'Akscel',
  requested_demo_for_product_name: 'Akscel portal',
  first_name: 'Jane',
  last_name: 'Doe',
  orgnization_email: '',
  orgnization_name: '',
  message: '',
  country: null,
  position: null,
  onsite: null,
};

const payloadColumns = [
  'id',
  'kind',
  'received_at',
  'portal_name',
  'requested_demo_for_product_name',
  'first_name',
  'last_name',
  'orgnization_email',
  'orgnization_name',
  'message',
  'country',
];

async function openStore(path: string) {
  const database = await openDatabase({ path });
  const intake = { database, channels: [], confirmations: false, burstMax: 0 };
  return {
    database,
    insert: (submission: NewSubmission) => acceptSubmission(intake, submission, null),
    list: () => storedSubmissions(database),
    count: () => submissionCount(database),
    close: () => database.close(),
  };
}

function newPath(...parts: string[]): string {
  const dir = temporaryDir('db');
  dirs.push(dir);
  return join(dir, ...parts);
}

describe('the SQLite engine', () => {
  it('creates its folder and schema, in WAL mode with full sync', async () => {
    const path = newPath('a', 'b', 'submissions.sqlite');
    const store = await openStore(path);
    await store.insert(contact);
    const [stored] = await store.list();
    expect(stored).toMatchObject({ id: 1, ...contact });
    expect(await store.count()).toBe(1);
    await store.close();
    expect(existsSync(path)).toBe(true);

    const db = new Database(path, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const columns = db.prepare<[], { name: string }>('PRAGMA table_info(submissions)').all();
      // The payload columns come first, as they always were; the inbox's columns follow.
      expect(columns.map((column) => column.name)).toEqual([
        ...payloadColumns,
        'spam_score',
        'spam_reasons',
        'client_hash',
        'fingerprint',
        'stage',
        'spam',
        'position',
        'onsite',
        'assignee_id',
        'visit_id',
        'source_kind',
        'source',
        'campaign',
        'landing_page',
        'came_from',
        'job_id',
        'screening_answers',
      ]);
    } finally {
      db.close();
    }

    // Reopening an existing file keeps its rows and has nothing left to migrate.
    const reopened = await openStore(path);
    expect(await reopened.count()).toBe(1);
    expect(await migrate(reopened.database)).toEqual([]);
    await reopened.close();
  });

  it('keeps a transaction that reads before it writes when another process writes in between', async () => {
    // Another process on the file (`npm run staff`, a backup) commits between the transaction's
    // read and its write. A deferred transaction would hold a snapshot it can no longer write
    // from, and SQLite answers that at once, busy timeout or not: a staff member's change would
    // fail with an error. The gateway's transactions take the write lock when they begin.
    const path = newPath('busy.sqlite');
    const store = await openStore(path);
    await store.insert(contact);
    const other = new Database(path, { timeout: 0 });
    try {
      let othersWrite: unknown = null;
      await store.database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('submissions').select('id').execute();
        try {
          other.prepare("update submissions set message = 'from elsewhere'").run();
        } catch (error) {
          othersWrite = error;
        }
        await trx.updateTable('submissions').set({ message: 'from the gateway' }).execute();
      });
      // The other process met a held lock (it would wait for it with its own busy timeout).
      expect(othersWrite).toMatchObject({ code: 'SQLITE_BUSY' });
      expect((await store.list())[0]?.message).toBe('from the gateway');
    } finally {
      other.close();
      await store.close();
    }
  });

  it('refuses rows that break the kind and country rule', async () => {
    const store = await openStore(':memory:');
    await expect(store.insert({ ...contact, country: 'Omaha' })).rejects.toThrow(/CHECK/);
    await expect(store.insert({ ...contact, kind: 'apply' })).rejects.toThrow(/CHECK/);
    expect(await store.count()).toBe(0);
    await store.close();
  });

  it('opens a file written before migrations existed, keeps its rows and makes them searchable', async () => {
    const path = newPath('old', 'submissions.sqlite');
    mkdirSync(join(path, '..'), { recursive: true });
    // The schema and pragmas of the gateway's first release, verbatim.
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    old.exec(`CREATE TABLE IF NOT EXISTS submissions (
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
    )`);
    const insert = old.prepare(
      `INSERT INTO submissions (kind, received_at, portal_name, requested_demo_for_product_name,
         first_name, last_name, orgnization_email, orgnization_name, message, country)
       VALUES (?, ?, 'Akscel', 'Akscel portal', ?, ?, ?, ?, ?, ?)`,
    );
    insert.run(
      'contact',
      '2025-01-02T03:04:05.000Z',
      'Old',
      'Timer',
      'old@example.com',
      'Heritage Co',
      'Please call about Kubernetes.',
      null,
    );
    insert.run(
      'apply',
      '2025-01-03T03:04:05.000Z',
      'Pat',
      'Applicant',
      'pat@example.org',
      'Akscel',
      'Resume: COBOL since 1990',
      'Lincoln, NE',
    );
    old.close();

    const store = await openStore(path);
    const { database } = store;
    const rows = await store.list();
    expect(rows.map((row) => [row.id, row.kind, row.last_name, row.received_at])).toEqual([
      [1, 'contact', 'Timer', '2025-01-02T03:04:05.000Z'],
      [2, 'apply', 'Applicant', '2025-01-03T03:04:05.000Z'],
    ]);
    const found = await listInbox(database, { folder: 'all', query: 'cobol' });
    expect(found.items.map((item) => [item.id, item.stage])).toEqual([[2, 'new']]);
    // New rows continue the old ids.
    expect((await store.insert(contact)).id).toBe(3);
    await store.close();
  });
});
