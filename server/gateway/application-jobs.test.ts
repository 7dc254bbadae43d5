// @vitest-environment node
/**
 * Applications carry the job they were made for by its id, on the engine under test: the intake
 * finds the job from the position line (its title as the form sends it, an earlier title, a
 * current or old slug), an open application and anything no job matches are kept without one,
 * and the staff Jobs list's counts and the inbox's filter by job read the id, so a renamed job
 * keeps its applicants and two jobs with one title stay apart.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { applicationMessage } from '@/shared/forms/application-message';
import { firstJobs } from '@/shared/jobs/first-jobs';
import type { InboxPage } from '../db/inbox';
import { changeJob } from '../db/jobs';
import { findStaffJob, listStaffJobs } from '../db/staff-job-reads';
import { createJob, editJob, moveJob } from '../db/staff-jobs';
import type { Database } from '../db';
import { createStaff, signIn } from '../support/staff-client';
import { validApply } from '../support/payloads';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import { jobIdOf } from '../support/jobs-staff';

const start = testServers({ inProcess: true });
const [first, second] = firstJobs;
const actor = { staffId: null, actor: 'test', clientHash: null };
const resume = 'Ravi Kumar\nSix years of delivery.';

const applicationFor = (position: string, lastName = 'Kumar') => ({
  ...validApply,
  last_name: lastName,
  message: applicationMessage(position, 'Yes', resume),
});

/** Sends an application naming the position; answers the stored row. */
async function apply(server: TestServer, position: string, lastName = 'Kumar') {
  const response = await server.submit(applicationFor(position, lastName));
  expect(response.status, position).toBe(201);
  return server.database.db
    .selectFrom('submissions')
    .select(['id', 'job_id', 'position', 'message'])
    .where('last_name', '=', lastName)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** A job as the staff Jobs area edits it. */
async function inputOf(database: Database, slug: string) {
  const job = await findStaffJob(database, await jobIdOf(database, slug), Date.now());
  if (!job) throw new Error(`no job ${slug}`);
  return job.job;
}

/** Renames the job to a new title and slug, as the staff Jobs area does. */
async function rename(database: Database, id: number, title: string, slug: string) {
  const job = await findStaffJob(database, id, Date.now());
  if (!job) throw new Error('no such job');
  const result = await editJob(database, id, { ...job.job, title, slug }, actor, Date.now());
  expect(result.ok).toBe(true);
}

/** A published second job with the same title as the first of the first jobs. */
async function namesake(database: Database): Promise<number> {
  const created = await createJob(
    database,
    {
      ...(await inputOf(database, first.slug)),
      slug: `${first.slug}-omaha`,
      referenceNumber: 'AKS-NAMESAKE',
    },
    actor,
    Date.now(),
  );
  if (!created.ok) throw new Error(created.reason);
  const published = await moveJob(database, created.id, 'publish', () => [], actor, Date.now());
  expect(published.ok).toBe(true);
  return created.id;
}

describe('an application’s job', () => {
  it('is stored by id when the position names an open job, and null for an open application', async () => {
    const server = await start();
    const id = await jobIdOf(server.database, first.slug);
    expect(await apply(server, first.title, 'ByTitle')).toMatchObject({
      job_id: id,
      position: first.title,
    });
    expect(await apply(server, first.slug, 'BySlug')).toMatchObject({
      job_id: id,
      position: first.slug,
    });
    expect(await apply(server, 'Open application', 'Open')).toMatchObject({
      job_id: null,
      position: 'Open application',
    });
  });

  it('follows a job renamed since the form was loaded: its old title and old slug still find it', async () => {
    const server = await start();
    const id = await jobIdOf(server.database, first.slug);
    await rename(server.database, id, 'Delivery Lead', 'delivery-lead');
    for (const [position, lastName] of [
      [first.title, 'OldTitle'],
      [first.slug, 'OldSlug'],
      ['Delivery Lead', 'NewTitle'],
      ['delivery-lead', 'NewSlug'],
    ] as const) {
      expect(await apply(server, position, lastName), position).toMatchObject({ job_id: id });
    }
    const jobs = await listStaffJobs(server.database, Date.now());
    expect(jobs.find((job) => job.id === id)?.applicants).toBe(4);

    // A later job given the old title is the one that title names now.
    const other = await jobIdOf(server.database, second.slug);
    await rename(server.database, other, first.title, 'project-lead');
    expect(await apply(server, first.title, 'Later')).toMatchObject({ job_id: other });
  });

  it('is refused while paused or closed, by title, old title or slug, in the job’s own words', async () => {
    const server = await start();
    const id = await jobIdOf(server.database, first.slug);
    await rename(server.database, id, 'Delivery Lead', 'delivery-lead');
    await changeJob(server.database, 'delivery-lead', { state: 'paused' }, Date.now());
    for (const position of ['Delivery Lead', first.title, first.slug, 'delivery-lead']) {
      const refused = await server.submit(applicationFor(position));
      expect(refused.status, position).toBe(400);
      expect(await messageOf(refused)).toBe(
        'The Delivery Lead position is not taking applications any more. Choose an open position or an open application.',
      );
    }
  });

  it('keeps two jobs with one title apart: each counted and filtered by its own id', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    const original = await jobIdOf(server.database, first.slug);
    const copy = await namesake(server.database);
    // By slug each lands on its own job; the title alone names no one job, and is kept as text.
    expect(await apply(server, first.slug, 'Original')).toMatchObject({ job_id: original });
    expect(await apply(server, `${first.slug}-omaha`, 'Copy')).toMatchObject({ job_id: copy });
    expect(await apply(server, first.title, 'Either')).toMatchObject({
      job_id: null,
      position: first.title,
    });

    const jobs = await listStaffJobs(server.database, Date.now());
    expect(jobs.find((job) => job.id === original)?.applicants).toBe(1);
    expect(jobs.find((job) => job.id === copy)?.applicants).toBe(1);

    const names = async (query: string) => {
      const response = await staff.request(`${staffApiPaths.submissions}${query}`);
      expect(response.status, query).toBe(200);
      const page = (await response.json()) as InboxPage;
      return page.items.map((entry) => entry.last_name).sort();
    };
    expect(await names(`?job=${String(original)}`)).toEqual(['Original']);
    expect(await names(`?job=${String(copy)}`)).toEqual(['Copy']);
    expect(await names('?job=none')).toEqual(['Either']);
    // An address bookmarked when the filter took a title still matches the position's text.
    expect(await names(`?job=${encodeURIComponent(first.title)}`)).toEqual(['Either']);
    expect(await names(`?job=${String(copy)}&sort=job`)).toEqual(['Copy']);

    // The entry says which job it was for.
    const [entry] = (
      (await (
        await staff.request(`${staffApiPaths.submissions}?job=${String(copy)}`)
      ).json()) as InboxPage
    ).items;
    const detail = (await (
      await staff.request(staffApiPaths.submission(entry?.id ?? 0))
    ).json()) as {
      job_id: number | null;
    };
    expect(detail.job_id).toBe(copy);
  });

  it('is left out, and nothing lost, for a position no published job has', async () => {
    const server = await start();
    const draft = await createJob(
      server.database,
      {
        ...(await inputOf(server.database, first.slug)),
        title: 'Unannounced Role',
        slug: 'unannounced-role',
        referenceNumber: 'AKS-DRAFT',
      },
      actor,
      Date.now(),
    );
    expect(draft.ok).toBe(true);
    const long = `${first.title} ${'x'.repeat(300)}`;
    for (const [position, lastName] of [
      ['no-such-job', 'UnknownSlug'],
      ['<script>alert(1)</script>', 'Markup'],
      [`${first.title}' OR '1'='1`, 'Quote'],
      [long, 'Long'],
      ['unannounced-role', 'DraftSlug'],
    ] as const) {
      const stored = await apply(server, position, lastName);
      expect(stored.job_id, lastName).toBeNull();
      // The whole line is kept in the message; the position field holds its first 100 characters.
      expect(stored.message, lastName).toBe(applicationMessage(position, 'Yes', resume));
      expect(stored.position, lastName).toBe(position.slice(0, 100));
    }
    const jobs = await listStaffJobs(server.database, Date.now());
    expect(jobs.reduce((sum, job) => sum + job.applicants, 0)).toBe(0);
  });
});
