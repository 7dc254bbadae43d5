// @vitest-environment node
/**
 * Cookieless visits and leads traced to their source, on the engine under test: a page view and
 * a submission from the same address and browser on the same day are linked; another day's are
 * not; bots, staff and visitors who ask not to be tracked are not counted; bad beacons are refused
 * and store nothing; the reports read the same figures live and once rolled up.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { beaconPath } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import type { ReportsResponse } from '@/shared/analytics/reports';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import { createStaff, signIn } from '../support/staff-client';
import { testServers, type TestServer } from '../support/test-server';
import { issueBuilds } from '../support/analytics-rows';
import { validApply, validContact } from '../support/payloads';
import { analyticsUpkeep } from './upkeep';

const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';
const otherBrowser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605 Safari/605';

/** A clock the test moves: noon in Omaha on 2026-07-04, unless moved. */
const clock = { now: Date.parse('2026-07-04T17:00:00Z') };
const start = testServers({ inProcess: true, now: () => clock.now });

/** A server whose site issued the builds `b1` and `b2`, at noon on 2026-07-04. */
async function server(): Promise<TestServer> {
  clock.now = Date.parse('2026-07-04T17:00:00Z');
  const app = await start();
  await issueBuilds(app, ['b1', 'b2'], clock.now);
  return app;
}

function view(route: string, path: string, extra: Record<string, unknown> = {}) {
  return { t: 'view', route, path, ref: '', vp: 'phone', build: 'b1', ...extra };
}

