// @vitest-environment node
/**
 * Durability and shutdown of the real server process: every submission answered 201 survives
 * kill -9, and a request in flight when SIGTERM arrives still completes.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { openDatabase } from './db';
import {
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from './support/server-process';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { postJson } from './support/test-server';
import { validContact } from './support/payloads';
import { storedSubmissions } from './support/stored-submissions';

const databases: TestDatabase[] = [];
afterEach(async () => {
  killServerProcesses();
  for (const database of databases.splice(0)) await database.drop();
});

async function databaseFile(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

function startServer(database: TestDatabase): Promise<ServerProcess> {
  return startServerProcess({ ...database.env, RATE_LIMIT_MAX: '1000000' });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting.');
    await sleep(10);
  }
}

async function storedLastNames(database: TestDatabase): Promise<string[]> {
  const opened = await openDatabase(database.target);
  try {
    return (await storedSubmissions(opened)).map((row) => row.last_name);
  } finally {
    await opened.close();
  }
}

describe('the server process', () => {
  it('keeps every acknowledged submission through kill -9', async () => {
    const database = await databaseFile();
    const first = await startServer(database);
    const url = `${first.origin}${gatewayPath}`;
    const acknowledged: string[] = [];
    const sent: string[] = [];
    let killed = false;
    // Read through a function: the workers must see the flag change between their awaits.
    const isKilled = () => killed;
    let counter = 0;

    const worker = async () => {
      while (!isKilled()) {
        const lastName = `Crash-${counter}`;
        counter += 1;
        sent.push(lastName);
        try {
          const response = await postJson(url, { ...validContact, last_name: lastName });
          if (response.status === 201) acknowledged.push(lastName);
          else if (!isKilled()) throw new Error(`Unexpected status ${response.status}`);
        } catch (error) {
          if (!isKilled()) throw error;
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    const started = Date.now();
    while (acknowledged.length < 300 && Date.now() - started < 5000) {
      await sleep(10);
    }
    // Mid-stream: the workers keep requests in flight while the process dies.
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);

    const second = await startServer(database);
    const after = await postJson(`${second.origin}${gatewayPath}`, {
      ...validContact,
      last_name: 'After-restart',
    });
    expect(after.status).toBe(201);

    const stored = await storedLastNames(database);
    const storedSet = new Set(stored);
    expect(acknowledged.filter((lastName) => !storedSet.has(lastName))).toEqual([]);
    expect(stored.length).toBe(storedSet.size);
    const sentSet = new Set([...sent, 'After-restart']);
    expect(stored.filter((lastName) => !sentSet.has(lastName))).toEqual([]);
    console.log(
      `crash test: ${acknowledged.length} acknowledged before kill -9, ${stored.length - 1} stored, ` +
        `${sent.length - acknowledged.length} unanswered`,
    );

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 30_000);

  it('finishes a request in flight when SIGTERM arrives, then exits', async () => {
    const database = await databaseFile();
    const server = await startServer(database);
    const body = JSON.stringify({ ...validContact, last_name: 'In-flight' });
    const half = Math.floor(body.length / 2);

    // A chunked body sent in two halves keeps the request open across the signal.
    let answer = '';
    const req = request(`${server.origin}${gatewayPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    const response = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => {
          resolve(res.statusCode ?? 0);
        });
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, half));
    await sleep(300);

    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('SIGTERM received'));
    // No new connections once the signal is handled...
    await expect(postJson(`${server.origin}${gatewayPath}`, validContact)).rejects.toThrow();
    // ...but the open request may finish.
    req.end(body.slice(half));
    expect(await response).toBe(201);
    expect(answer).toContain('Thank you, Jane.');
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    expect(await storedLastNames(database)).toEqual(['In-flight']);
  }, 30_000);
});
