// @vitest-environment node
/**
 * `POST /beacon` cannot be turned against the company, on the engine under test: what a stranger
 * makes up is refused or stored as `other`, never as a page, a source or a build of its own; every
 * page the site has is still counted as its pages send it.
 */
import { describe, expect, it } from 'vitest';
import { beaconPath } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import type { ReportsResponse } from '@/shared/analytics/reports';
import { createStaff, signIn } from '../support/staff-client';
import { articleSlugs, domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { testServers, type TestServer, type TestServerOptions } from '../support/test-server';
import { issueBuilds } from '../support/analytics-rows';
import { fakeBuildId, makeFakeDist } from '../support/fake-dist';
import { cacheBytes, cachedBytes } from './kept-sums';
import { rowsPerDay } from './day-figures';
import { analyticsUpkeep } from './upkeep';
import { insertVisit } from '../support/analytics-rows';

const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';

/** Noon in Omaha on 2026-07-04. */
const noon = Date.parse('2026-07-04T17:00:00Z');
/** The servers' clock: noon, unless a test moves it. */
const clock = { now: noon };
const start = testServers({ inProcess: true, now: () => clock.now });

/** A server whose site issued the build `b1`. */
async function server(options: TestServerOptions = {}): Promise<TestServer> {
  clock.now = noon;
  const app = await start(options);
  await issueBuilds(app, ['b1'], noon);
  return app;
}

function view(route: string, path: string, extra: Record<string, unknown> = {}) {
  return { t: 'view', route, path, ref: '', vp: 'phone', build: 'b1', ...extra };
}

/** A beacon from its own browser (a visitor of its own), as `sendBeacon` posts it. */
function beacon(
  app: TestServer,
  body: unknown,
  agent = browser,
  headers: Record<string, string> = {},
) {
  return app.fetch(beaconPath, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': agent, ...headers },
    body: JSON.stringify(body),
  });
}

async function visitsOf(app: TestServer) {
  await app.runtime.analytics.queue.flush();
  return app.database.db
    .selectFrom('visits')
    .select(['landing_path', 'source_kind', 'source', 'medium', 'campaign', 'referrer'])
    .orderBy('id')
    .execute();
}

/** Every page of the site by its route, written out here from the route and slug lists. */
const realPages: [string, string][] = [
  ...Object.values(paths)
    .filter((record) => !record.pattern.includes(':') && !record.pattern.startsWith('/staff'))
    .map((record): [string, string] => [record.pattern, record.pattern]),
  ...serviceSlugs.map((slug): [string, string] => [
    paths.service.pattern,
    paths.service.href(slug),
  ]),
  ...domainSlugs.map((slug): [string, string] => [paths.domain.pattern, paths.domain.href(slug)]),
  ...firstJobs.map((job): [string, string] => [paths.job.pattern, paths.job.href(job.slug)]),
  ...articleSlugs.flatMap((slug): [string, string][] => [
    [paths.article.pattern, paths.article.href(slug)],
    [paths.homeArticle.pattern, paths.homeArticle.href(slug)],
  ]),
];

