/**
 * A beacon is input like any other: it must be one of the two shapes, name a page of the site by
 * its route and a path that route matches, and carry sane figures. Anything else is refused with
 * a reason and nothing is stored.
 */
import { paths } from '@/config/paths';
import {
  campaignTags,
  isViewportClass,
  isBeaconMeasure,
  maxMetricsPerBeacon,
  saneVital,
  type Beacon,
  type CampaignTag,
  type VitalsBeacon,
} from '@/shared/insights/beacon';

/** The public pages' route patterns (staff pages are never counted). */
const publicRoutes: ReadonlyMap<string, RegExp> = new Map(
  Object.values(paths)
    .map((record) => record.pattern)
    .filter((pattern) => !pattern.startsWith('/staff'))
    .map((pattern) => [
      pattern,
      new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[a-z0-9][a-z0-9-]{0,80}')}/?$`),
    ]),
);

export type Checked = { ok: true; beacon: Beacon } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

function pageOf(body: Record<string, unknown>): string | undefined {
  const { route, path } = body;
  if (typeof route !== 'string' || typeof path !== 'string') return 'route and path are required';
  const matcher = publicRoutes.get(route);
  if (!matcher) return 'unknown route';
  if (!matcher.test(path)) return 'the path does not match the route';
  if (!isViewportClass(body.vp)) return 'unknown viewport class';
  if (!shortText(body.build, 64) || !/^[\w.-]+$/.test(body.build)) return 'bad build id';
  return undefined;
}

function tagsOf(value: unknown): Partial<Record<CampaignTag, string>> | undefined | false {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return false;
  const tags: Partial<Record<CampaignTag, string>> = {};
  for (const [name, tag] of Object.entries(value)) {
    if (!(campaignTags as readonly string[]).includes(name) || !shortText(tag, 200)) return false;
    tags[name as CampaignTag] = tag;
  }
  return tags;
}

export function checkBeacon(body: unknown): Checked {
  if (!isRecord(body)) return { ok: false, reason: 'not an object' };
  const page = pageOf(body);
  if (page) return { ok: false, reason: page };
  const base = {
    route: body.route as string,
    path: body.path as string,
    vp: body.vp as Beacon['vp'],
    build: body.build as string,
  };
  if (body.t === 'view') {
    if (!shortText(body.ref, 300)) return { ok: false, reason: 'bad referrer' };
    const utm = tagsOf(body.utm);
    if (utm === false) return { ok: false, reason: 'bad campaign tags' };
    return { ok: true, beacon: { t: 'view', ...base, ref: body.ref, ...(utm ? { utm } : {}) } };
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
