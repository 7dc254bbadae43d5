/**
 * The beacon a page sends to `beaconPath`: one for each page view (after the page has loaded, and
 * on each navigation inside the site), and one with the page's speed figures when it is hidden.
 * Shared by the page that writes it and the server that checks it; everything in it is refused
 * unless it has exactly these shapes and sane values.
 */
import {
  beaconMeasures,
  viewportClasses,
  type BeaconMeasure,
  type ViewportClass,
} from './measures.ts';

export interface ViewBeacon {
  t: 'view';
  /** The route pattern (`/careers/:slug`) and the concrete path. */
  route: string;
  path: string;
  /** The referring page's origin, or empty (a direct visit, or a page of this site). */
  ref: string;
  /** Campaign tags of the address the visitor arrived at, when it had any. */
  utm?: Partial<Record<CampaignTag, string>>;
  vp: ViewportClass;
  build: string;
}

export interface VitalsBeacon {
  t: 'vitals';
  route: string;
  path: string;
  vp: ViewportClass;
  build: string;
  m: { n: BeaconMeasure; v: number }[];
}

export type Beacon = ViewBeacon | VitalsBeacon;

export const campaignTags = ['utm_source', 'utm_medium', 'utm_campaign', 'ref'] as const;
export type CampaignTag = (typeof campaignTags)[number];

/**
 * What the server stores in place of a value it does not keep: a build it did not issue, a
 * campaign tag outside the safe alphabet, a new source past the day's cap. Counted, not named.
 */
export const otherValue = 'other';

/**
 * A build's id from the file name of the chunk that sends the beacons (`start-B7xw2LmN.js`):
 * the page works it out from its own module's address, the build records it for the server.
 */
export function buildIdOf(fileName: string): string {
  return (
    (fileName.split('/').pop() ?? '')
      .replace(/\.[cm]?js$/, '')
      .replace(/[^\w.-]/g, '')
      .slice(0, 64) || 'dev'
  );
}

/** The largest beacon body accepted, in bytes. */
export const beaconMaxBytes = 2048;
/** Figures in one vitals beacon at most. */
export const maxMetricsPerBeacon = 12;

/** A viewport's class by its CSS width, at the theme's tablet and desktop breakpoints. */
export function viewportClassOf(width: number): ViewportClass {
  if (width < 600) return 'phone';
  return width < 1200 ? 'tablet' : 'desktop';
}

/**
 * The largest sane value of each measure: anything above is a broken clock, not a visit (or, for
 * lost taps, not a visitor).
 */
const ceilings: Record<BeaconMeasure, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
  'early-tap': 60_000,
  'lost-taps': 100,
};

export function isBeaconMeasure(value: unknown): value is BeaconMeasure {
  return typeof value === 'string' && (beaconMeasures as readonly string[]).includes(value);
}

export function isViewportClass(value: unknown): value is ViewportClass {
  return typeof value === 'string' && (viewportClasses as readonly string[]).includes(value);
}

export function saneVital(name: BeaconMeasure, value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= ceilings[name] &&
    // Lost taps are counted, one by one.
    (name !== 'lost-taps' || Number.isInteger(value))
  );
}
