// @vitest-environment node
/**
 * Migration 0019 on the engine under test, over a database holding applications from before it:
 * each is joined to the job whose title its position has when exactly one job has that title;
 * an open application, a title two jobs share and a title no job has stay without a job, and
 * every row keeps its text.
 */
import { Migrator } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { newApplication, newContact } from '../support/payloads';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { connect, type Database } from './connection';
import { migrate } from './migrate';
import { schemaMigrations } from './migrations/schema';
import { asMigrations } from './migrations/statements';

const opened: { database: Database; test: TestDatabase }[] = [];
afterEach(async () => {
  for (const { database, test } of opened.splice(0)) {
    await database.close();
    await test.drop();
  }
});

const [first, second] = firstJobs;

it('joins the applications already stored to the one job with their position’s title', async () => {
  const test = await createTestDatabase();
  const database = await connect(test.target);
  opened.push({ database, test });
  const migrator = new Migrator({
    db: database.db,
    provider: {
      getMigrations: () => Promise.resolve(asMigrations(schemaMigrations(database.engine))),
    },
  });
  const before = await migrator.migrateTo('0018-resumes');
  expect(before.error).toBeUndefined();

  const { db } = database;
  // A second job with the second first job's title: that title names no one job.
  const source = await db
    .selectFrom('jobs')
    .selectAll()
    .where('slug', '=', second.slug)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('jobs')
    .values({
      slug: `${second.slug}-again`,
      state: 'closed',
      title: source.title,
      reference_number: 'AKS-AGAIN',
      details: source.details,
      date_posted: source.date_posted,
      created_at: source.created_at,
      updated_at: source.updated_at,
    })
    .execute();
  const rows = [
    ['ForFirst', first.title],
    ['Shared', second.title],
    ['Open', 'Open application'],
    ['Unknown', 'Lighthouse Keeper'],
    ['Lower', first.title.toLowerCase()],
  ] as const;
  const receivedAt = new Date().toISOString();
  for (const [lastName, position] of rows) {
    await db
      .insertInto('submissions')
      .values({ ...newApplication({ last_name: lastName, position }), received_at: receivedAt })
      .execute();
  }
  await db
    .insertInto('submissions')
    .values({ ...newContact({ last_name: 'Contact' }), received_at: receivedAt })
    .execute();

  // 0019 first, then whatever came after it.
  expect((await migrate(database))[0]).toBe('0019-application-jobs');

  const firstId = (
    await db
      .selectFrom('jobs')
      .select('id')
      .where('slug', '=', first.slug)
      .executeTakeFirstOrThrow()
  ).id;
  const stored = await db
    .selectFrom('submissions')
    .select(['last_name', 'position', 'job_id'])
    .orderBy('id')
    .execute();
  expect(stored).toEqual([
    { last_name: 'ForFirst', position: first.title, job_id: firstId },
    { last_name: 'Shared', position: second.title, job_id: null },
    { last_name: 'Open', position: 'Open application', job_id: null },
    { last_name: 'Unknown', position: 'Lighthouse Keeper', job_id: null },
    { last_name: 'Lower', position: first.title.toLowerCase(), job_id: null },
    { last_name: 'Contact', position: null, job_id: null },
  ]);
});
