/**
 * `npm run seed:demo`: fills the configured database (DATABASE_URL or DATABASE_PATH) with a
 * realistic past for the reports and the inbox: visits from search, social, job boards, campaigns
 * and other sites over the last days, the pages they saw, their speed on phones, tablets and
 * desktops (with a slower deploy partway), and the enquiries and applications some of them sent,
 * each linked to its visit; then rolls up the closed days as the server would. Deterministic for a
 * given --seed. For demonstrations and benchmarks only: never against the live database.
 *
 *   npm run seed:demo -- [--days=90] [--visitors=250] [--seed=1998]
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { applicationMessage, readApplicationHeader } from '@/shared/forms/apply-schema';
import { positionList } from '@/content/positions';
import { describeSource, type VitalName } from '@/shared/insights/reports';
import { readConfig, readDatabaseTarget } from '../server/config';
import { openDatabase } from '../server/db/migrate';
import type { Database } from '../server/db/connection';
import type { NewSubmission } from '../server/db/schema';
import { insertSubmission } from '../server/db/submissions';
import { dayInZone } from '../server/time-zone';
import { BeaconQueue } from '../server/insights/ingest';
import { addDays, rollUpClosedDays } from '../server/insights/rollup';
import type { Source } from '../server/insights/sources';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '90' },
    visitors: { type: 'string', default: '250' },
    seed: { type: 'string', default: '1998' },
  },
});

/** A small deterministic generator (mulberry32): the same seed, the same demo. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** A value from a log-normal spread around a median. */
  const around = (median: number, spread: number) => median * Math.exp(spread * normal());
  function normal() {
    return Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
  }
  return { next, pick, around };
}

const sources: readonly (readonly [number, Source])[] = [
  [30, { kind: 'direct', source: 'Direct', medium: null, campaign: null, referrer: null }],
  [
    26,
    {
      kind: 'search',
      source: 'google.com',
      medium: null,
      campaign: null,
      referrer: 'https://www.google.com',
    },
  ],
  [
    6,
    {
      kind: 'search',
      source: 'bing.com',
      medium: null,
      campaign: null,
      referrer: 'https://www.bing.com',
    },
  ],
  [
    12,
    {
      kind: 'social',
      source: 'linkedin.com',
      medium: null,
      campaign: null,
      referrer: 'https://www.linkedin.com',
    },
  ],
  [
    7,
    {
      kind: 'job-board',
      source: 'indeed.com',
      medium: null,
      campaign: null,
      referrer: 'https://www.indeed.com',
    },
  ],
  [
    4,
    {
      kind: 'job-board',
      source: 'dice.com',
      medium: null,
      campaign: null,
      referrer: 'https://www.dice.com',
    },
  ],
  [
    6,
    {
      kind: 'campaign',
      source: 'newsletter',
      medium: 'email',
      campaign: 'fall-data-webinar',
      referrer: null,
    },
  ],
  [
    5,
    {
      kind: 'campaign',
      source: 'linkedin',
      medium: 'social',
      campaign: 'fall-hiring',
      referrer: 'https://www.linkedin.com',
    },
  ],
  [
    4,
    {
      kind: 'referral',
      source: 'omahachamber.org',
      medium: null,
      campaign: null,
      referrer: 'https://omahachamber.org',
    },
  ],
];

const firstNames = [
  'Priya',
  'Marcus',
  'Elena',
  'David',
  'Aisha',
  'Tom',
  'Grace',
  'Luis',
  'Mei',
  'Sam',
];
const lastNames = ['Nguyen', 'Olsen', 'Garcia', 'Patel', 'Schmidt', 'Johnson', 'Kim', 'Brown'];
const companies = [
  'Prairie Mutual',
  'Great Plains Freight',
  'Northgate Health',
  'Cedar Ridge Bank',
];

type Random = ReturnType<typeof generator>;

function pickSource(random: Random): Source {
  const total = sources.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [weight, source] of sources) {
    roll -= weight;
    if (roll <= 0) return source;
  }
  return sources[0]?.[1] as Source;
}

interface Page {
  route: string;
  path: string;
}

