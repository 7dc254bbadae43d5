// @vitest-environment node
/**
 * Long reads on a thread of their own: the same rows as the main connection, what was committed
 * a moment ago included, while the event loop goes on; writes and transactions refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Database } from './connection';

const folders: string[] = [];
const databases: Database[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function fileDatabase(): Promise<Database> {
  const folder = mkdtempSync(join(tmpdir(), 'reader-thread-'));
  folders.push(folder);
  const database = await connect({ path: join(folder, 'site.sqlite') });
  databases.push(database);
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT, size REAL)`.execute(database.db);
  return database;
}

describe('the SQLite reading thread', () => {
  it('is a connection of its own on a file, and the same one in memory', async () => {
    const file = await fileDatabase();
    expect(file.reads).not.toBe(file.db);
    const memory = await connect({ path: ':memory:' });
    databases.push(memory);
    expect(memory.reads).toBe(memory.db);
  });

  it('reads what the main connection has committed, values and parameters intact', async () => {
    const { db, reads } = await fileDatabase();
    const query = sql<{ id: number; body: string | null; size: number }>`
      SELECT id, body, size FROM notes ORDER BY id`;
    expect((await query.execute(reads)).rows).toEqual([]);
    await sql`INSERT INTO notes (body, size) VALUES ('first', 1.5), (NULL, 2), ('“third” ✓', -0.25)`.execute(
      db,
    );
    const rows = (
      await sql<{ id: number; body: string | null; size: number }>`
      SELECT id, body, size FROM notes WHERE size > ${0} OR body = ${'“third” ✓'} ORDER BY id`.execute(
        reads,
      )
    ).rows;
    expect(rows).toEqual([
      { id: 1, body: 'first', size: 1.5 },
      { id: 2, body: null, size: 2 },
      { id: 3, body: '“third” ✓', size: -0.25 },
    ]);
    expect(await query.execute(db)).toEqual(await query.execute(reads));
  });

  it('lets the event loop turn while a long query runs', async () => {
    const { reads } = await fileDatabase();
    let turns = 0;
    let done = false;
    const turn = () => {
      turns += 1;
      if (!done) setImmediate(turn);
    };
    const counting = sql<{ n: number }>`
      WITH RECURSIVE up(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM up WHERE n < 2000000)
      SELECT count(*) AS n FROM up`.execute(reads);
    setImmediate(turn);
    const { rows } = await counting;
    done = true;
    expect(rows).toEqual([{ n: 2000000 }]);
    // On the main connection the query would run to its end before a single turn.
    expect(turns).toBeGreaterThan(1);
  });

  it('answers queries sent together, each with its own rows', async () => {
    const { db, reads } = await fileDatabase();
    await sql`INSERT INTO notes (body) VALUES ('a'), ('b'), ('c')`.execute(db);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((body) =>
        sql<{ id: number }>`SELECT id FROM notes WHERE body = ${body}`.execute(reads),
      ),
    );
    expect(answers.map((answer) => answer.rows)).toEqual([
      [{ id: 1 }],
      [{ id: 2 }],
      [{ id: 3 }],
      [],
    ]);
  });

  it('refuses to write or to open a transaction, and a bad query fails alone', async () => {
    const { db, reads } = await fileDatabase();
    await expect(sql`INSERT INTO notes (body) VALUES ('sneaked')`.execute(reads)).rejects.toThrow(
      /only reads/,
    );
    await expect(reads.transaction().execute(() => Promise.resolve(1))).rejects.toThrow(
      /only reads/,
    );
    await expect(sql`SELECT missing FROM nowhere`.execute(reads)).rejects.toThrow(/no such table/);
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(reads)).rows).toEqual(
      [{ n: 0 }],
    );
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(db)).rows).toEqual([
      { n: 0 },
    ]);
  });
});
