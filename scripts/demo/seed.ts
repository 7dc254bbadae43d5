/**
 * `npm run seed:demo`: fills the configured database (DATABASE_URL or DATABASE_PATH) with a
 * realistic past for the reports and the inbox: visits from search, social, job boards, campaigns
 * and other sites over the last days, the pages they saw, their speed on phones, tablets and
 * desktops (with a slower deploy partway), and the enquiries and applications some of them sent,
 * each linked to its visit; jobs in every state (demo-jobs.ts), the applications joined to the
 * job whose page the visitor saw, and some of them moved on to a hire; then rolls up the closed
 * days as the server would. Deterministic for a
 * given --seed. For demonstrations and benchmarks only: never against the live database.
 *
 *   npm run seed:demo -- [--days=90] [--visitors=250] [--seed=1998]
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { paths } from '@/config/paths';
import { openApplication } from '@/content/positions';
import { describeSource } from '@/shared/analytics/reports';
import { readConfig, readDatabaseTarget } from '../../server/config';
import { openDatabase } from '../../server/db/migrate';
import type { Database } from '../../server/db/connection';
import { insertSubmission } from '../../server/db/submissions';
import { dayInZone } from '../../server/time-zone';
import { BeaconQueue } from '../../server/analytics/ingest';
import { addDays } from '../../server/analytics/calendar-days';
import { rollUpClosedDays } from '../../server/analytics/rollup';
import type { Source } from '../../server/analytics/sources';
import { demoJobs, moveApplications, takesApplications } from './demo-jobs';
import { generator, journey, pickSource, submissionOf, vitalMedians, type Page } from './visitors';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '90' },
    visitors: { type: 'string', default: '250' },
    seed: { type: 'string', default: '1998' },
  },
});

async function seed(database: Database): Promise<void> {
  const config = readConfig();
  const random = generator(Number(values.seed));
  const days = Math.max(1, Number(values.days));
  const perDay = Math.max(1, Number(values.visitors));
  const now = Date.now();
  const today = dayInZone(new Date(now), config.timeZone);
  const queue = new BeaconQueue(database, { maxQueued: 1_000_000, flushAfterMs: 60_000 });
  const slowerFrom = addDays(today, -Math.floor(days / 3));
  const jobs = await demoJobs(database, {
    today,
    days,
    payTransparency: config.payTransparency,
  });
  let leads = 0;
  let views = 0;
  for (let back = days; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const dayStart = Date.parse(`${day}T14:00:00Z`);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const visitors = Math.round(
      perDay * (weekday === 0 || weekday === 6 ? 0.55 : 1) * (0.85 + random.next() * 0.3),
    );
    const openJobs = jobs.filter((job) => takesApplications(job, day));
    const build = day >= slowerFrom ? 'main-Dk3v9QpA' : 'main-B7xw2LmN';
    const slower = day >= slowerFrom ? 1.25 : 1;
    const sends: {
      at: number;
      kind: 'contact' | 'apply';
      visitor: string;
      pages: Page[];
      source: Source;
    }[] = [];
    for (let n = 0; n < visitors; n += 1) {
      const source = pickSource(random);
      const visitor = randomBytes(16).toString('base64url');
      const vp = random.next() < 0.55 ? 'phone' : random.next() < 0.3 ? 'tablet' : 'desktop';
      let at = Math.min(dayStart + Math.floor(random.next() * 9 * 3600_000), now - 60_000);
      const trip = journey(random, source, openJobs);
      for (const [index, page] of trip.pages.entries()) {
        queue.add({
          view: {
            visitor,
            day,
            at,
            source,
            beacon: {
              t: 'view',
              ...page,
              ref: index === 0 ? (source.referrer ?? '') : '',
              vp,
              build,
            },
          },
        });
        views += 1;
        const medians = vitalMedians[vp];
        queue.add({
          vitals: {
            day,
            at,
            beacon: {
              t: 'vitals',
              ...page,
              vp,
              build,
              m: (['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).map((name) => ({
                n: name,
                v: Math.min(
                  60_000,
                  random.around(medians[name] * (name === 'CLS' ? 1 : slower), 0.5),
                ),
              })),
            },
          },
        });
        at += 20_000 + Math.floor(random.next() * 90_000);
      }
      if (trip.sends) sends.push({ at, kind: trip.sends, visitor, pages: trip.pages, source });
    }
    await queue.flush();
    for (const sent of sends) {
      const visit = await database.db
        .selectFrom('visits')
        .select(['id', 'landing_path'])
        .where('visitor', '=', sent.visitor)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      const before = sent.pages.filter(
        (page) => page.route !== paths.contact.pattern && page.route !== paths.apply.pattern,
      );
      const jobPage = before.findLast((page) => page.route === paths.job.pattern)?.path ?? null;
      const job = openJobs.find((open) => jobPage === paths.job.href(open.slug));
      const spam = random.next() < 0.06;
      await insertSubmission(database, {
        submission: {
          ...submissionOf(random, sent.kind, job?.title ?? openApplication),
          job_id: job?.id ?? null,
        },
        repeatKey: randomBytes(16).toString('hex'),
        repeatWithinMs: 0,
        receivedAt: sent.at,
        spam,
        spamScore: spam ? 6 : 0,
        spamReasons: spam ? ['spam-phrase', 'many-links'] : [],
        clientHash: null,
        fingerprint: randomBytes(16).toString('hex'),
        channels: [],
        attribution: {
          visit_id: visit.id,
          source_kind: sent.source.kind,
          source: describeSource(sent.source.kind, sent.source.source),
          campaign: sent.source.campaign,
          landing_page: visit.landing_path,
          came_from: JSON.stringify({
            kind: sent.source.kind,
            source: sent.source.source,
            campaign: sent.source.campaign,
            medium: sent.source.medium,
            referrer: sent.source.referrer,
            landingPage: visit.landing_path,
            pagesBefore: before.map((page) => page.path),
            jobPage: sent.kind === 'apply' ? jobPage : null,
            firstSeenAt: new Date(sent.at - 60_000).toISOString(),
          }),
        },
      });
      leads += 1;
    }
  }
  const hires = await moveApplications(database, jobs, random.next, now);
  const rolled = await rollUpClosedDays(database, now, config.timeZone, days + 1);
  const states = jobs.map((job) => job.state).join(', ');
  console.log(
    `${database.description}: ${views.toLocaleString('en-US')} page views and ${leads} submissions over ${days + 1} days; ${jobs.length} jobs (${states}), ${hires} hires; ${rolled.length} days rolled up.`,
  );
}

const database = await openDatabase(readDatabaseTarget());
try {
  await seed(database);
} finally {
  await database.close();
}
