// @vitest-environment node
/**
 * Erasure that erases: after a staff member deletes an entry, its words are nowhere in the
 * database (on SQLite: not in the file, not in its write-ahead log, not in the search index),
 * and nothing that belonged to it is left.
 */
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { createStaff, signIn } from '../support/staff-client';
import { testServers } from '../support/test-server';
import { newContact } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';

const start = testServers();

/** Words no other row holds, written into every field a sender types. */
const secret = {
  first_name: 'Quillon',
  last_name: 'Vexmorrow',
  orgnization_email: 'quillon.vexmorrow@zephyrine.example',
  orgnization_name: 'Zephyrine Holdings',
  message: 'Please erase the word xylocarpine from your records.',
};
const words = ['Quillon', 'Vexmorrow', 'zephyrine', 'xylocarpine'];

describe('deleting an entry', () => {
  it('leaves none of its words in the database, its search index or its log', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    // Other entries before and after it, so the deleted rows share pages with kept ones.
    await storeSubmission(server, newContact());
    const entry = await storeSubmission(server, newContact(secret));
    await storeSubmission(server, newContact({ last_name: 'Kept' }));
    expect(
      (await staff.request(staffApiPaths.submission(entry.id), { method: 'DELETE' })).status,
    ).toBe(204);

    const { db } = server.database;
    expect(
      await db.selectFrom('submissions').select('id').where('id', '=', entry.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('outbox').select('id').where('submission_id', '=', entry.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('audit_log').select('id').where('entry_id', '=', entry.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('submission_keys')
        .select('key')
        .where('submission_id', '=', entry.id)
        .execute(),
    ).toEqual([]);

    if (server.database.engine === 'postgres') {
      // The row and its search vector are one tuple: no query finds either.
      const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM submissions
        WHERE search @@ to_tsquery('simple', 'xylocarpine') OR last_name = 'Vexmorrow'`.execute(db);
      expect(found.rows[0]?.n).toBe(0);
      return;
    }
    const path = server.testDatabase.target.path;
    for (const file of [path, `${path}-wal`]) {
      if (!existsSync(file)) continue;
      const bytes = readFileSync(file).toString('latin1').toLowerCase();
      for (const word of words)
        expect(bytes.includes(word.toLowerCase()), `${word} in ${file}`).toBe(false);
    }
    // The rest is still there and still searchable.
    const kept = await staff.request(`${staffApiPaths.submissions}?q=kept`);
    expect(((await kept.json()) as { items: unknown[] }).items).toHaveLength(1);
  });
});
