// @vitest-environment node
/**
 * Today's beacons are counted once for each change of their rows, and the leads are credited
 * afresh at every read: a new submission and a new page view both show at the next read, and a
 * lead credited once is never credited twice to the kept rows.
 */
import { describe, expect, it } from 'vitest';
import { insertHomeVisit } from '../support/analytics-rows';
import { validContact } from '../support/payloads';
import { testServers, type TestServer } from '../support/test-server';
import { computeDay } from './day-figures';
import { liveBeaconsOf } from './live-beacons';
import { figuresOf } from './report-days';

const zone = 'America/Chicago';
/** Noon in Omaha on 2026-07-04: the day the reports read as today. */
const noon = Date.parse('2026-07-04T17:00:00Z');
const day = '2026-07-04';
const start = testServers({ inProcess: true, now: () => noon });

/** A visit of today that saw the home page `views` times; answers its id. */
function visitWithViews(app: TestServer, visitor: string, views: number): Promise<number> {
  return insertHomeVisit(app.database, { visitor, day, startedAt: noon, views });
}

/** A contact request of today, sent from the visit `visitId` after it landed on the home page. */
async function leadFrom(app: TestServer, visitId: number): Promise<void> {
  expect((await app.submit(validContact)).status).toBe(201);
  await app.database.db
    .updateTable('submissions')
    .set({
      visit_id: visitId,
      came_from: JSON.stringify({ landingPage: '/', pagesBefore: [] }),
    })
    .where('visit_id', 'is', null)
    .execute();
}

async function today(app: TestServer) {
  const figures = await figuresOf(app.database, day, day, day, zone);
  const home = figures.pages.find((page) => page.path === '/');
  return {
    views: figures.days[0]?.views,
    leads: figures.days[0]?.leads,
    homeViews: home?.views,
    homeLeads: home?.leads,
    sourceLeads: figures.sources.find((source) => source.source_kind === 'direct')?.leads,
  };
}

describe("today's beacons, kept while their rows are the same", () => {
  it('counts them again only when rows were added, and answers the same figures either way', async () => {
    const app = await start();
    await visitWithViews(app, 'first', 2);
    const first = await liveBeaconsOf(app.database, day);
    expect(await liveBeaconsOf(app.database, day)).toBe(first);
    expect(first.views).toBe(2);

    await visitWithViews(app, 'second', 1);
    const second = await liveBeaconsOf(app.database, day);
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ visitors: 2, views: 3 });
    // Figures from the kept counts are the figures counted afresh.
    expect(await computeDay(app.database, day, zone, second)).toEqual(
      await computeDay(app.database, day, zone),
    );
  });

  it('shows a new lead at the next read, and credits each lead once however often it is read', async () => {
    const app = await start();
    const visitId = await visitWithViews(app, 'buyer', 2);
    expect(await today(app)).toEqual({
      views: 2,
      leads: 0,
      homeViews: 2,
      homeLeads: 0,
      sourceLeads: 0,
    });
    const kept = await liveBeaconsOf(app.database, day);

    await leadFrom(app, visitId);
    const once = { views: 2, leads: 1, homeViews: 2, homeLeads: 1, sourceLeads: 1 };
    expect(await today(app)).toEqual(once);
    expect(await today(app)).toEqual(once);
    expect(await today(app)).toEqual(once);
    // No beacon came: the counts read were the kept ones, and the lead was not added to them.
    expect(await liveBeaconsOf(app.database, day)).toBe(kept);
    expect(kept.pages.find((page) => page.path === '/')?.leads).toBe(0);
  });
});
