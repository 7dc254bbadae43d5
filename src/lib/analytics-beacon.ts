/**
 * The page's side of the company's own visit counting: one small beacon per page view (after the
 * page has loaded, and on each navigation inside the site) and one with the page's speed figures
 * when it is hidden, both to the site's own server with `sendBeacon`. No cookie, no storage, no
 * identifier: the server counts visitors by a hash that changes every day. A browser that asks
 * not to be tracked (Global Privacy Control, Do Not Track) sends nothing.
 */
import { beaconPath, staffPagePatterns } from '@/config/endpoints';
import {
  buildIdOf,
  campaignTags,
  saneVital,
  viewportClassOf,
  type Beacon,
  type CampaignTag,
  type VitalsBeacon,
} from '@/shared/analytics/beacon';
import type { BeaconMeasure, VitalName } from '@/shared/analytics/measures';
import { earlyTapMs, lostTaps } from './start-up/contract';

export interface PageOf {
  /** The route pattern (`/careers/:slug`). */
  route: string;
  path: string;
}

/**
 * This build's id: the content hash in the name of the chunk this module is bundled into, which
 * changes whenever the site's code does. The build records the same id for the server
 * (scripts/build/vite-plugin-build-id.ts), which keeps only the ids of builds it issued.
 */
function buildId(): string {
  return buildIdOf(new URL(import.meta.url).pathname);
}

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

export function asksNotToBeTracked(nav: PrivacySignals = navigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** The referring site's origin, or empty for a direct visit or a page of this site. */
export function referrerOrigin(referrer: string, own: string): string {
  try {
    const origin = new URL(referrer).origin;
    return origin === own ? '' : origin;
  } catch {
    return '';
  }
}

/** The campaign tags of an address, when it has any. */
export function campaignOf(search: string): Partial<Record<CampaignTag, string>> | undefined {
  const params = new URLSearchParams(search);
  const tags: Partial<Record<CampaignTag, string>> = {};
  for (const name of campaignTags) {
    const value = params.get(name);
    if (value) tags[name] = value.slice(0, 200);
  }
  return Object.keys(tags).length > 0 ? tags : undefined;
}

/** Staff pages and the not-found page (no route of the site) are not counted. */
function counted(page: PageOf): boolean {
  return !page.path.startsWith(staffPagePatterns.inbox) && !page.route.includes('*');
}

function send(beacon: Beacon): void {
  if (typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(beaconPath, JSON.stringify(beacon));
  }
}

const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

/** Counts this page view and each later one; `current` reads the page the router shows. */
export function countPageViews(current: () => PageOf, subscribe: (onChange: () => void) => void) {
  if (asksNotToBeTracked()) return;
  const build = buildId();
  let last = '';
  let first = true;
  const viewed = () => {
    const page = current();
    if (page.path === last || !counted(page)) return;
    last = page.path;
    send({
      t: 'view',
      route: page.route,
      path: page.path,
      // The referrer and the campaign belong to the page the visitor arrived at.
      ref: first ? referrerOrigin(document.referrer, window.location.origin) : '',
      ...(first ? { utm: campaignOf(window.location.search) } : {}),
      vp: viewportClassOf(window.innerWidth),
      build,
    });
    first = false;
  };
  afterLoad(() => {
    viewed();
    subscribe(viewed);
  });
}

/**
 * Collects the page's speed figures and sends them when the page is hidden (the last moment a
 * page is sure to have), as one beacon per page. The first of them also carries the page's
 * early tap, when a tap was answered before hydration (`earlyTapMs`): once per page load. Each
 * carries the presses the page has never acted on since the one before (`lostTaps`), if any.
 * Every figure measures the load of the document the visitor arrived at (its paints, its first
 * tap, its responsiveness and layout shifts from then on), so all are filed under that page,
 * `landing`, even when the visitor has since moved on to others inside the app. A visitor who
 * asks not to be tracked, or a page that is not counted (the staff pages), gets no collector:
 * nothing is measured, and the measuring code is not fetched.
 */
export function vitalsCollector(
  landing: PageOf,
): ((name: VitalName, value: number) => void) | undefined {
  if (asksNotToBeTracked() || !counted(landing)) return undefined;
  const pending: VitalsBeacon['m'] = [];
  let earlyTapTaken = false;
  let lostTapsSent = 0;
  const collect = (name: BeaconMeasure, value: number) => {
    // The server refuses a whole beacon for one figure out of range (a clock that jumped, a
    // page left open for days): such a figure is left out and the others still go.
    if (!saneVital(name, value)) return;
    const index = pending.findIndex((figure) => figure.n === name);
    if (index >= 0) pending.splice(index, 1);
    pending.push({ n: name, v: value });
  };
  const flush = () => {
    const earlyTap = earlyTapTaken ? undefined : earlyTapMs();
    if (earlyTap !== undefined) {
      earlyTapTaken = true;
      collect('early-tap', earlyTap);
    }
    const lost = lostTaps() - lostTapsSent;
    if (lost > 0) {
      lostTapsSent += lost;
      collect('lost-taps', lost);
    }
    if (pending.length === 0) return;
    send({
      t: 'vitals',
      route: landing.route,
      path: landing.path,
      vp: viewportClassOf(window.innerWidth),
      build: buildId(),
      m: pending.splice(0),
    });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return collect;
}