describe('a closed vocabulary', () => {
  it("counts every page of the site, as the site's pages send their beacons", async () => {
    const app = await server();
    for (const [index, [route, path]] of realPages.entries()) {
      // The first view of each visitor carries the referrer and the campaign, as a page's does.
      const answer = await beacon(
        app,
        view(route, path, {
          ref: 'https://www.linkedin.com',
          utm: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'fall-hiring' },
        }),
        `${browser} ${String(index)}`,
      );
      expect(answer.status, path).toBe(204);
      const vitals = {
        t: 'vitals',
        route,
        path,
        vp: 'desktop',
        build: 'b1',
        m: [{ n: 'LCP', v: 900 }],
      };
      expect((await beacon(app, vitals)).status, path).toBe(204);
    }
    const visits = await visitsOf(app);
    expect(visits.map((visit) => visit.landing_path)).toEqual(realPages.map(([, path]) => path));
    expect(new Set(visits.map((visit) => `${visit.source} ${visit.campaign ?? ''}`))).toEqual(
      new Set(['linkedin fall-hiring']),
    );
    const builds = await app.database.db.selectFrom('vitals').select('build').distinct().execute();
    expect(builds).toEqual([{ build: 'b1' }]);
  });

  it('refuses a made-up slug under any route that takes one, and stores nothing', async () => {
    const app = await server();
    const madeUp: [string, string][] = [
      ['/services/:slug', '/services/a1b2c3'],
      ['/domains/:slug', '/domains/dominsu11'],
      ['/careers/:slug', '/careers/senior-it-sales-2'],
      ['/blogs/:slug', '/blogs/blogexp5'],
      ['/home/:slug', '/home/blogexp0'],
    ];
    for (const [route, path] of madeUp) {
      expect((await beacon(app, view(route, path))).status, path).toBe(400);
    }
    expect(await visitsOf(app)).toEqual([]);
  });

  it('stores a build no server of ours issued as other, and keeps the issued one', async () => {
    const app = await server();
    const vitals = (build: string) => ({
      t: 'vitals',
      route: '/',
      path: '/',
      vp: 'phone',
      build,
      m: [{ n: 'LCP', v: 1200 }],
    });
    for (const build of ['b1', 'main-x7Ka9', 'other', 'b1-forged']) {
      expect((await beacon(app, vitals(build))).status).toBe(204);
    }
    await beacon(app, view('/', '/', { build: 'main-x7Ka9' }));
    await app.runtime.analytics.queue.flush();
    const { db } = app.database;
    const kept = await db.selectFrom('vitals').select('build').orderBy('id').execute();
    expect(kept.map((row) => row.build)).toEqual(['b1', 'other', 'other', 'other']);
    const viewed = await db.selectFrom('page_views').select('build').execute();
    expect(viewed).toEqual([{ build: 'other' }]);
    // The builds table learns no made-up id either.
    const builds = await db.selectFrom('builds').select('build').orderBy('build').execute();
    expect(builds.map((row) => row.build)).toEqual(['b1', 'other']);
  });

  it('keeps the build of the site it serves, as the build recorded it, and registers it', async () => {
    const app = await start({ distDir: makeFakeDist() });
    const vitals = { t: 'vitals', route: '/', path: '/', vp: 'phone', m: [{ n: 'LCP', v: 900 }] };
    expect((await beacon(app, { ...vitals, build: fakeBuildId })).status).toBe(204);
    expect((await beacon(app, { ...vitals, build: 'b1' })).status).toBe(204);
    await app.runtime.analytics.queue.flush();
    const kept = await app.database.db.selectFrom('vitals').select('build').orderBy('id').execute();
    expect(kept.map((row) => row.build)).toEqual([fakeBuildId, 'other']);
    const registered = await app.database.db
      .selectFrom('builds')
      .select(['build', 'issued_at'])
      .where('build', '=', fakeBuildId)
      .execute();
    expect(registered).toEqual([{ build: fakeBuildId, issued_at: noon }]);
  });

  it('keeps campaign tags of a safe alphabet and length, and counts any other as other', async () => {
    const app = await server();
    const tagged = async (utm: Record<string, string>, visitor: string) => {
      expect((await beacon(app, view('/', '/', { utm }), `${browser} ${visitor}`)).status).toBe(
        204,
      );
    };
    await tagged({ utm_source: ' LinkedIn ', utm_campaign: 'Fall_Hiring-2026.q3' }, 'one');
    // A line break would add a line to the weekly e-mail; 200 characters fill a report's column.
    await tagged({ utm_source: 'news', utm_campaign: 'spring\nBcc: victim@example.com' }, 'two');
    await tagged({ utm_source: 'news', utm_campaign: 'x'.repeat(200) }, 'three');
    await tagged(
      { utm_source: 'news', utm_campaign: 'y'.repeat(65), utm_medium: 'e mail' },
      'four',
    );
    await tagged({ utm_source: '<script>', utm_campaign: 'z'.repeat(64) }, 'five');
    await tagged({ ref: 'partner™', utm_medium: '' }, 'six');
    const visits = await visitsOf(app);
    expect(visits.map(({ source, medium, campaign }) => [source, medium, campaign])).toEqual([
      ['linkedin', null, 'fall_hiring-2026.q3'],
      ['news', null, 'other'],
      ['news', null, 'other'],
      ['news', 'other', 'other'],
      ['other', null, 'z'.repeat(64)],
      ['other', null, null],
    ]);
  });

  it('counts a referrer that is not an http(s) origin as none', async () => {
    const app = await server();
    const refs = [
      'https://www.bing.com',
      'https://www.bing.com/search?q=akscellence',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://user:secret@evil.example',
      'null',
      'not a url',
    ];
    for (const [index, ref] of refs.entries()) {
      const agent = `${browser} ${String(index)}`;
      expect((await beacon(app, view('/', '/', { ref }), agent)).status).toBe(204);
    }
    const visits = await visitsOf(app);
    expect(visits.map(({ source_kind, referrer }) => [source_kind, referrer])).toEqual([
      ['search', 'https://www.bing.com'],
      ...refs.slice(1).map(() => ['direct', null]),
    ]);
  });
});