function beacon(app: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return app.fetch(beaconPath, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': browser, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The rows stored, once the queue of beacons is written. */
async function flushed(app: TestServer) {
  await app.runtime.analytics.queue.flush();
  const { db } = app.database;
  const count = async (table: 'visits' | 'page_views' | 'vitals') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    visits: await count('visits'),
    views: await count('page_views'),
    vitals: await count('vitals'),
  };
}

async function entry(app: TestServer, id: number): Promise<SubmissionDetail> {
  await createStaff(app);
  const staff = await signIn(app);
  return (await (await staff.request(staffApiPaths.submission(id))).json()) as SubmissionDetail;
}

describe('visits and where leads came from', () => {
  it('links a submission to the same day visit of the same address and browser', async () => {
    const app = await server();
    expect(
      (
        await beacon(
          app,
          view('/careers/:slug', '/careers/sap-utilities', {
            ref: 'https://www.linkedin.com',
            utm: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'fall-hiring' },
          }),
        )
      ).status,
    ).toBe(204);
    clock.now += 60_000;
    await beacon(app, view('/careers', '/careers'));
    clock.now += 60_000;
    await beacon(app, view('/careers/:slug', '/careers/sap-utilities'));
    clock.now += 60_000;
    await beacon(app, view('/applynow', '/applynow'));
    clock.now += 60_000;
    const sent = await app.submit(validApply, { 'User-Agent': browser });
    expect(sent.status).toBe(201);

    const detail = await entry(app, 1);
    expect(detail.came_from).toEqual({
      kind: 'campaign',
      source: 'linkedin',
      campaign: 'fall-hiring',
      medium: 'social',
      referrer: 'https://www.linkedin.com',
      landingPage: '/careers/sap-utilities',
      pagesBefore: ['/careers/sap-utilities', '/careers', '/careers/sap-utilities'],
      jobPage: '/careers/sap-utilities',
      firstSeenAt: '2026-07-04T17:00:00.000Z',
    });
    expect(detail.source).toBe('Campaigns (linkedin)');
    expect(detail.campaign).toBe('fall-hiring');
    expect(detail.landing_page).toBe('/careers/sap-utilities');
  });

  it('stores the lead without a source when the visit cannot be looked up', async () => {
    const app = await server();
    // The day's salt cannot be written: the lookup fails before the lead is stored.
    await sql`DROP TABLE visitor_salts`.execute(app.database.db);
    const sent = await app.submit(validContact, { 'User-Agent': browser });
    expect(sent.status).toBe(201);
    const detail = await entry(app, 1);
    expect(detail.last_name).toBe(validContact.last_name);
    expect(detail.came_from).toBeNull();
  });

  it('does not link another browser, or the same one on another day', async () => {
    const app = await server();
    await beacon(app, view('/', '/', { ref: 'https://www.google.com' }));
    // Another browser behind the same address is another visitor.
    await app.submit(validContact, { 'User-Agent': otherBrowser });
    // The next day the salt is new: the same browser is not recognised.
    clock.now += 24 * 60 * 60_000;
    await app.submit(validApply, { 'User-Agent': browser });
    expect((await entry(app, 1)).came_from).toBeNull();
    const staff = await signIn(app);
    const second = (await (
      await staff.request(staffApiPaths.submission(2))
    ).json()) as SubmissionDetail;
    expect(second.came_from).toBeNull();
    expect(second.source).toBeNull();
    // The list tells them apart by source; the CSV says so in words.
    const unknown = await staff.request(`${staffApiPaths.submissions}?source=unknown`);
    expect(((await unknown.json()) as { items: unknown[] }).items).toHaveLength(2);
    const csv = await (await staff.request(staffApiPaths.submissionsCsv)).text();
    expect(csv).toContain('Source unknown');
    // Yesterday's salt is gone after the upkeep: that day's hashes can never be matched again.
    await analyticsUpkeep(app.database, clock.now, {
      timeZone: 'America/Chicago',
      rawDays: 90,
      retentionDays: 365,
    });
    const salts = await app.database.db.selectFrom('visitor_salts').select('day').execute();
    expect(salts.map((row) => row.day)).toEqual(['2026-07-05']);
  });

  it('counts nobody who asks not to be, no bot and no signed-in staff browser', async () => {
    const app = await server();
    await createStaff(app);
    const staff = await signIn(app);
    const quiet: Record<string, string>[] = [
      { 'Sec-GPC': '1' },
      { DNT: '1' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': '' },
      { Cookie: staff.cookie },
    ];
    for (const headers of quiet) {
      expect((await beacon(app, view('/', '/'), headers)).status).toBe(204);
    }
    expect(await flushed(app)).toEqual({ visits: 0, views: 0, vitals: 0 });
  });

  it('refuses beacons that are not one, and stores nothing of them', async () => {
    const app = await server();
    const bad: unknown[] = [
      'not json',
      [],
      { t: 'click', route: '/', path: '/', vp: 'phone', build: 'b1' },
      view('/nowhere', '/nowhere'),
      view('/careers/:slug', '/blogs/blogexp1'),
      // A slug the site does not have is no page, under any route that takes one.
      view('/services/:slug', '/services/not-a-service'),
      view('/domains/:slug', '/domains/dom99'),
      view('/careers/:slug', '/careers/x7f3k2'),
      view('/blogs/:slug', '/blogs/blogexp9'),
      view('/home/:slug', '/home/ser1'),
      view('/services/:slug', '/services/ser1/extra'),
      view('/aboutus', '/aboutus//'),
      view('/staff', '/staff'),
      view('/', '/', { vp: 'watch' }),
      view('/', '/', { build: '<script>' }),
      view('/', '/', { utm: { utm_source: 'x', gclid: 'y' } }),
      { t: 'vitals', route: '/', path: '/', vp: 'phone', build: 'b1', m: [{ n: 'LCP', v: -5 }] },
      { t: 'vitals', route: '/', path: '/', vp: 'phone', build: 'b1', m: [{ n: 'LCP', v: 1e9 }] },
      { t: 'vitals', route: '/', path: '/', vp: 'phone', build: 'b1', m: [{ n: 'XYZ', v: 1 }] },
      { t: 'vitals', route: '/', path: '/', vp: 'phone', build: 'b1', m: [] },
      // Lost taps are a count: whole, not negative, not a flood.
      ...[1.5, -1, 101, '2', null].map((v) => ({
        t: 'vitals',
        route: '/',
        path: '/',
        vp: 'phone',
        build: 'b1',
        m: [{ n: 'lost-taps', v }],
      })),
    ];
    for (const body of bad) {
      const answer = await beacon(app, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await beacon(app, JSON.stringify(view('/', '/', { ref: 'x'.repeat(3000) })))).status,
    ).toBe(413);
    expect(await flushed(app)).toEqual({ visits: 0, views: 0, vitals: 0 });
  });
});

describe('reports', () => {
  it('gives the same figures live and once the day is rolled up', async () => {
    const app = await server();
    await beacon(
      app,
      view('/services/:slug', '/services/serv2sas', { ref: 'https://www.bing.com' }),
    );
    await beacon(app, view('/contactus', '/contactus'));
    await beacon(app, view('/', '/'), { 'User-Agent': otherBrowser });
    for (const [n, v] of [
      ['LCP', 1200],
      ['LCP', 1800],
      ['LCP', 2600],
      ['LCP', 5200],
      ['CLS', 0.02],
    ] as const) {
      await beacon(app, {
        t: 'vitals',
        route: '/',
        path: '/',
        vp: 'phone',
        build: 'b1',
        m: [{ n, v }],
      });
    }
    clock.now += 60_000;
    expect((await app.submit(validContact, { 'User-Agent': browser })).status).toBe(201);
    await createStaff(app);
    const read = async () => {
      // A fresh session each time: the clock moves past a session's life below.
      const staff = await signIn(app);
      const answer = await staff.request(`${staffApiPaths.reports}?from=2026-07-01&to=2026-07-04`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as ReportsResponse;
    };

    const live = await read();
    expect(live.totals).toEqual({ visitors: 2, views: 3, leads: 1, applications: 0, spam: 0 });
    expect(live.daily.find((day) => day.date === '2026-07-04')).toEqual({
      date: '2026-07-04',
      visitors: 2,
      views: 3,
      leads: 1,
      applications: 0,
    });
    expect(live.pages.find((page) => page.path === '/services/serv2sas')).toMatchObject({
      views: 1,
      visitors: 1,
      leads: 1,
      conversion: 1,
    });
    expect(live.sources).toEqual([
      { kind: 'search', source: 'bing.com', campaign: null, visits: 1, leads: 1, applications: 0 },
      { kind: 'direct', source: 'Direct', campaign: null, visits: 1, leads: 0, applications: 0 },
    ]);
    expect(live.funnels[0]?.steps.map((step) => step.count)).toEqual([1, 1, 1]);
    const lcp = live.vitals.find((row) => row.metric === 'LCP');
    expect(lcp?.samples).toBe(4);
    // The 75th percentile of 1.2, 1.8, 2.6 and 5.2 s is the third; buckets keep it within 5%.
    expect(Math.abs((lcp?.p75 ?? 0) - 2600) / 2600).toBeLessThan(0.05);

    // The next day the closed day is stored once; the figures do not change.
    clock.now += 24 * 60 * 60_000;
    const upkeep = await analyticsUpkeep(app.database, clock.now, {
      timeZone: 'America/Chicago',
      rawDays: 90,
      retentionDays: 365,
    });
    expect(upkeep.rolledUp).toContain('2026-07-04');
    const again = await analyticsUpkeep(app.database, clock.now, {
      timeZone: 'America/Chicago',
      rawDays: 90,
      retentionDays: 365,
    });
    expect(again.rolledUp).toEqual([]);
    const stored = await read();
    expect(stored).toEqual(live);
  });

  it('adds up the presses pages never acted on, by page, screen and build', async () => {
    const app = await server();
    const lost = (route: string, path: string, build: string, v: number, vp = 'phone') =>
      beacon(app, { t: 'vitals', route, path, vp, build, m: [{ n: 'lost-taps', v }] });
    for (const answer of [
      await lost('/contactus', '/contactus', 'b1', 1),
      await lost('/contactus', '/contactus', 'b1', 3),
      await lost('/contactus', '/contactus', 'b2', 2),
      await lost('/services/:slug', '/services/serv2sas', 'b2', 1, 'desktop'),
      await lost('/', '/', 'b2', 40),
    ]) {
      expect(answer.status).toBe(204);
    }
    // A page load that lost nothing sends no such figure; its speed is counted as before.
    await beacon(app, {
      t: 'vitals',
      route: '/contactus',
      path: '/contactus',
      vp: 'phone',
      build: 'b1',
      m: [{ n: 'LCP', v: 1500 }],
    });
    await createStaff(app);
    const read = async () => {
      // A fresh session each time: the clock moves past a session's life below.
      const staff = await signIn(app);
      const answer = await staff.request(`${staffApiPaths.reports}?from=2026-07-01&to=2026-07-04`);
      return (await answer.json()) as ReportsResponse;
    };
    const live = await read();
    expect(live.lostTaps).toEqual([
      { route: '/', viewport: 'phone', build: 'b2', lost: 40 },
      { route: '/contactus', viewport: 'phone', build: 'b1', lost: 4 },
      { route: '/contactus', viewport: 'phone', build: 'b2', lost: 2 },
      { route: '/services/:slug', viewport: 'desktop', build: 'b2', lost: 1 },
    ]);
    // Never read as a speed: no p75 of lost taps, by page or by build.
    expect(live.vitals.map((row) => row.metric)).toEqual(['LCP']);
    expect(live.builds.map((row) => row.metric)).toEqual(['LCP']);

    clock.now += 24 * 60 * 60_000;
    await analyticsUpkeep(app.database, clock.now, {
      timeZone: 'America/Chicago',
      rawDays: 90,
      retentionDays: 365,
    });
    expect((await read()).lostTaps).toEqual(live.lostTaps);
  });

  it('dates each build by when it was first served, oldest first, and a build with no record by none', async () => {
    const app = await server();
    const served = Date.parse('2026-07-04T19:30:00Z');
    await issueBuilds(app, ['b3'], served);
    for (const build of ['b3', 'b1', 'b2']) {
      const sent = await beacon(app, {
        t: 'vitals',
        route: '/',
        path: '/',
        vp: 'phone',
        build,
        m: [{ n: 'LCP', v: 1500 }],
      });
      expect(sent.status).toBe(204);
    }
    await app.runtime.analytics.queue.flush();
    // A record lost (a restore of an older backup): its figures stay, with no date made up.
    await app.database.db.deleteFrom('builds').where('build', '=', 'b2').execute();
    await createStaff(app);
    const staff = await signIn(app);
    const answer = await staff.request(`${staffApiPaths.reports}?from=2026-07-01&to=2026-07-04`);
    const { builds } = (await answer.json()) as ReportsResponse;
    expect(builds.map(({ build, firstSeen }) => ({ build, firstSeen }))).toEqual([
      { build: 'b2', firstSeen: null },
      { build: 'b1', firstSeen: '2026-07-04T17:00:00.000Z' },
      { build: 'b3', firstSeen: '2026-07-04T19:30:00.000Z' },
    ]);
  });

  it('refuses a range it cannot read', async () => {
    const app = await server();
    await createStaff(app);
    const staff = await signIn(app);
    for (const query of [
      '',
      'from=2026-07-04',
      'from=2026-07-05&to=2026-07-04',
      'from=2026-02-30&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
    ]) {
      expect((await staff.request(`${staffApiPaths.reports}?${query}`)).status, query).toBe(400);
    }
    expect((await app.fetch(`${staffApiPaths.reports}?from=2026-07-01&to=2026-07-04`)).status).toBe(
      401,
    );
  });
});
