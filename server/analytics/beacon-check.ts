/**
 * A beacon is input like any other, and what it may leave in the database is a closed vocabulary:
 * anything a stranger can make up must not become a page, a source or a build of the reports.
 *
 * - Its shape (one of the two), its route, its path and its figures are checked: the route must
 *   be a public page's, and the path a page the site has, a slug included (the slugs of
 *   src/config/paths.ts; for a job's page, a slug a published job has or had, which the server
 *   reads from the database: job-pages.ts). Anything else is refused with a reason and nothing
 *   is stored.
 * - What a visitor's address or a page's build decides is kept when it is safe and folded into
 *   `other` when not, without refusing the beacon (the visit still counts): a campaign tag
 *   outside a short safe alphabet, a build no server of ours issued. A referrer that is not an
 *   http(s) origin counts as none.
 */
import { articleSlugs, domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { staffPagePatterns } from '@/config/endpoints';
import { isJobSlug } from '@/shared/jobs/job-posting';
import {
  campaignTags,
  isViewportClass,
  isBeaconMeasure,
  maxMetricsPerBeacon,
  otherValue,
  saneVital,
  type Beacon,
  type CampaignTag,
  type VitalsBeacon,
} from '@/shared/analytics/beacon';

/** The slugs of each public route that has one: the only pages of that route. */
const slugRoutes = new Map<string, readonly string[]>([
  [paths.service.pattern, serviceSlugs],
  [paths.domain.pattern, domainSlugs],
  [paths.article.pattern, articleSlugs],
  [paths.homeArticle.pattern, articleSlugs],
]);

function pagesOf(pattern: string): string[] {
  if (!pattern.includes(':')) return [pattern];
  const slugs = slugRoutes.get(pattern);
  // A public route with a parameter and no list of slugs is a mistake of ours: it must fail here,
  // not count every made-up address under it.
  if (!slugs) throw new Error(`No slugs are listed for the route ${pattern}.`);
  return slugs.map((slug) => pattern.replace(/:[a-z]+/i, slug));
}

/**
 * The public pages by route pattern (staff pages are never counted), each path also with a
 * trailing slash, which a static host serves the same page at.
 */
export const publicPages: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.values(paths)
    .map((record) => record.pattern)
    .filter(
      (pattern) => !pattern.startsWith(staffPagePatterns.inbox) && pattern !== paths.job.pattern,
    )
    .map((pattern) => [
      pattern,
      new Set(pagesOf(pattern).flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]))),
    ]),
);

export type Checked = { ok: true; beacon: Beacon } | { ok: false; reason: string };

/** What the check asks of the server: whether it issued a build, and had a job at a slug. */
export interface Vocabulary {
  isIssuedBuild: (build: string) => boolean;
  isJobPage: (slug: string) => boolean;
}

const jobPrefix = `${paths.careers.href()}/`;

/** The slug of a job page's path (`/careers/<slug>`, a trailing slash allowed), or undefined. */
export function jobSlugOf(path: string): string | undefined {
  if (!path.startsWith(jobPrefix)) return undefined;
  const slug = path.slice(jobPrefix.length).replace(/\/$/, '');
  return isJobSlug(slug) ? slug : undefined;
}

/** Whether `path` is a page of the route `route`. */
function isPageOf(route: string, path: string, vocabulary: Vocabulary): boolean | undefined {
  if (route === paths.job.pattern) {
    const slug = jobSlugOf(path);
    return slug !== undefined && vocabulary.isJobPage(slug);
  }
  return publicPages.get(route)?.has(path);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** A campaign tag as it may be kept; the safe alphabet leaves nothing to forge or spoof. */
const safeTag = /^[a-z0-9._-]{1,64}$/;

/** A tag's value as stored: trimmed, lower case, `other` outside the safe alphabet. */
export function campaignValue(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  return safeTag.test(text) ? text : otherValue;
}

/** The referrer when it is an http(s) origin and nothing more (what the page sends), or none. */
export function referrerOrigin(value: string): string {
  if (value === '') return '';
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.origin === value ? value : '';
  } catch {
    return '';
  }
}

/** The page a beacon is about, as it may be kept; or why it is refused. */
function pageOf(
  body: Record<string, unknown>,
  vocabulary: Vocabulary,
): Pick<Beacon, 'route' | 'path' | 'vp' | 'build'> | string {
  const { route, path, vp, build } = body;
  if (typeof route !== 'string' || typeof path !== 'string') return 'route and path are required';
  const known = isPageOf(route, path, vocabulary);
  if (known === undefined) return 'unknown route';
  if (!known) return 'not a page of the site';
  if (!isViewportClass(vp)) return 'unknown viewport class';
  if (!shortText(build, 64) || !/^[\w.-]+$/.test(build)) return 'bad build id';
  return { route, path, vp, build: vocabulary.isIssuedBuild(build) ? build : otherValue };
}

function tagsOf(value: unknown): Partial<Record<CampaignTag, string>> | undefined | false {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return false;
  const tags: Partial<Record<CampaignTag, string>> = {};
  for (const name of Object.keys(value)) {
    const tag = value[name];
    const known = campaignTags.find((candidate) => candidate === name);
    if (known === undefined || typeof tag !== 'string') return false;
    const kept = campaignValue(tag);
    if (kept !== undefined) tags[known] = kept;
  }
  return tags;
}

export function checkBeacon(body: unknown, vocabulary: Vocabulary): Checked {
  if (!isRecord(body)) return { ok: false, reason: 'not an object' };
  const base = pageOf(body, vocabulary);
  if (typeof base === 'string') return { ok: false, reason: base };
  if (body.t === 'view') {
    if (!shortText(body.ref, 300)) return { ok: false, reason: 'bad referrer' };
    const utm = tagsOf(body.utm);
    if (utm === false) return { ok: false, reason: 'bad campaign tags' };
    return {
      ok: true,
      beacon: { t: 'view', ...base, ref: referrerOrigin(body.ref), ...(utm ? { utm } : {}) },
    };
  }
  if (body.t === 'vitals') {
    const { m } = body;
    if (!Array.isArray(m) || m.length === 0 || m.length > maxMetricsPerBeacon) {
      return { ok: false, reason: 'bad figures' };
    }
    const figures: VitalsBeacon['m'] = [];
    for (const item of m) {
      if (!isRecord(item) || !isBeaconMeasure(item.n) || !saneVital(item.n, item.v)) {
        return { ok: false, reason: 'a figure is out of range or unknown' };
      }
      figures.push({ n: item.n, v: item.v });
    }
    return { ok: true, beacon: { t: 'vitals', ...base, m: figures } };
  }
  return { ok: false, reason: 'unknown beacon type' };
}
