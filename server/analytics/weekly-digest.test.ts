// @vitest-environment node
/**
 * The weekly report e-mail: due at its hour of its day in the company's zone, written once
 * however many instances ask at the same moment, and telling the week's figures beside the week
 * before, with the link to the reports page.
 */
import { describe, expect, it } from 'vitest';
import { beaconPath } from '@/config/endpoints';
import { openDatabase } from '../db/migrate';
import { testServers, type TestServer } from '../support/test-server';
import { issueBuilds } from '../support/analytics-rows';
import { validContact } from '../support/payloads';
import { analyticsUpkeep } from './upkeep';
import { queueWeeklyDigestIfDue, slotDayOf, weeklyDigestMail } from './weekly-digest';

const one = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';
const two = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605 Safari/605';
const schedule = { timeZone: 'America/Chicago', weekday: 'monday', hour: 8 } as const;
/** Wednesday 2026-07-08, noon in Omaha. */
const wednesday = Date.parse('2026-07-08T17:00:00Z');
const clock = { now: wednesday };
const start = testServers({ inProcess: true, now: () => clock.now });

/**
 * The report of the week from Monday 2026-06-29, as it is composed on the Monday after: the
 * beacons the server holds are written first (they wait in its queue for up to half a second),
 * then the week's days are rolled up.
 */
async function mailOfWeek(server: TestServer, jobId: number) {
  const monday = Date.parse('2026-07-06T17:00:00Z');
  await server.runtime.analytics.queue.flush();
  await analyticsUpkeep(server.database, monday, {
    timeZone: 'America/Chicago',
    rawDays: 90,
    retentionDays: 365,
  });
  return weeklyDigestMail(
    server.database,
    { from: '2026-06-29', to: '2026-07-05' },
    {
      to: ['leads@akscellence.example'],
      timeZone: 'America/Chicago',
      publicOrigin: 'https://www.akscellence.example',
      jobId,
      now: monday,
    },
  );
}

describe('the weekly report', () => {
  it('is due from its hour on its day, for the week that ended the day before', () => {
    // Monday 07:59 in Omaha: the slot has not come, the one before counts.
    expect(slotDayOf(Date.parse('2026-07-13T12:59:00Z'), schedule)).toBe('2026-07-06');
    expect(slotDayOf(Date.parse('2026-07-13T13:00:00Z'), schedule)).toBe('2026-07-13');
    expect(slotDayOf(wednesday, schedule)).toBe('2026-07-06');
  });

  it('is written once, however many instances ask at once', async () => {
    const server = await start();
    const second = await openDatabase(server.testDatabase.target);
    try {
      // Any other day than its own, nothing: a server started midweek sends no old report.
      expect(await queueWeeklyDigestIfDue(server.database, wednesday, schedule)).toBe(false);
      const monday = Date.parse('2026-07-13T14:00:00Z');
      const asked = await Promise.all([
        queueWeeklyDigestIfDue(server.database, monday, schedule),
        queueWeeklyDigestIfDue(second, monday, schedule),
        queueWeeklyDigestIfDue(server.database, monday + 60_000, schedule),
      ]);
      expect(asked.filter(Boolean)).toHaveLength(1);
      expect(await queueWeeklyDigestIfDue(second, monday + 3_600_000, schedule)).toBe(false);
      const jobs = await server.database.db
        .selectFrom('outbox')
        .select(['dedupe_key', 'payload'])
        .where('channel', '=', 'digest')
        .execute();
      expect(jobs).toEqual([
        {
          dedupe_key: 'insights-weekly:2026-07-13',
          payload: JSON.stringify({
            type: 'insights-weekly',
            from: '2026-07-06',
            to: '2026-07-12',
          }),
        },
      ]);
    } finally {
      await second.close();
    }
  });

  it('tells the week beside the week before, with its sources, speed and a link', async () => {
    clock.now = Date.parse('2026-07-01T17:00:00Z');
    const server = await start();
    const send = (body: object, agent: string) =>
      server.fetch(beaconPath, {
        method: 'POST',
        headers: { 'User-Agent': agent },
        body: JSON.stringify({ vp: 'phone', build: 'b1', route: '/', path: '/', ...body }),
      });
    await send({ t: 'view', ref: 'https://www.linkedin.com' }, one);
    await send({ t: 'view', ref: '' }, two);
    await send(
      {
        t: 'vitals',
        m: [
          { n: 'LCP', v: 1500 },
          { n: 'INP', v: 80 },
        ],
      },
      one,
    );
    expect((await server.submit(validContact, { 'User-Agent': one })).status).toBe(201);
    const mail = await mailOfWeek(server, 7);
    expect(mail.subject).toBe('The website last week: 1 lead, 0 applications');
    expect(mail.text).toContain('Visitors: 2 (none the week before)');
    expect(mail.text).toContain('Leads: 1 (none the week before)');
    expect(mail.text).toContain('Social (linkedin.com): 1 visit, 1 lead, 0 applications');
    expect(mail.text).toMatch(/LCP: 1,\d{3} ms/);
    expect(mail.text).toContain(
      'https://www.akscellence.example/staff/reports?from=2026-06-29&to=2026-07-05',
    );
    expect(mail.messageKey).toBe('insights-weekly.job-7');
    // A week without lost taps says nothing of them.
    expect(mail.text).not.toContain('never acted on');
  });

  it('says when presses went unanswered, and where most of them were', async () => {
    clock.now = Date.parse('2026-07-01T17:00:00Z');
    const server = await start();
    await issueBuilds(server, ['b1', 'b2'], clock.now);
    const lost = (route: string, path: string, build: string, v: number) =>
      server.fetch(beaconPath, {
        method: 'POST',
        headers: { 'User-Agent': one },
        body: JSON.stringify({
          t: 'vitals',
          vp: 'phone',
          build,
          route,
          path,
          m: [{ n: 'lost-taps', v }],
        }),
      });
    for (const answer of [
      await lost('/contactus', '/contactus', 'b1', 2),
      await lost('/contactus', '/contactus', 'b2', 1),
      await lost('/applynow', '/applynow', 'b2', 1),
    ]) {
      expect(answer.status).toBe(204);
    }
    const mail = await mailOfWeek(server, 8);
    expect(mail.text).toContain(
      'Presses the site never acted on: 4, most on /contactus (3), over 2 builds.',
    );
  });

  it('writes every source and campaign on its own line, whatever was stored before', async () => {
    clock.now = Date.parse('2026-07-01T17:00:00Z');
    const server = await start();
    // A visit stored before campaign tags were checked, its values as a stranger sent them.
    await server.database.db
      .insertInto('visits')
      .values({
        visitor: 'stranger',
        day: '2026-07-01',
        started_at: clock.now,
        landing_route: '/',
        landing_path: '/',
        referrer: null,
        source_kind: 'campaign',
        source: 'news\r\nX-Injected: yes',
        medium: null,
        campaign: 'spring\nBcc: victim@example.com\u2028Subject: hi\u2029\tend',
        viewport: 'phone',
      })
      .execute();
    const mail = await mailOfWeek(server, 9);
    const lines = mail.text.split(/\r\n|\r|\n|\u2028|\u2029/);
    expect(lines.filter((line) => /^(Bcc|X-Injected|Subject):/.test(line.trim()))).toEqual([]);
    expect(mail.text).toContain(
      '  Campaigns (news X-Injected: yes), campaign spring Bcc: victim@example.com Subject: hi end: 1 visit, 0 leads, 0 applications\n',
    );
    expect(mail.text).not.toMatch(/[\u2028\u2029\t\r]/);
  });
});
