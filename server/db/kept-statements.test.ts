// @vitest-environment node
/** SQLite's statements, compiled once per text and kept: the same answers, with less compiling. */
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './connection';
import { keepStatements } from './kept-statements';

const opened: Database.Database[] = [];
afterEach(() => {
  for (const sqlite of opened.splice(0)) sqlite.close();
});

function memory() {
  const sqlite = new Database(':memory:');
  opened.push(sqlite);
  sqlite.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  return sqlite;
}

describe('keepStatements', () => {
  it('compiles a text once and answers it again with the same statement', () => {
    const sqlite = memory();
    const compile = vi.spyOn(sqlite, 'prepare');
    const kept = keepStatements(sqlite);
    const insert = kept.prepare('INSERT INTO notes (body) VALUES (?)');
    insert.run('first');
    expect(kept.prepare('INSERT INTO notes (body) VALUES (?)')).toBe(insert);
    kept.prepare('INSERT INTO notes (body) VALUES (?)').run('second');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(kept.prepare('SELECT body FROM notes ORDER BY id').all()).toEqual([
      { body: 'first' },
      { body: 'second' },
    ]);
  });

  it('lets the least recently used go past its limit, and compiles it again when asked', () => {
    const sqlite = memory();
    const compile = vi.spyOn(sqlite, 'prepare');
    const kept = keepStatements(sqlite, 2);
    const one = kept.prepare('SELECT 1 AS n');
    const two = kept.prepare('SELECT 2 AS n');
    // Used again, so the third text pushes out the second rather than the first.
    expect(kept.prepare('SELECT 1 AS n')).toBe(one);
    kept.prepare('SELECT 3 AS n');
    expect(kept.prepare('SELECT 1 AS n')).toBe(one);
    const twoAgain = kept.prepare('SELECT 2 AS n');
    expect(twoAgain).not.toBe(two);
    expect(twoAgain.get()).toEqual({ n: 2 });
    expect(compile).toHaveBeenCalledTimes(4);
  });

  it('answers after the schema changed under a kept statement', () => {
    const sqlite = memory();
    const kept = keepStatements(sqlite);
    kept.prepare('INSERT INTO notes (body) VALUES (?)').run('before');
    sqlite.exec('ALTER TABLE notes ADD COLUMN tag TEXT');
    kept.prepare('INSERT INTO notes (body) VALUES (?)').run('after');
    expect(kept.prepare('SELECT * FROM notes ORDER BY id').all()).toEqual([
      { id: 1, body: 'before', tag: null },
      { id: 2, body: 'after', tag: null },
    ]);
  });
});

describe('the SQLite connection', () => {
  it('runs Kysely’s queries through the kept statements, in and out of transactions', async () => {
    const database = await connect({ path: ':memory:' });
    try {
      const kept = database.sqlite;
      if (!kept) throw new Error('an SQLite connection keeps its statements');
      const compile = vi.spyOn(kept, 'prepare');
      await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)`.execute(database.db);
      const count = () => sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(database.db);
      for (const body of ['one', 'two', 'three']) {
        await database.db.transaction().execute(async (trx) => {
          await sql`INSERT INTO notes (body) VALUES (${body})`.execute(trx);
        });
      }
      await count();
      expect((await count()).rows).toEqual([{ n: 3 }]);
      // Every query went through them, and each text is one statement however often it ran.
      const texts = compile.mock.calls.map(([text]) => text);
      expect(texts.filter((text) => text.startsWith('INSERT'))).toHaveLength(3);
      expect(new Set(compile.mock.results.map(({ value }) => value as unknown)).size).toBe(
        new Set(texts).size,
      );
    } finally {
      await database.close();
    }
  });
});
