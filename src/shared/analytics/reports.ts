/**
 * What the staff reports page reads from `GET /staff/api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (days in the company's time zone, both included), and the "came from" block of an inbox entry.
 * Every figure leaves spam out.
 */
import type { JobPageName, JobReportRow } from './job-report';
import type { ViewportClass, VitalName } from './measures';

/**
 * Google's thresholds for a good and a poor p75 (milliseconds; CLS unitless). The early tap uses
 * INP's: it is the same experience, a tap waiting for its answer.
 */
export const vitalThresholds: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
  'early-tap': { good: 200, poor: 500 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, p75: number): VitalRating {
  const { good, poor } = vitalThresholds[name];
  if (p75 <= good) return 'good';
  return p75 <= poor ? 'needs-improvement' : 'poor';
}

/** Where a visit came from, as a person would name it. */
export const sourceKinds = [
  'direct',
  'search',
  'social',
  'job-board',
  'campaign',
  'referral',
] as const;
export type SourceKind = (typeof sourceKinds)[number];

/** Each kind of source as staff read it. */
export const sourceKindLabels: Record<SourceKind, string> = {
  direct: 'Direct',
  search: 'Search',
  social: 'Social',
  'job-board': 'Job boards',
  campaign: 'Campaigns',
  referral: 'Other sites',
};

/**
 * The key of the last row of the pages and of the sources when a range has more of them than a
 * report lists: every other page (its route and path) or source (its kind and name) summed in
 * one row, so that the rows still add up to the totals and the answer stays small however many
 * a range holds.
 */
export const restRow = 'other';

/**
 * The build of figures from builds no server of ours issued (the beacons' `otherValue`, which
 * a test keeps equal): named here so that the staff pages need not load the beacon module,
 * which every public page's start-up carries.
 */
export const unissuedBuild = 'other';

/** The rest row's words, where a page or a source would be named. */
export const restLabels = { pages: 'All other pages', sources: 'All other sources' } as const;

/** A source in one phrase: "Search (google.com)", "Campaigns (newsletter)", "Direct". */
export function describeSource(kind: SourceKind | typeof restRow, source: string): string {
  if (kind === restRow) return restLabels.sources;
  return kind === 'direct' ? sourceKindLabels.direct : `${sourceKindLabels[kind]} (${source})`;
}

/** What the CSV and the webhook say of a submission whose sender's visit was not found. */
export const sourceUnknown = 'Source unknown';

/** The inbox's source filter: a kind of source, or `unknown` for entries with no visit found. */
export const sourceFilters = [...sourceKinds, 'unknown'] as const;
export type SourceFilter = (typeof sourceFilters)[number];

export interface ReportTotals {
  /** Distinct visitors per day, summed over the range. */
  visitors: number;
  views: number;
  leads: number;
  applications: number;
  /** Submissions flagged as spam in the range (the only figure that counts them). */
  spam: number;
}

export interface DailyPoint {
  /** YYYY-MM-DD in the company's time zone. */
  date: string;
  visitors: number;
  views: number;
  leads: number;
  applications: number;
}

export interface PageRow {
  /** The route pattern, e.g. `/careers/:slug`; `restRow` for the row of all other pages. */
  route: string;
  /** The concrete path, e.g. `/careers/sap-utilities`; `restRow` for the row of all other pages. */
  path: string;
  views: number;
  visitors: number;
  /** Contact requests whose visit saw this page before the form. */
  leads: number;
  applications: number;
  /** (leads + applications) / visitors, 0 to 1; 0 without visitors. */
  conversion: number;
}

export interface SourceRow {
  /** `restRow` for the row of all other sources (its source is `restRow`, its campaign null). */
  kind: SourceKind | typeof restRow;
  /** The source's name: a site (`linkedin.com`), a campaign's `utm_source`, or `Direct`. */
  source: string;
  /** `utm_campaign`, or null. */
  campaign: string | null;
  visits: number;
  leads: number;
  applications: number;
}

export interface FunnelStep {
  label: string;
  /** Visitors who reached this step. */
  count: number;
}

export interface Funnel {
  id: 'enquiry' | 'application';
  label: string;
  steps: FunnelStep[];
}

export interface VitalRow {
  route: string;
  viewport: ViewportClass;
  metric: VitalName;
  p75: number;
  samples: number;
}

export interface BuildVital {
  /**
   * The build's id (a hash people do not read), or `otherValue` for the figures of pages that
   * named a build no server of ours issued.
   */
  build: string;
  /**
   * When the build was first served, or for a build no server registered its first figures (ISO
   * time): the order of deploys and the build's name in the reports. Null when no server recorded
   * the build at all, rather than a made-up date.
   */
  firstSeen: string | null;
  metric: VitalName;
  p75: number;
  samples: number;
}

/** Lost taps (`lostTapsMeasure`) on one page, class of screen and build, added up. */
export interface LostTapsRow {
  route: string;
  viewport: ViewportClass;
  build: string;
  lost: number;
}

export interface ReportsResponse {
  from: string;
  to: string;
  totals: ReportTotals;
  /** The same figures for the range of the same length just before, for comparison. */
  previous: ReportTotals;
  daily: DailyPoint[];
  /** The most viewed pages, and a `restRow` row for the others when there are more. */
  pages: PageRow[];
  /** The sources with most visits, and a `restRow` row for the others when there are more. */
  sources: SourceRow[];
  funnels: Funnel[];
  vitals: VitalRow[];
  builds: BuildVital[];
  /** Only the pages, screens and builds that had any. */
  lostTaps: LostTapsRow[];
  /** Every job ever published, and any other with figures in the range (./job-report.ts). */
  jobs: JobReportRow[];
  /** The job pages' names, by the stored jobs' titles (./job-report.ts). */
  jobPages: JobPageName[];
}

/** Where a submission's visitor came from, joined by the server on the same day's visitor hash. */
export interface CameFrom {
  kind: SourceKind;
  source: string;
  campaign: string | null;
  /** `utm_medium`, or null. */
  medium: string | null;
  /** The referring site's origin, or null for a direct visit. */
  referrer: string | null;
  landingPage: string;
  /** The pages seen before the form, in order, the form's own page left out. */
  pagesBefore: string[];
  /** For an application: the job page seen last before the form, or null. */
  jobPage: string | null;
  /** When the visit began (ISO time). */
  firstSeenAt: string;
}
