// @vitest-environment node
/**
 * The analytics' upkeep on the engine under test: a build that has had no speed figures for
 * longer than the raw rows are kept goes, with its daily figures; a build with recent figures,
 * or served recently, stays.
 */
import { describe, expect, it } from 'vitest';
import { testServers } from '../support/test-server';
import { addDays } from './calendar-days';
import { analyticsUpkeep } from './upkeep';

/** Noon in Omaha on 2026-07-04. */
const noon = Date.parse('2026-07-04T17:00:00Z');
const today = '2026-07-04';
const dayMs = 24 * 60 * 60_000;
const start = testServers({ inProcess: true, now: () => noon });
const options = { timeZone: 'America/Chicago', rawDays: 90, retentionDays: 365 };

describe('the upkeep', () => {
  it('forgets builds without figures for longer than the raw rows are kept, and their figures', async () => {
    const app = await start();
    const { db } = app.database;
    const long = noon - 200 * dayMs;
    await db
      .insertInto('builds')
      .values([
        // Its last figures 100 days ago: gone, with them.
        { build: 'old', first_seen: long, issued_at: null },
        // Made up before the vocabulary, figures 300 days ago: gone.
        { build: 'junk-x7', first_seen: long - 100 * dayMs, issued_at: null },
        // Figures 10 days ago: stays.
        { build: 'recent', first_seen: long, issued_at: null },
        // Raw figures today: stays.
        { build: 'raw', first_seen: long, issued_at: null },
        // Served by a server of ours this morning, no figures yet: stays.
        { build: 'served', first_seen: long, issued_at: noon - 3 * 60 * 60_000 },
      ])
      .execute();
    const daily = (build: string, back: number) => ({
      day: addDays(today, -back),
      route: '/',
      viewport: 'phone',
      build,
      metric: 'LCP',
      bucket: 160,
      samples: 3,
    });
    await db
      .insertInto('daily_vitals')
      .values([daily('old', 100), daily('old', 120), daily('junk-x7', 300), daily('recent', 10)])
      .execute();
    await db
      .insertInto('vitals')
      .values({
        day: today,
        recorded_at: noon,
        route: '/',
        viewport: 'phone',
        build: 'raw',
        metric: 'LCP',
        value: 1800,
      })
      .execute();

    const done = await analyticsUpkeep(app.database, noon, options);
    expect(done.buildsDeleted).toBe(2);
    const builds = await db.selectFrom('builds').select('build').orderBy('build').execute();
    expect(builds.map((row) => row.build)).toEqual(['raw', 'recent', 'served']);
    const figures = await db.selectFrom('daily_vitals').select('build').execute();
    expect(figures).toEqual([{ build: 'recent' }]);
    // Nothing more to forget the next time.
    expect((await analyticsUpkeep(app.database, noon, options)).buildsDeleted).toBe(0);
  });
});
