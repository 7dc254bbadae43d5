// @vitest-environment node
/**
 * Two instances of the site on one PostgreSQL database, as behind a load balancer: a recruiter
 * signed in on instance A publishes, edits, pauses and closes a job through the staff API, and
 * instance B's public pages (the job's page, /careers, the sitemap) show each change within the
 * five seconds the issue allows, polled over HTTP as a visitor would ask.
 *
 * Each instance is a runtime of its own (its own connections, its own cache of rendered pages,
 * its own poll of the jobs' version) behind its own HTTP server, both in this process: a server
 * process would need `npm run build`'s server build, which `npm test` makes only after these
 * tests, while vitest compiles the renderer's source here (support/live-build.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { openDatabase } from '../db';
import { createRuntime, type Runtime } from '../runtime';
import { listen, type Listening } from '../support/listen';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-server';
import {
  addRecruiter,
  jsonLdTypes,
  liveJob,
  msUntilShown,
  publicPage,
  signInRecruiter,
  type JobsStaff,
} from '../support/jobs-staff';
import { makeTestBuild, testFrame, type TestBuild } from '../support/live-build';

/** The issue's bound: a change is on every instance's pages within five seconds. */
const withinMs = 5_000;

interface Instance {
  origin: string;
  runtime: Runtime;
  http: Listening;
}

describe('two instances sharing PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let build: TestBuild;
  const instances: Instance[] = [];
  let staff: JobsStaff;
  let a: Instance;
  let b: Instance;

  const start = async (): Promise<Instance> => {
    const config = testConfig({
      databaseUrl: testDatabase.target.url,
      databasePath: testDatabase.target.path,
    });
    const runtime = await createRuntime(config, {
      distDir: build.distDir,
      database: await openDatabase(testDatabase.target),
      log: () => undefined,
      env: {},
    });
    const http = await listen((request) => runtime.app.fetch(request));
    const instance = { origin: http.origin, runtime, http };
    instances.push(instance);
    return instance;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    build = makeTestBuild(await testFrame(render));
    // One after the other, as a deploy migrates once before the instances take traffic.
    a = await start();
    b = await start();
    await addRecruiter(a.runtime.database);
    staff = await signInRecruiter(a.origin);
  });
  afterAll(async () => {
    for (const instance of instances.splice(0)) {
      await instance.http.close();
      await instance.runtime.close();
    }
    await testDatabase.drop();
    build.remove();
  });

  /** Milliseconds until instance B's page at `path` shows the change; fails after 5 s. */
  const onB = async (
    path: string,
    shows: (page: { status: number; body: string }) => boolean,
  ): Promise<number> => {
    const ms = await msUntilShown(b.origin, path, shows, { everyMs: 25, giveUpMs: withinMs });
    expect(ms, `${path} on instance B`).toBeDefined();
    expect(ms).toBeLessThanOrEqual(withinMs);
    return ms ?? Number.NaN;
  };

  /** Instance B's pages, asked before a change so that each is in its cache when it happens. */
  const warm = async (paths: readonly string[]) => {
    for (const path of paths) await publicPage(b.origin, path);
  };

  it('show a job published, edited, renamed, paused and closed on A on B within 5 s', async () => {
    const input = liveJob();
    const job = await staff.create(input);
    const page = `/careers/${input.slug}`;
    const jobPosting = (body: string) => jsonLdTypes(body).includes('JobPosting');
    await warm(['/careers', '/sitemap.xml']);
    expect((await publicPage(b.origin, page)).status).toBe(404);

    await staff.move(job.id, 'publish');
    await Promise.all([
      onB(page, ({ status, body }) => status === 200 && jobPosting(body)),
      onB('/careers', ({ body }) => body.includes(`${page}"`)),
      onB('/sitemap.xml', ({ body }) => body.includes(`${page}</loc>`)),
    ]);

    await warm([page, '/careers']);
    const retitled = { ...input, title: 'Senior Data Engineer' };
    await staff.edit(job.id, retitled);
    const times = await Promise.all([
      onB(page, ({ body }) => body.includes('<h1') && body.includes('Senior Data Engineer</h1>')),
      onB('/careers', ({ body }) => body.includes('Senior Data Engineer')),
    ]);
    console.log(
      `two instances: an edit on A shown by B in ${times.map((ms) => `${String(Math.round(ms))} ms`).join(' and ')}`,
    );

    // A new address: the sitemap gives the new one only, and the old one moves to it.
    await warm(['/sitemap.xml']);
    const renamed = { ...retitled, slug: 'senior-data-engineer-live' };
    const newPage = `/careers/${renamed.slug}`;
    await staff.edit(job.id, renamed);
    await onB(
      '/sitemap.xml',
      ({ body }) => body.includes(`${newPage}</loc>`) && !body.includes(`${page}</loc>`),
    );
    await onB(page, ({ status }) => status === 301);

    await warm([newPage, '/careers', '/sitemap.xml']);
    await staff.move(job.id, 'pause');
    await Promise.all([
      onB(
        newPage,
        ({ status, body }) =>
          status === 200 && body.includes('Senior Data Engineer') && !jobPosting(body),
      ),
      onB('/careers', ({ body }) => !body.includes(`${newPage}"`)),
      onB('/sitemap.xml', ({ body }) => !body.includes(`${newPage}</loc>`)),
    ]);
    const paused = await publicPage(b.origin, newPage);
    expect(paused.body).toMatch(/paused/i);

    await warm([newPage]);
    await staff.move(job.id, 'close');
    await onB(newPage, ({ status, body }) => status === 410 && !jobPosting(body));
    expect((await publicPage(b.origin, newPage)).body).toMatch(/filled/i);
    // And instance A agrees, for a visitor the balancer sends there.
    expect((await publicPage(a.origin, newPage)).status).toBe(410);
  }, 60_000);
});
