/**
 * What a page measures and reports of itself: the beacon's vocabulary, which every public page
 * carries. Kept apart from the reports' shapes (./reports.ts), so that a page's start-up does not
 * load the staff reports' thresholds, sources and words along with it.
 */

/** How a visitor's screen is classed; the page-view beacon sends it. */
export const viewportClasses = ['phone', 'tablet', 'desktop'] as const;
export type ViewportClass = (typeof viewportClasses)[number];

/** The speed measures the pages report; `early-tap` is a tap before hydration until its answer. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'early-tap'] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * Presses a page took and never acted on: an interaction held until its part of the page could
 * handle it and then let go, or a complete form whose request never left the page. A count, not
 * a speed: a page load reports how many it had (when it had any), and the reports add them up.
 */
export const lostTapsMeasure = 'lost-taps';

/** What a page's speed beacon may carry: each speed measure, and its lost taps. */
export const beaconMeasures = [...vitalNames, lostTapsMeasure] as const;
export type BeaconMeasure = (typeof beaconMeasures)[number];
