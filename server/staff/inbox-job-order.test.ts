// @vitest-environment node
/**
 * The inbox's order "by job" on the engine under test: by the stored job's title now (a renamed
 * job's applications move with it), two jobs of one title apart by number, newest first within
 * a job, entries joined to no job last; the same order page by page through the cursor, and a
 * forged cursor refused.
 */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { InboxPage } from '@/shared/staff/api-types';
import { listInbox } from '../db/inbox';
import { decodeCursor, type Cursor } from '../db/inbox-filter';
import { newApplication, newContact } from '../support/payloads';
import { createStaff, signIn, type StaffSession } from '../support/staff-client';
import { storeSubmission } from '../support/stored-submissions';
import { messageOf, testServers, type TestServer } from '../support/test-server';

const start = testServers({ inProcess: true });

async function addJob(server: TestServer, slug: string, title: string): Promise<number> {
  const now = Date.now();
  const row = await server.database.db
    .insertInto('jobs')
    .values({
      slug,
      state: 'open',
      title,
      reference_number: slug,
      details: '{}',
      date_posted: '2026-11-01',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function names(staff: StaffSession, query: string): Promise<string[]> {
  const response = await staff.request(`${staffApiPaths.submissions}${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as InboxPage).items.map((item) => item.last_name);
}

async function paged(server: TestServer, size: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: Cursor | undefined;
  do {
    const page = await listInbox(server.database, { folder: 'inbox', sort: 'job' }, cursor, size);
    seen.push(...page.items.map((item) => item.last_name));
    cursor = page.nextCursor === null ? undefined : decodeCursor(page.nextCursor);
  } while (cursor);
  return seen;
}

describe('the inbox ordered by job', () => {
  it('sorts by the job record, not by the position text, on every page', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const cloud = await addJob(server, 'cloud-engineer', 'Cloud Engineer');
    const analyst = await addJob(server, 'business-analyst', 'Business Analyst');
    const analystTwo = await addJob(server, 'business-analyst-2', 'Business Analyst');
    const applications: [string, string, number | null][] = [
      ['A0', 'Cloud Engineer', cloud],
      ['A1', 'Business Analyst', analyst],
      ['A2', 'Cloud Engineer', cloud],
      ['A3', 'Open application', null],
      ['A4', 'Business Analyst', analystTwo],
      // The position as the applicant's form sent it (an older title): the job is what counts.
      ['A5', 'Zebra Keeper', analyst],
      // A position some job has, but the intake joined it to none.
      ['A6', 'Business Analyst', null],
    ];
    for (const [lastName, position, jobId] of applications) {
      await storeSubmission(
        server,
        newApplication({ last_name: lastName, position, job_id: jobId, onsite: 'No' }),
      );
    }
    await storeSubmission(server, newContact({ last_name: 'Enquiry' }));

    const byJob = ['A5', 'A1', 'A4', 'A2', 'A0', 'Enquiry', 'A6', 'A3'];
    expect(await names(staff, '?sort=job')).toEqual(byJob);
    // Page ends inside a job, between two jobs of one title, and among entries without a job.
    for (const size of [1, 2, 3]) expect(await paged(server, size)).toEqual(byJob);
    // Newest first is unchanged.
    expect(await names(staff, '')).toEqual(['Enquiry', 'A6', 'A5', 'A4', 'A3', 'A2', 'A1', 'A0']);

    // Renamed, the job's applications move with it.
    await server.database.db
      .updateTable('jobs')
      .set({ title: 'Analytics Lead' })
      .where('id', '=', cloud)
      .execute();
    const renamed = ['A2', 'A0', 'A5', 'A1', 'A4', 'Enquiry', 'A6', 'A3'];
    expect(await names(staff, '?sort=job')).toEqual(renamed);
    expect(await paged(server, 2)).toEqual(renamed);
    // With the job filter, in the same order.
    expect(await names(staff, `?job=${String(analyst)}&sort=job`)).toEqual(['A5', 'A1']);
  });

  it('refuses a forged cursor with a plain 400', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursors = [
      forged({ id: 3, job: { id: 'x', title: 'Cloud Engineer' } }),
      forged({ id: 3, job: { id: 2, title: 42 } }),
      forged({ id: 3, job: { id: -1, title: 'Cloud Engineer' } }),
      forged({ id: 3, job: "' OR 1=1 --" }),
      forged({ id: 3, job: [2, 'Cloud Engineer'] }),
      forged({ id: 0, job: null }),
      'not base64 at all!',
    ];
    for (const cursor of cursors) {
      const answer = await staff.request(
        `${staffApiPaths.submissions}?sort=job&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(answer.status, cursor).toBe(400);
      expect(await messageOf(answer)).toContain('cursor');
    }
    // A cursor of an entry without a job, and a job title with quotes, are read as written.
    expect(decodeCursor(forged({ id: 3, job: null }))).toEqual({ id: 3, job: null });
    expect(decodeCursor(forged({ id: 3, job: { id: 2, title: "O'Brien <b>" } }))).toEqual({
      id: 3,
      job: { id: 2, title: "O'Brien <b>" },
    });
  });
});
