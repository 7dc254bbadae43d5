/**
 * A fresh, empty database for one test, on the engine the test project runs against
 * (TEST_DATABASE=postgres or the default SQLite): a file in a temporary folder, or a new database
 * in the run's throwaway PostgreSQL cluster. `drop()` removes it again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget, Engine } from '../db/connection';

export const testEngine: Engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** The hash key of every test server and server process of a run (server/secrets.ts). */
export const testHashKey = 'the hash key of the test servers, never used elsewhere';

export interface TestDatabase {
  target: DatabaseTarget;
  /** DATABASE_URL or DATABASE_PATH for a server process started by the test. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'postgres') {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${name}`;
    return {
      target: { url: url.toString(), path: '' },
      // Instances sharing PostgreSQL share a hash key, which a server process needs set.
      env: { DATABASE_URL: url.toString(), HASH_KEY: testHashKey },
      drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'akscel-data-'));
  const path = join(dir, 'nested', 'submissions.sqlite');
  return {
    target: { path },
    env: { DATABASE_PATH: path },
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
