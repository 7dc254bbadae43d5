// @vitest-environment node
/**
 * Rows that reach the database after their day was rolled up (a demo seed after the first start,
 * a late instance's queue, a restored backup) are counted: the next upkeep rolls the day up
 * again, once across instances, and the reports then read the new totals, not kept old sums.
 */
import { describe, expect, it } from 'vitest';
import { testServers, type TestServer } from '../support/test-server';
import { validContact } from '../support/payloads';
import { insertHomeVisit } from '../support/analytics-rows';
import { figuresOf } from './report-days';
import { rollUpClosedDays } from './rollup';

const zone = 'America/Chicago';
/** Noon in Omaha on 2026-07-04, when the submission arrives. */
const noon = Date.parse('2026-07-04T17:00:00Z');
/** The next day, when the upkeep runs. */
const nextDay = Date.parse('2026-07-05T17:00:00Z');
const day = '2026-07-04';
const start = testServers({ inProcess: true, now: () => noon });

/** A visit of the day with `views` page views of the home page, as a late queue would write. */
async function lateVisit(app: TestServer, visitor: string, views: number): Promise<void> {
  await insertHomeVisit(app.database, { visitor, day, startedAt: noon, views });
}

async function totalsOfDay(app: TestServer) {
  const figures = await figuresOf(app.database, day, day, '2026-07-05', zone);
  const [site] = figures.days;
  return {
    visitors: site?.visitors,
    views: site?.views,
    leads: site?.leads,
    homeViews: figures.pages.find((page) => page.path === '/')?.views ?? 0,
  };
}

describe('rows that arrive after their day was rolled up', () => {
  it('are counted after the next upkeep, and a day that did not change is left alone', async () => {
    const app = await start();
    // The first start rolls up the empty days before any data was there.
    expect(await rollUpClosedDays(app.database, nextDay, zone, 3)).toContain(day);
    expect(await totalsOfDay(app)).toEqual({ visitors: 0, views: 0, leads: 0, homeViews: 0 });

    // Then the day's rows arrive.
    await lateVisit(app, 'late-1', 2);
    expect((await app.submit(validContact)).status).toBe(201);
    // Until the upkeep, the reports read what was rolled up (and may keep it).
    expect(await totalsOfDay(app)).toEqual({ visitors: 0, views: 0, leads: 0, homeViews: 0 });

    expect(await rollUpClosedDays(app.database, nextDay + 60_000, zone, 3)).toEqual([day]);
    expect(await totalsOfDay(app)).toEqual({ visitors: 1, views: 2, leads: 1, homeViews: 2 });
    // Nothing new: nothing is rolled up again.
    expect(await rollUpClosedDays(app.database, nextDay + 120_000, zone, 3)).toEqual([]);
  });

  it('rolls a day up again once when several instances run the upkeep at the same moment', async () => {
    const app = await start();
    await rollUpClosedDays(app.database, nextDay, zone, 3);
    await lateVisit(app, 'late-2', 3);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => rollUpClosedDays(app.database, nextDay + 60_000, zone, 3)),
    );
    expect(runs.flat()).toEqual([day]);
    const { db } = app.database;
    const summaries = await db
      .selectFrom('daily_site')
      .selectAll()
      .where('day', '=', day)
      .execute();
    expect(summaries).toHaveLength(1);
    const pages = await db
      .selectFrom('daily_pages')
      .select(['path', 'views'])
      .where('day', '=', day)
      .execute();
    expect(pages).toEqual([{ path: '/', views: 3 }]);
    expect(await totalsOfDay(app)).toEqual({ visitors: 1, views: 3, leads: 0, homeViews: 3 });
  });

  it('rolls up again a day whose totals were stored before their counts were kept', async () => {
    const app = await start();
    await rollUpClosedDays(app.database, nextDay, zone, 3);
    await lateVisit(app, 'late-3', 1);
    // As on a database rolled up before the counts were kept.
    await app.database.db.deleteFrom('daily_rollups').execute();
    expect(await rollUpClosedDays(app.database, nextDay + 60_000, zone, 3)).toContain(day);
    expect(await totalsOfDay(app)).toMatchObject({ views: 1 });
  });
});
