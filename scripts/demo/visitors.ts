/**
 * The demo's visitors: where they come from (weighted), the pages they see, how fast the site is
 * for them, and what they send. Random but deterministic: a seeded generator drives every choice.
 */
import { domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { applicationMessage, readApplicationHeader } from '@/shared/forms/apply-schema';
import type { VitalName } from '@/shared/analytics/measures';
import type { NewSubmission } from '../../server/db/schema';
import type { Source } from '../../server/analytics/sources';

/** A small deterministic generator (mulberry32): the same seed, the same demo. */
export function generator(seed: number) {
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

export type Random = ReturnType<typeof generator>;

export function pickSource(random: Random): Source {
  const total = sources.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [weight, source] of sources) {
    roll -= weight;
    if (roll <= 0) return source;
  }
  return sources[0]?.[1] as Source;
}

export interface Page {
  route: string;
  path: string;
}

/**
 * The pages one visitor sees, by where they came from, and what they send at the end: a visitor
 * looking for work sees one of the `jobs` open that day (by slug), and may apply to it.
 */
export function journey(
  random: Random,
  source: Source,
  jobs: readonly { slug: string }[],
): { pages: Page[]; sends?: 'contact' | 'apply' } {
  const job = jobs.length === 0 ? undefined : random.pick(jobs);
  const hiring = source.kind === 'job-board' || source.campaign === 'fall-hiring';
  const pages: Page[] = [];
  if (job && (hiring || random.next() < 0.2)) {
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

export const vitalMedians: Record<'phone' | 'tablet' | 'desktop', Record<VitalName, number>> = {
  phone: { LCP: 1900, INP: 140, CLS: 0.03, FCP: 1200, TTFB: 380, 'early-tap': 120 },
  tablet: { LCP: 1400, INP: 90, CLS: 0.02, FCP: 900, TTFB: 300, 'early-tap': 80 },
  desktop: { LCP: 900, INP: 60, CLS: 0.01, FCP: 600, TTFB: 220, 'early-tap': 50 },
};

export function submissionOf(
  random: Random,
  kind: 'contact' | 'apply',
  job: string,
): NewSubmission {
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
