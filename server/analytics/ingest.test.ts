// @vitest-environment node
/**
 * The beacon queue on the engine under test: a flush writes every beacon, a slice at a time with
 * the event loop free between slices; a submission's sender has their page views written ahead of
 * the rest, the first one still the visit's landing page; the queue is bounded.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ViewBeacon } from '@/shared/analytics/beacon';
import { testEngine } from '../support/test-database';
import { testServers, type TestServer } from '../support/test-server';
import type { QueuedView } from './beacon-rows';
import { BeaconQueue, type IngestOptions } from './ingest';
import { classifySource } from './sources';

const start = testServers({ inProcess: true });
const day = '2026-07-04';
const at = Date.parse('2026-07-04T17:00:00Z');

function queuedView(visitor: string, path: string, offset = 0): QueuedView {
  const beacon: ViewBeacon = { t: 'view', route: path, path, ref: '', vp: 'phone', build: 'b1' };
  return { visitor, day, at: at + offset, beacon, source: classifySource('', {}, 'example.com') };
}

/** `count` views, each of its own visitor. */
function strangers(count: number): QueuedView[] {
  return Array.from({ length: count }, (_, index) => queuedView(`v${index}`, '/services', index));
}

async function pageViews(server: TestServer): Promise<number> {
  const row = await server.database.db
    .selectFrom('page_views')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function landingOf(server: TestServer, visitor: string) {
  return server.database.db
    .selectFrom('visits')
    .select('landing_path')
    .where('visitor', '=', visitor)
    .executeTakeFirst();
}

/** A queue on the server's database that keeps its log lines to itself. */
function quietQueue(server: TestServer, options: IngestOptions = {}): BeaconQueue {
  return new BeaconQueue(server.database, { log: () => undefined, ...options });
}

describe('the beacon queue', () => {
  it('writes every beacon of a flush, a slice at a time, answering other work between slices', async () => {
    const server = await start();
    const queue = quietQueue(server, { sliceSize: 50 });
    for (const view of strangers(400)) queue.add({ view });
    expect(queue.queued).toBe(400);
    const seenBetween: number[] = [];
    const written = queue.flush();
    // Work that arrives while the flush runs (a request, say) gets a turn before it ends.
    const between = new Promise<void>((resolve) => {
      setImmediate(() => {
        void pageViews(server).then((count) => {
          seenBetween.push(count);
          resolve();
        });
      });
    });
    await Promise.all([written, between]);
    expect(await pageViews(server)).toBe(400);
    expect(queue.queued).toBe(0);
    expect(seenBetween[0]).toBeLessThan(400);
  });

  it("writes a sender's page views ahead of the rest, the first still the landing page", async () => {
    const server = await start();
    const queue = quietQueue(server, { sliceSize: 50 });
    for (const view of strangers(300)) queue.add({ view });
    queue.add({ view: queuedView('sender', '/', 1_000) });
    for (const view of strangers(300))
      queue.add({ view: { ...view, visitor: `w${view.visitor}` } });
    queue.add({ view: queuedView('sender', '/contactus', 2_000) });
    void queue.flush();
    await queue.settle('sender');
    expect(await landingOf(server, 'sender')).toEqual({ landing_path: '/' });
    // Only the slice under way when the sender was settled went before the sender's own views.
    expect(await pageViews(server)).toBeLessThanOrEqual(50 + 2);
    await queue.flush();
    expect(await pageViews(server)).toBe(602);
  });

  it('settles a sender whose first view is being written by waiting for that slice', async () => {
    const server = await start();
    const queue = quietQueue(server, { sliceSize: 50 });
    queue.add({ view: queuedView('sender', '/', 0) });
    void queue.flush();
    queue.add({ view: queuedView('sender', '/contactus', 1_000) });
    await queue.settle('sender');
    expect(await landingOf(server, 'sender')).toEqual({ landing_path: '/' });
    expect(await pageViews(server)).toBe(2);
  });

  it('settles at once a sender with nothing queued, without writing the others', async () => {
    const server = await start();
    const queue = quietQueue(server);
    for (const view of strangers(10)) queue.add({ view });
    await queue.settle('nobody');
    expect(queue.queued).toBe(10);
    expect(await pageViews(server)).toBe(0);
    await queue.flush();
  });

  it('stores every field as sent, quotes, braces, commas, backslashes and missing values included', async () => {
    const server = await start();
    const queue = quietQueue(server);
    const awkward = 'say "hi", {all} \\ of you;';
    const tagged = queuedView('tagged', '/careers/it-"x"');
    // "NULL" alone is how an array spells a missing value; here it is text and must stay so.
    tagged.source = {
      kind: 'campaign',
      source: awkward,
      medium: 'NULL',
      campaign: 'spring {2026}',
      referrer: 'https://news.example/a,b',
    };
    queue.add({ view: tagged });
    const plain = queuedView('plain', '/services');
    queue.add({ view: plain });
    queue.add({
      vitals: {
        day,
        at,
        beacon: {
          t: 'vitals',
          route: '/',
          path: '/',
          vp: 'desktop',
          build: 'b,2',
          m: [{ n: 'CLS', v: 0.125 }],
        },
      },
    });
    await queue.flush();
    const visits = await server.database.db
      .selectFrom('visits')
      .select(['visitor', 'landing_path', 'source', 'campaign', 'medium', 'referrer'])
      .orderBy('visitor')
      .execute();
    expect(visits).toEqual([
      {
        visitor: 'plain',
        landing_path: '/services',
        source: plain.source.source,
        campaign: null,
        medium: null,
        referrer: null,
      },
      {
        visitor: 'tagged',
        landing_path: '/careers/it-"x"',
        source: awkward,
        campaign: 'spring {2026}',
        medium: 'NULL',
        referrer: 'https://news.example/a,b',
      },
    ]);
    const vitals = await server.database.db
      .selectFrom('vitals')
      .select(['build', 'metric', 'value', 'recorded_at'])
      .execute();
    expect(vitals).toEqual([{ build: 'b,2', metric: 'CLS', value: 0.125, recorded_at: at }]);
  });

  it("links each view of a slice that spans midnight to its own day's visit", async () => {
    const server = await start();
    const queue = quietQueue(server);
    const late = queuedView('night owl', '/', 0);
    const early = { ...queuedView('night owl', '/aboutus', 1_000), day: '2026-07-05' };
    const other = { ...queuedView('early bird', '/careers', 2_000), day: '2026-07-05' };
    for (const view of [late, early, other]) queue.add({ view });
    await queue.flush();
    const rows = await server.database.db
      .selectFrom('page_views')
      .innerJoin('visits', 'visits.id', 'page_views.visit_id')
      .select(['visits.visitor', 'visits.day as visit_day', 'page_views.day', 'page_views.path'])
      .orderBy('page_views.viewed_at')
      .execute();
    expect(rows).toEqual([
      { visitor: 'night owl', visit_day: day, day, path: '/' },
      { visitor: 'night owl', visit_day: '2026-07-05', day: '2026-07-05', path: '/aboutus' },
      { visitor: 'early bird', visit_day: '2026-07-05', day: '2026-07-05', path: '/careers' },
    ]);
  });

  it('rests between slices, so steps of other work one after another are not each held behind a slice', async () => {
    const server = await start();
    const queue = quietQueue(server, { sliceSize: 50, restMs: 50 });
    for (const view of strangers(400)) queue.add({ view });
    const written = queue.flush();
    // Five steps in a row, as a submission takes them, each after a turn of the event loop (a
    // submission's steps wait for the network and the database between them).
    const turn = () =>
      new Promise<void>((resolve) => {
        setImmediate(resolve);
      });
    await turn();
    const seen: number[] = [];
    for (let step = 0; step < 5; step += 1) {
      seen.push(await pageViews(server));
      await turn();
    }
    await written;
    expect((seen.at(-1) ?? 0) - (seen[0] ?? 0)).toBeLessThanOrEqual(50);
    expect(await pageViews(server)).toBe(400);
  });

  it("writes a waiting sender's views without resting first", async () => {
    const server = await start();
    const queue = quietQueue(server, { sliceSize: 50, restMs: 1_000 });
    for (const view of strangers(100)) queue.add({ view });
    queue.add({ view: queuedView('sender', '/contactus', 1_000) });
    const written = queue.flush();
    await queue.settle('sender');
    // The slice under way, then the sender's own; the rest waits its turn after a rest.
    expect(await pageViews(server)).toBe(51);
    await written;
    expect(await pageViews(server)).toBe(101);
  });

  it('keeps a day’s distinct values up to the cap across instances, and the rest as other', async () => {
    const server = await start();
    // Two instances on one database: each writes with its own queue.
    const first = quietQueue(server, { distinctPerDay: 3 });
    const second = quietQueue(server, { distinctPerDay: 3 });
    const tagged = (visitor: string, campaign: string, build: string, offset: number) => {
      const view = queuedView(visitor, '/', offset);
      return {
        ...view,
        beacon: { ...view.beacon, build },
        source: classifySource('', { utm_source: 'mail', utm_campaign: campaign }, 'example.com'),
      };
    };
    first.add({ view: tagged('a', 'one', 'b1', 0) });
    first.add({ view: tagged('b', 'two', 'b2', 1) });
    await first.flush();
    second.add({ view: tagged('c', 'three', 'b3', 2) });
    second.add({ view: tagged('d', 'four', 'b4', 3) });
    second.add({ view: tagged('e', 'one', 'b1', 4) });
    await second.flush();
    first.add({ view: tagged('f', 'three', 'b3', 5) });
    first.add({ view: tagged('g', 'five', 'b5', 6) });
    await first.flush();
    const { db } = server.database;
    const visits = await db
      .selectFrom('visits')
      .innerJoin('page_views', 'page_views.visit_id', 'visits.id')
      .select(['visitor', 'campaign', 'build'])
      .orderBy('visitor')
      .execute();
    expect(visits.map((row) => [row.visitor, row.campaign, row.build])).toEqual([
      ['a', 'one', 'b1'],
      ['b', 'two', 'b2'],
      ['c', 'three', 'b3'],
      ['d', 'other', 'other'],
      ['e', 'one', 'b1'],
      ['f', 'three', 'b3'],
      ['g', 'other', 'other'],
    ]);
  });

  it('loses only the row the database refuses, not the rest of its slice', async () => {
    const server = await start();
    // A page view the database refuses, as a constraint or a broken value would be.
    const statements =
      testEngine === 'postgres'
        ? [
            `CREATE FUNCTION refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
               IF NEW.path = '/aboutus' THEN RAISE EXCEPTION 'refused by the test'; END IF;
               RETURN NEW;
             END $$`,
            `CREATE TRIGGER refuse_row BEFORE INSERT ON page_views
             FOR EACH ROW EXECUTE FUNCTION refuse_row()`,
          ]
        : [
            `CREATE TRIGGER refuse_row BEFORE INSERT ON page_views WHEN NEW.path = '/aboutus'
             BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
          ];
    for (const statement of statements) await sql.raw(statement).execute(server.database.db);
    const lines: string[] = [];
    const queue = quietQueue(server, { log: (line) => lines.push(line) });
    queue.add({ view: queuedView('first', '/', 0) });
    queue.add({ view: queuedView('bad', '/aboutus', 1) });
    queue.add({ view: queuedView('first', '/careers', 2) });
    queue.add({ view: queuedView('last', '/services', 3) });
    queue.add({
      vitals: {
        day,
        at,
        beacon: {
          t: 'vitals',
          route: '/',
          path: '/',
          vp: 'phone',
          build: 'b1',
          m: [{ n: 'LCP', v: 900 }],
        },
      },
    });
    await queue.flush();
    const { db } = server.database;
    const views = await db
      .selectFrom('page_views')
      .innerJoin('visits', 'visits.id', 'page_views.visit_id')
      .select(['visitor', 'path', 'landing_path'])
      .orderBy('page_views.viewed_at')
      .execute();
    expect(views).toEqual([
      { visitor: 'first', path: '/', landing_path: '/' },
      { visitor: 'first', path: '/careers', landing_path: '/' },
      { visitor: 'last', path: '/services', landing_path: '/services' },
    ]);
    // Its visit went with it: nothing of the refused beacon is left.
    expect(
      await db.selectFrom('visits').select('visitor').where('visitor', '=', 'bad').execute(),
    ).toEqual([]);
    expect(await db.selectFrom('vitals').select('value').execute()).toEqual([{ value: 900 }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^insights: 1 of 5 beacons of a slice not stored: .*refused by the test/,
    );
  });

  it('drops beacons past its bound and says how many', async () => {
    const server = await start();
    const lines: string[] = [];
    const queue = new BeaconQueue(server.database, {
      maxQueued: 100,
      sliceSize: 1_000,
      log: (line) => lines.push(line),
    });
    const accepted = strangers(120).map((view) => queue.add({ view }));
    expect(accepted.filter(Boolean)).toHaveLength(100);
    await queue.flush();
    expect(await pageViews(server)).toBe(100);
    expect(lines).toEqual(['insights: 20 beacons dropped while the queue was full']);
  });
});
