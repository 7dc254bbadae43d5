// @vitest-environment node
/**
 * Views of job pages, on the engine under test: a job staff publish is counted from its first
 * visitor, at its new and its old address; a draft and a made-up slug are refused; and however
 * many beacons name unknown slugs, the jobs are read again at most every few seconds.
 */
import { describe, expect, it } from 'vitest';
import { beaconPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import type { JobInput } from '@/shared/jobs/job-input';
import { editJob, createJob, moveJob } from '../db/staff-jobs';
import { issueBuilds } from '../support/analytics-rows';
import { liveJob } from '../support/jobs-staff';
import { testServers, type TestServer } from '../support/test-server';
import { CountedJobPages } from './job-pages';

const clock = { now: Date.parse('2026-07-04T17:00:00Z') };
const start = testServers({ inProcess: true, now: () => clock.now });
const actor = { staffId: null, actor: 'command line', clientHash: null };

/** A job at `slug`; its reference number is its own and fixed once published. */
const job = (slug: string, reference = slug): JobInput =>
  liveJob({ slug, referenceNumber: `DE-${reference}` });

async function draft(app: TestServer, slug: string): Promise<number> {
  const made = await createJob(app.database, job(slug), actor, clock.now);
  if (!made.ok) throw new Error(made.reason);
  return made.id;
}

async function publish(app: TestServer, id: number): Promise<void> {
  const moved = await moveJob(app.database, id, 'publish', () => [], actor, clock.now);
  if (!moved.ok) throw new Error('not published');
}

function viewOf(app: TestServer, path: string) {
  return app.fetch(beaconPath, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': 'Mozilla/5.0 Firefox/130',
    },
    body: JSON.stringify({
      t: 'view',
      route: paths.job.pattern,
      path,
      ref: '',
      vp: 'phone',
      build: 'b1',
    }),
  });
}

describe('views of job pages', () => {
  it('counts a job published after the server started, at once, and at its old address', async () => {
    const app = await start();
    await issueBuilds(app, ['b1'], clock.now);
    // The first jobs' pages count from the start.
    expect((await viewOf(app, '/careers/project-manager')).status).toBe(204);

    const id = await draft(app, 'data-engineer');
    expect((await viewOf(app, '/careers/data-engineer')).status).toBe(400);
    await publish(app, id);
    clock.now += 6_000;
    expect((await viewOf(app, '/careers/data-engineer')).status).toBe(204);
    expect((await viewOf(app, '/careers/data-engineer/')).status).toBe(204);

    const renamed = await editJob(
      app.database,
      id,
      job('senior-data-engineer', 'data-engineer'),
      actor,
      clock.now,
    );
    expect(renamed.ok).toBe(true);
    clock.now += 6_000;
    expect((await viewOf(app, '/careers/senior-data-engineer')).status).toBe(204);
    expect((await viewOf(app, '/careers/data-engineer')).status).toBe(204);

    for (const path of [
      '/careers/no-such-job',
      '/careers/',
      '/careers/data-engineer/extra',
      '/careers/DATA-ENGINEER',
      `/careers/${'a'.repeat(500)}`,
      '/careers/%2e%2e',
    ]) {
      expect((await viewOf(app, path)).status, path).toBe(400);
    }
  });

  it('reads the jobs again when they are old, or now and then for a slug it does not know', async () => {
    const app = await start();
    let reads = 0;
    const counted = new CountedJobPages(
      {
        ...app.database,
        get db() {
          reads += 1;
          return app.database.db;
        },
      },
      () => clock.now,
    );
    await counted.refresh();
    const afterFirst = reads;
    expect(counted.has('project-manager')).toBe(true);

    const id = await draft(app, 'cloud-analyst');
    await publish(app, id);
    // Just read: an unknown slug waits for the next read a few seconds on.
    await counted.refresh('cloud-analyst');
    expect(counted.has('cloud-analyst')).toBe(false);
    for (let beacon = 0; beacon < 50; beacon += 1) await counted.refresh(`made-up-${beacon}`);
    expect(reads).toBe(afterFirst);

    clock.now += 5_000;
    await counted.refresh('cloud-analyst');
    expect(counted.has('cloud-analyst')).toBe(true);
    const afterMiss = reads;
    // A known slug reads nothing until the slugs are half a minute old.
    await counted.refresh('cloud-analyst');
    expect(reads).toBe(afterMiss);
    clock.now += 30_000;
    await counted.refresh('cloud-analyst');
    expect(reads).toBeGreaterThan(afterMiss);
  });
});