describe('beacons only from the site’s own pages', () => {
  const publicOrigin = 'https://www.akscellence.example';

  it('refuses a beacon a browser says came from another site, and stores nothing', async () => {
    const app = await server();
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://www.akscellence.example' },
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: publicOrigin },
    ];
    for (const [index, headers] of foreign.entries()) {
      const answer = await beacon(app, view('/', '/'), `${browser} ${String(index)}`, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await visitsOf(app)).toEqual([]);
  });

  it("takes one from the site's pages, or from a browser that names no origin", async () => {
    const app = await server();
    const own: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: publicOrigin },
      { Origin: publicOrigin },
      { 'Sec-Fetch-Site': 'same-origin' },
      {},
    ];
    for (const [index, headers] of own.entries()) {
      const answer = await beacon(app, view('/', '/'), `${browser} ${String(index)}`, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(204);
    }
    expect(await visitsOf(app)).toHaveLength(own.length);
  });

  it('takes one from the origin the request was made to, as well as PUBLIC_ORIGIN', async () => {
    const app = await start({ inProcess: false });
    const send = (origin: string) =>
      fetch(`${app.origin}${beaconPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'User-Agent': browser, Origin: origin },
        body: JSON.stringify(view('/', '/', { build: 'dev' })),
      });
    expect((await send(app.origin)).status).toBe(204);
    expect((await send(publicOrigin)).status).toBe(204);
    expect((await send('http://127.0.0.1:1')).status).toBe(403);
  });
});

describe('a cap on the distinct values of a day', () => {
  it('keeps the first 200 sources, campaigns, referrers and builds of a day; later new ones are other', async () => {
    // Every request in process comes from one client: its own limit is not what is tested here.
    const app = await server({ config: { beaconsPerMinute: 0 } });
    const builds = Array.from({ length: 205 }, (_, index) => `b-${String(index)}`);
    await issueBuilds(app, builds, noon);
    for (let index = 0; index < 205; index += 1) {
      const tag = `t${String(index)}`;
      const answer = await beacon(
        app,
        view('/', '/', {
          ref: `https://site${String(index)}.example`,
          utm: { utm_source: tag, utm_medium: tag, utm_campaign: tag },
          build: builds[index],
        }),
        `${browser} ${String(index)}`,
      );
      expect(answer.status).toBe(204);
    }
    // A value the day kept stays kept after the cap is reached.
    await beacon(app, view('/', '/', { utm: { utm_source: 't7' } }), `${browser} again`);
    const visits = await visitsOf(app);
    const { db } = app.database;
    const distinct = (values: (string | null)[]) => new Set(values).size;
    expect(visits).toHaveLength(206);
    for (const field of ['source', 'medium', 'campaign'] as const) {
      const values = visits.map((visit) => visit[field]);
      expect(values.slice(0, 200)).toEqual(builds.slice(0, 200).map((_, i) => `t${String(i)}`));
      expect(values.slice(200, 205)).toEqual(Array(5).fill('other'));
    }
    expect(visits.at(-1)?.source).toBe('t7');
    expect(visits.slice(200, 205).map((visit) => visit.referrer)).toEqual(Array(5).fill(null));
    expect(distinct(visits.map((visit) => visit.referrer))).toBe(201);
    const viewed = await db.selectFrom('page_views').select('build').orderBy('id').execute();
    expect(distinct(viewed.map((row) => row.build))).toBe(201);
    expect(viewed.slice(200, 205).map((row) => row.build)).toEqual(Array(5).fill('other'));
  });
});

describe('limits on beacons', () => {
  it('takes BEACONS_PER_MINUTE from one client; more get 429 and are not stored', async () => {
    const app = await server({ config: { beaconsPerMinute: 3 } });
    const answers: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      answers.push((await beacon(app, view('/', '/'), `${browser} ${String(index)}`)).status);
    }
    expect(answers).toEqual([204, 204, 204, 429, 429]);
    expect(await visitsOf(app)).toHaveLength(3);
  });

  it('takes BEACONS_PER_SECOND from the whole site; more get 429 and are not stored', async () => {
    const app = await server({ config: { beaconsPerMinute: 0, beaconsPerSecond: 4 } });
    const send = async (count: number, from: number) => {
      const answers: number[] = [];
      for (let index = from; index < from + count; index += 1) {
        answers.push((await beacon(app, view('/', '/'), `${browser} ${String(index)}`)).status);
      }
      return answers;
    };
    expect(await send(6, 0)).toEqual([204, 204, 204, 204, 429, 429]);
    clock.now += 1_000;
    expect(await send(2, 6)).toEqual([204, 204]);
    expect(await visitsOf(app)).toHaveLength(6);
  });
});

