// @vitest-environment node
import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteSubmissionStore, type NewSubmission } from './db';
import { temporaryDir } from './test-support';

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
};

describe('SqliteSubmissionStore', () => {
  it('creates its folder and schema, in WAL mode with full sync', async () => {
    const dir = temporaryDir('db');
    dirs.push(dir);
    const path = join(dir, 'a', 'b', 'submissions.sqlite');
    const store = new SqliteSubmissionStore(path);
    const stored = await store.insert(contact);
    expect(stored).toMatchObject({ id: 1, ...contact });
    expect(await store.count()).toBe(1);
    await store.close();
    expect(existsSync(path)).toBe(true);

    const db = new Database(path, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const columns = db.prepare<[], { name: string }>('PRAGMA table_info(submissions)').all();
      expect(columns.map((column) => column.name)).toEqual([
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
      ]);
    } finally {
      db.close();
    }

    // Reopening an existing file keeps its rows.
    const reopened = new SqliteSubmissionStore(path);
    expect(await reopened.count()).toBe(1);
    await reopened.close();
  });

  it('refuses rows that break the kind and country rule', async () => {
    const store = new SqliteSubmissionStore(':memory:');
    await expect(store.insert({ ...contact, country: 'Omaha' })).rejects.toThrow(/CHECK/);
    await expect(store.insert({ ...contact, kind: 'apply' })).rejects.toThrow(/CHECK/);
    expect(await store.count()).toBe(0);
    await store.close();
  });
});
