// @vitest-environment node
/**
 * The retention sweep: what it deletes and keeps, that it runs once per day however many
 * instances share the database, and that a starting server runs it.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '.';
import { outboxCounts } from './outbox';
import { createSession } from './staff';
import { dayMs, sweep, sweepIfDue } from './retention';
import { createStaff } from '../support/staff-client';
import { testEngine } from '../support/test-database';
import { testServers, type TestServer } from '../support/test-server';
import { newContact } from '../support/payloads';
import { storedSubmissions, storeSubmission } from '../support/stored-submissions';

const start = testServers();

/** Stores a submission that arrived `daysAgo` days ago, with a notification job. */
async function submissionFrom(
  server: TestServer,
  daysAgo: number,
  lastName: string,
): Promise<number> {
  const stored = await storeSubmission(
    server,
    newContact({ last_name: lastName, message: lastName }),
    `hash-${lastName}`,
  );
  const at = Date.now() - daysAgo * dayMs;
  await server.database.db
    .updateTable('submissions')
    .set({ received_at: new Date(at).toISOString() })
    .where('id', '=', stored.id)
    .execute();
  await server.database.db
    .insertInto('outbox')
    .values({ submission_id: stored.id, channel: 'email', created_at: at, next_attempt_at: at })
    .execute();
  return stored.id;
}

const sweepOptions = { retentionDays: 30, rateLimitWindowMs: 60_000 };

describe('the sweep', () => {
  it('deletes what is past its time and keeps the rest', async () => {
    const server = await start();
    const { db } = server.database;
    await submissionFrom(server, 45, 'Old');
    await submissionFrom(server, 31, 'JustOver');
    await submissionFrom(server, 29, 'JustUnder');
    await submissionFrom(server, 0.5, 'Today');
    await createStaff(server);
    const staff = await db.selectFrom('staff_users').select('id').executeTakeFirstOrThrow();
    const now = Date.now();
    await createSession(server.database, staff.id, now - 13 * 60 * 60_000);
    await createSession(server.database, staff.id, now);
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'old-window', window_started_at: now - 120_000, hits: 3 },
        { key: 'open-window', window_started_at: now - 1000, hits: 3 },
      ])
      .execute();
    await db
      .insertInto('sign_in_throttle')
      .values([
        {
          key: 'account:stale',
          failures: 2,
          last_failure_at: now - 60 * 60_000,
          next_attempt_at: 0,
        },
        {
          key: 'account:locked',
          failures: 10,
          last_failure_at: now - 60_000,
          next_attempt_at: now + 60_000,
        },
      ])
      .execute();

    const result = await sweep(server.database, { ...sweepOptions, now });
    expect(result).toEqual({
      submissions: 2,
      notifications: 2,
      auditEvents: 0,
      submissionKeys: 0,
      sessions: 1,
      throttles: 1,
      rateLimits: 1,
      clientHashes: 1,
      accountLinks: 0,
    });
    const left = await db
      .selectFrom('submissions')
      .select(['last_name', 'client_hash'])
      .orderBy('id')
      .execute();
    expect(left).toEqual([
      { last_name: 'JustUnder', client_hash: null },
      { last_name: 'Today', client_hash: 'hash-Today' },
    ]);
    expect(await outboxCounts(server.database)).toEqual({ pending: 2, delivered: 0 });
    expect(await db.selectFrom('staff_sessions').select('id').execute()).toHaveLength(1);
    expect(
      (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key),
    ).toEqual(['open-window']);
    expect(
      (await db.selectFrom('sign_in_throttle').select('key').execute()).map((row) => row.key),
    ).toEqual(['account:locked']);
  });

  it('runs once per day, whichever of several instances asks first', async () => {
    const server = await start();
    await submissionFrom(server, 40, 'Old');
    // Three more connections to the same database stand for three more instances.
    const others: Database[] = [];
    for (let i = 0; i < 3; i += 1) others.push(await openDatabase(server.testDatabase.target));
    const lines: string[] = [];
    const now = Date.now();
    const instances = [server.database, ...others];
    const run = (database: Database) =>
      sweepIfDue(database, { ...sweepOptions, now }, (line) => lines.push(line));
    // PostgreSQL instances ask at the same moment. SQLite serves one process; its connections
    // here take turns (two writers in one thread would wait on each other's lock).
    const ran =
      testEngine === 'postgres'
        ? await Promise.all(instances.map(run))
        : await instances.reduce<Promise<boolean[]>>(
            async (done, database) => [...(await done), await run(database)],
            Promise.resolve([]),
          );
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^retention sweep: deleted 1 submissions older than 30 days/);
    // Later the same day: nobody runs it; a day later: one does.
    expect(
      await sweepIfDue(
        others[0] ?? server.database,
        { ...sweepOptions, now: now + dayMs - 1000 },
        () => undefined,
      ),
    ).toBe(false);
    const nextDay: boolean[] = [];
    for (const database of others) {
      nextDay.push(
        await sweepIfDue(database, { ...sweepOptions, now: now + dayMs }, () => undefined),
      );
    }
    expect(nextDay.filter(Boolean)).toHaveLength(1);
    await Promise.all(others.map((database) => database.close()));
  });

  it('runs when a server starts, with the configured retention period', async () => {
    const lines: string[] = [];
    const server = await start({ config: { retentionDays: 7 }, log: (line) => lines.push(line) });
    await submissionFrom(server, 8, 'Week-old');
    await submissionFrom(server, 6, 'Recent');
    server.runtime.startBackground();
    const started = Date.now();
    while (!lines.some((line) => line.startsWith('retention sweep'))) {
      if (Date.now() - started > 10_000) throw new Error('No sweep ran.');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(lines.find((line) => line.startsWith('retention sweep'))).toMatch(
      /deleted 1 submissions older than 7 days/,
    );
    expect((await storedSubmissions(server.database)).map((row) => row.last_name)).toEqual([
      'Recent',
    ]);
  });
});
