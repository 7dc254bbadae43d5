/**
 * `POST /beacon`: counts a page view or stores a page's speed figures. It always answers at once
 * (204, or 4xx for a beacon that is not one) and stores nothing about the person: no address, no
 * user agent, no cookie. Not counted at all: a browser that sends Global Privacy Control or Do Not
 * Track, a bot (the `isbot` list), and a browser signed in to the staff pages. Refused: a beacon
 * a browser says came from another site's page.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { beaconPath } from '@/config/endpoints';
import { beaconMaxBytes } from '@/shared/analytics/beacon';
import { clientAddress, requestIsHttps, type ProxyTrust } from '../client-address';
import { sessionCookie } from '../policy/staff-session';
import { holdsControls } from '../input-controls';
import { checkBeacon, jobSlugOf } from './beacon-check';
import type { CountedJobPages } from './job-pages';
import type { BeaconQueue } from './ingest';
import { classifySource } from './sources';
import type { BeaconLimits } from './beacon-limits';
import type { IssuedBuilds } from './issued-builds';
import type { VisitorHasher } from './visitors';
import { bodyLimit } from '../body-limit';

export interface BeaconOptions {
  queue: BeaconQueue;
  visitors: VisitorHasher;
  /** The builds the site issued: a beacon's build is kept only when it is one of them. */
  builds: Pick<IssuedBuilds, 'has'>;
  /** The slugs of the published jobs, whose pages are counted (job-pages.ts). */
  jobPages: Pick<CountedJobPages, 'has' | 'refresh'>;
  proxy: ProxyTrust;
  /** The site's public origin (PUBLIC_ORIGIN): its pages' beacons come from there. */
  publicOrigin: string;
  /** Beacons per client a minute, and for the whole site a second. */
  limits: BeaconLimits;
  /** Keyed hash of a client's network: what the per-client limit counts by. */
  hashClient: (address: string) => string;
  now?: (() => number) | undefined;
}

/** The site's one key of its budget per second. */
const sitewideKey = 'beacons per second';

/**
 * The bot list's verdicts on recent user agents. Matching one is the costliest check a beacon
 * gets, and a site's visitors use a few hundred browsers' agents at any time.
 */
const botVerdicts = new Map<string, boolean>();

function isBot(agent: string): boolean {
  let verdict = botVerdicts.get(agent);
  if (verdict === undefined) {
    verdict = isbot(agent);
    if (botVerdicts.size >= 1_000) botVerdicts.clear();
    botVerdicts.set(agent, verdict);
  }
  return verdict;
}

/** Whether this request is one the site promises not to count. */
export function notCounted(headers: Headers, cookies: Record<string, string>): boolean {
  if (headers.get('Sec-GPC') === '1' || headers.get('DNT') === '1') return true;
  const agent = headers.get('User-Agent') ?? '';
  if (agent === '' || isBot(agent)) return true;
  return Object.keys(cookies).some(
    (name) => name === sessionCookie || name === `__Host-${sessionCookie}`,
  );
}

/**
 * Whether a browser sent this beacon from a page of the site (`own`: its origins). A page's
 * `sendBeacon` is same-origin, and browsers say where a request came from: `Sec-Fetch-Site`,
 * and `Origin` on every POST. A beacon from another site's page (a script there posting at us
 * in its visitors' browsers) says so and is refused. A beacon with neither header comes from an
 * old browser, or from no browser at all: it is taken, as any client's is, within the limits.
 */
export function fromOwnPage(headers: Headers, own: readonly string[]): boolean {
  const site = headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = headers.get('Origin');
  return origin === null || own.includes(origin);
}

/** The origin the request was made to, as the browser saw it (https behind a proxy of ours). */
function requestOrigin(c: Context, proxy: ProxyTrust): string {
  const url = new URL(c.req.url);
  return `${requestIsHttps(c, proxy) ? 'https:' : url.protocol}//${url.host}`;
}

export function beaconRoutes(options: BeaconOptions): Hono {
  const app = new Hono();
  const now = options.now ?? Date.now;
  const vocabulary = {
    isIssuedBuild: (build: string) => options.builds.has(build),
    isJobPage: (slug: string) => options.jobPages.has(slug),
  };

  app.post(
    beaconPath,
    bodyLimit({ maxSize: beaconMaxBytes, onError: (c) => c.text('Too large.', 413) }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const own = [options.publicOrigin, requestOrigin(c, options.proxy)];
      if (!fromOwnPage(c.req.raw.headers, own)) {
        return c.text('Refused: not sent from a page of this site.', 403);
      }
      if (notCounted(c.req.raw.headers, getCookie(c))) return c.body(null, 204);
      const address = clientAddress(c, options.proxy);
      // One sender first, so that its flood does not spend the whole site's budget.
      for (const [limit, key] of [
        [options.limits.perClient, `beacon ${options.hashClient(address)}`],
        [options.limits.sitewide, sitewideKey],
      ] as const) {
        const limited = await limit.hit(key);
        if (!limited.allowed) {
          c.header('Retry-After', String(limited.retryAfterSeconds));
          return c.text('Too many beacons.', 429);
        }
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.text('Not JSON.', 400);
      }
      if (holdsControls(body)) return c.text('Refused: a control character.', 400);
      // A job page's slug is checked against the jobs as last read: read again when they are
      // old, or (now and then) when the slug is new to them, as a job just published is.
      const path: unknown =
        typeof body === 'object' && body !== null ? Reflect.get(body, 'path') : undefined;
      const slug = typeof path === 'string' ? jobSlugOf(path) : undefined;
      await options.jobPages.refresh(slug);
      const checked = checkBeacon(body, vocabulary);
      if (!checked.ok) return c.text(`Refused: ${checked.reason}.`, 400);
      const at = now();
      const day = options.visitors.dayOf(at);
      const { beacon } = checked;
      if (beacon.t === 'view') {
        const agent = c.req.header('User-Agent') ?? '';
        const visitor = await options.visitors.visitor(address, agent, at);
        const source = classifySource(beacon.ref, beacon.utm ?? {}, new URL(c.req.url).hostname);
        options.queue.add({ view: { visitor, day, at, beacon, source } });
      } else {
        options.queue.add({ vitals: { day, at, beacon } });
      }
      return c.body(null, 204);
    },
  );
  return app;
}