/** The pages one visitor sees, by where they came from, and what they send at the end. */
function journey(random: Random, source: Source): { pages: Page[]; sends?: 'contact' | 'apply' } {
  const job = random.pick(positionList);
  const hiring = source.kind === 'job-board' || source.campaign === 'fall-hiring';
  const pages: Page[] = [];
  if (hiring || random.next() < 0.2) {
    pages.push({ route: paths.careers.pattern, path: paths.careers.href() });
    pages.push({ route: paths.job.pattern, path: paths.job.href(job.slug) });
    if (random.next() < 0.35) {
      pages.push({ route: paths.apply.pattern, path: paths.apply.href() });
      if (random.next() < 0.25) return { pages, sends: 'apply' };
    }
    return { pages };
  }
  pages.push({ route: paths.home.pattern, path: paths.home.href() });
  const offering = random.next() < 0.6;
  pages.push(
    offering
      ? {
          route: paths.service.pattern,
          path: paths.service.href(random.pick(serviceSlugs)),
        }
      : { route: paths.domain.pattern, path: paths.domain.href(random.pick(domainSlugs)) },
  );
  if (random.next() < 0.3) pages.push({ route: paths.about.pattern, path: paths.about.href() });
  if (random.next() < 0.12) {
    pages.push({ route: paths.contact.pattern, path: paths.contact.href() });
    if (random.next() < 0.25) return { pages, sends: 'contact' };
  }
  return { pages };
}

const vitalMedians: Record<'phone' | 'tablet' | 'desktop', Record<VitalName, number>> = {
  phone: { LCP: 1900, INP: 140, CLS: 0.03, FCP: 1200, TTFB: 380, 'early-tap': 120 },
  tablet: { LCP: 1400, INP: 90, CLS: 0.02, FCP: 900, TTFB: 300, 'early-tap': 80 },
  desktop: { LCP: 900, INP: 60, CLS: 0.01, FCP: 600, TTFB: 220, 'early-tap': 50 },
};

function submissionOf(random: Random, kind: 'contact' | 'apply', job: string): NewSubmission {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const base = {
    portal_name: 'Akscel',
    requested_demo_for_product_name: 'Akscel portal',
    first_name: first,
    last_name: last,
    orgnization_email: `${first}.${last}@example.com`.toLowerCase(),
  };
  if (kind === 'contact') {
    return {
      kind,
      ...base,
      orgnization_name: random.pick(companies),
      country: null,
      message: 'We would like to talk about a data project for next quarter.',
      position: null,
      onsite: null,
    };
  }
  const message = applicationMessage(
    job,
    random.next() < 0.7 ? 'Yes' : 'No',
    'Eight years of experience.',
  );
  return {
    kind,
    ...base,
    orgnization_name: 'Akscel',
    country: 'Omaha, NE',
    message,
    ...readApplicationHeader(message),
  };
}

async function seed(database: Database): Promise<void> {
  const config = readConfig();
  const random = generator(Number(values.seed));
  const days = Math.max(1, Number(values.days));
  const perDay = Math.max(1, Number(values.visitors));
  const now = Date.now();
  const today = dayInZone(new Date(now), config.timeZone);
  const queue = new BeaconQueue(database, { maxQueued: 1_000_000, flushAfterMs: 60_000 });
  const slowerFrom = addDays(today, -Math.floor(days / 3));
  let leads = 0;
  let views = 0;
  for (let back = days; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const dayStart = Date.parse(`${day}T14:00:00Z`);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const visitors = Math.round(
      perDay * (weekday === 0 || weekday === 6 ? 0.55 : 1) * (0.85 + random.next() * 0.3),
    );
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
      const trip = journey(random, source);
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
      const job = jobPage
        ? (positionList.find((position) => jobPage.endsWith(position.slug))?.title ??
          'Open application')
        : 'Open application';
      const spam = random.next() < 0.06;
      await insertSubmission(database, {
        submission: submissionOf(random, sent.kind, job),
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
  const rolled = await rollUpClosedDays(database, now, config.timeZone, days + 1);
  console.log(
    `${database.description}: ${views.toLocaleString('en-US')} page views and ${leads} submissions over ${days + 1} days; ${rolled.length} days rolled up.`,
  );
}

const database = await openDatabase(readDatabaseTarget());
try {
  await seed(database);
} finally {
  await database.close();
}