describe('the reports after a flood', () => {
  /** The reports of 2026-07-01 to 2026-07-04 as staff read them, and the answer's size. */
  async function reports(app: TestServer) {
    await createStaff(app);
    const staff = await signIn(app);
    const answer = await staff.request(`${staffApiPaths.reports}?from=2026-07-01&to=2026-07-04`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    return { bytes: Buffer.byteLength(text), report: JSON.parse(text) as ReportsResponse };
  }

  const sum = <Row>(rows: readonly Row[], count: (row: Row) => number) =>
    rows.reduce((total, row) => total + count(row), 0);

  it('answers small after 5,000 junk beacons, the sources beyond the top ones in one row', async () => {
    const app = await server({ config: { beaconsPerMinute: 0, beaconsPerSecond: 0 } });
    const statuses = new Map<number, number>();
    for (let index = 0; index < 5_000; index += 1) {
      const junk = `${index.toString(36)}q${(index * 7919).toString(36)}`;
      const path = index % 2 === 0 ? `/services/${junk}` : paths.service.href('ser1');
      const answer = await beacon(
        app,
        view('/services/:slug', path, {
          ref: `https://${junk}.example`,
          build: `main-${junk}`,
          utm: { utm_source: junk, utm_campaign: `${junk}\nBcc: x` },
        }),
        `${browser} ${String(index)}`,
      );
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 204: 2_500, 400: 2_500 });
    await app.runtime.analytics.queue.flush();
    const { bytes, report } = await reports(app);
    expect(bytes).toBeLessThan(50_000);
    expect(report.totals.visitors).toBe(2_500);
    expect(report.pages.map((page) => page.path)).toEqual(['/services/ser1']);
    expect(report.sources).toHaveLength(101);
    expect(report.sources.at(-1)).toMatchObject({ kind: 'other', source: 'other' });
    expect(sum(report.sources, (row) => row.visits)).toBe(2_500);
    // Every campaign was made up (and held a line break): all of them are one value.
    expect(new Set(report.sources.map((row) => row.campaign))).toEqual(new Set(['other', null]));
    expect(report.builds.map((row) => row.build)).toEqual([]);
  });

  it('lists the top pages of rows stored before the vocabulary and sums the rest, live and rolled up', async () => {
    const app = await server();
    const { db } = app.database;
    // A flood stored before pages were checked: 700 made-up paths, one view each, and ten views
    // of the home page. The report lists the home page and the next 99, and sums the other 601.
    const visitId = await insertVisit(app.database, {
      visitor: 'v',
      day: '2026-07-04',
      startedAt: noon,
    });
    const paths700 = Array.from({ length: 700 }, (_, index) => `/services/junk-${String(index)}`);
    for (const path of [...paths700, ...Array<string>(10).fill('/')]) {
      await db
        .insertInto('page_views')
        .values({
          visit_id: visitId,
          day: '2026-07-04',
          viewed_at: noon,
          route: path === '/' ? '/' : '/services/:slug',
          path,
          viewport: 'phone',
          build: 'b1',
        })
        .execute();
    }
    const live = await reports(app);
    expect(live.bytes).toBeLessThan(50_000);
    expect(live.report.pages).toHaveLength(101);
    expect(live.report.pages[0]).toMatchObject({ path: '/', views: 10 });
    expect(live.report.pages.at(-1)).toMatchObject({ route: 'other', path: 'other', views: 601 });
    expect(sum(live.report.pages, (row) => row.views)).toBe(710);

    // Rolled up, the day keeps its top rows and one row for the rest: the report is the same.
    clock.now += 24 * 60 * 60_000;
    await analyticsUpkeep(app.database, clock.now, {
      timeZone: 'America/Chicago',
      rawDays: 90,
      retentionDays: 365,
    });
    const stored = await db
      .selectFrom('daily_pages')
      .select((eb) => eb.fn.countAll<number | string>().as('rows'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.rows)).toBe(rowsPerDay + 1);
    expect((await reports(app)).report.pages).toEqual(live.report.pages);
    // What the reports keep of the stored days is weighed, and held under its cap.
    expect(cachedBytes(app.database)).toBeGreaterThan(0);
    expect(cachedBytes(app.database)).toBeLessThanOrEqual(cacheBytes);
  });
});
