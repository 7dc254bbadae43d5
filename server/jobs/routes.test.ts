// @vitest-environment node
/** The jobs' JSON a client-side navigation reads, on the engine under test. */
import { describe, expect, it } from 'vitest';
import { jobsApiPaths } from '@/config/endpoints';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { listingOf } from '@/shared/jobs/public-jobs';
import { changeJob } from '../db/jobs';
import { testServers } from '../support/test-server';

const start = testServers({ inProcess: true });
const [first, second] = firstJobs;

describe('the jobs endpoint', () => {
  it('lists the open jobs, and answers a job in each state as its page does', async () => {
    const server = await start();
    const list = await server.fetch(jobsApiPaths.list);
    expect(list.status).toBe(200);
    expect(list.headers.get('Cache-Control')).toContain('s-maxage=2');
    expect(await list.json()).toEqual({ jobs: firstJobs.map(listingOf) });

    const open = await server.fetch(jobsApiPaths.job(first.slug));
    expect(open.status).toBe(200);
    expect(await open.json()).toMatchObject({ kind: 'open', job: { title: first.title } });

    const now = Date.now();
    await changeJob(server.database, first.slug, { state: 'paused' }, now);
    expect(await (await server.fetch(jobsApiPaths.job(first.slug))).json()).toMatchObject({
      kind: 'paused',
    });
    const listed = (await (await server.fetch(jobsApiPaths.list)).json()) as { jobs: unknown[] };
    expect(listed.jobs).toHaveLength(firstJobs.length - 1);

    await changeJob(server.database, first.slug, { state: 'closed' }, now);
    const closed = await server.fetch(jobsApiPaths.job(first.slug));
    expect(closed.status).toBe(410);
    expect(await closed.json()).toMatchObject({ kind: 'closed', title: first.title });

    await changeJob(server.database, second.slug, { slug: 'senior-it-sales-midwest' }, now);
    expect(await (await server.fetch(jobsApiPaths.job(second.slug))).json()).toEqual({
      kind: 'moved',
      slug: 'senior-it-sales-midwest',
    });

    await changeJob(server.database, 'senior-it-sales-midwest', { state: 'draft' }, now);
    expect((await server.fetch(jobsApiPaths.job('senior-it-sales-midwest'))).status).toBe(404);
    expect((await server.fetch(jobsApiPaths.job(second.slug))).status).toBe(404);
  });

  it('answers 404 to any slug no job has had, however it is written', async () => {
    const server = await start();
    for (const slug of [
      "x' OR '1'='1",
      '../../etc/passwd',
      '<script>alert(1)</script>',
      'a'.repeat(5_000),
      '\u0000',
      '\u202Eproject-manager',
      'PROJECT-MANAGER',
      'project-manager ',
      '%E0%A4%A',
    ]) {
      const response = await server.fetch(jobsApiPaths.job(slug));
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
    }
    const raw = await server.fetch(`${jobsApiPaths.list}/%E0%A4%A`);
    expect(raw.status).toBe(404);
  });
});
