/**
 * The analytics' tables (migration 0008 and later), apart from schema.ts for its size: each day's
 * visitor salt, visits, page views and speed figures as they arrive, the figures rolled up per
 * day, the builds served, and the distinct values the daily cap counts. Only server/analytics/
 * queries them.
 */
import type { Generated } from 'kysely';
import type { PageRow, ReportTotals } from '@/shared/analytics/reports';

/** The salt of each day's visitor hash; only today's (and yesterday's, briefly) exist. */
export interface VisitorSaltsTable {
  day: string;
  salt: string;
}

/** One visitor's visit on one day (company time zone): where it began, where it came from. */
export interface VisitsTable {
  id: Generated<number>;
  visitor: string;
  day: string;
  started_at: number;
  landing_route: string;
  landing_path: string;
  referrer: string | null;
  source_kind: string;
  source: string;
  medium: string | null;
  campaign: string | null;
  viewport: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  visit_id: number;
  day: string;
  viewed_at: number;
  route: string;
  path: string;
  viewport: string;
  build: string;
}

export interface VitalsTable {
  id: Generated<number>;
  day: string;
  recorded_at: number;
  route: string;
  viewport: string;
  build: string;
  metric: string;
  value: number;
}

/** A day's totals: the report's totals are their sum over the range. */
export interface DailySiteTable extends ReportTotals {
  day: string;
}

/**
 * What a day's totals were rolled up from: the count of each kind of raw row it had then. Rows
 * that reach the database for the day later (a seed, a late instance's queue, a restore) change
 * the counts, and the day is rolled up again.
 */
export interface DailyRollupsTable {
  day: string;
  raw_counts: string;
  rolled_up_at: number;
}

/** A day's figures of one page; the report sums them and works out the conversion. */
export interface DailyPagesTable extends Omit<PageRow, 'conversion'> {
  day: string;
}

export interface DailySourcesTable {
  day: string;
  source_kind: string;
  source: string;
  /** Empty for none: part of the key. */
  campaign: string;
  visits: number;
  leads: number;
  applications: number;
}

export interface DailyFunnelsTable {
  day: string;
  funnel: string;
  step: number;
  visitors: number;
}

export interface DailyVitalsTable {
  day: string;
  route: string;
  viewport: string;
  build: string;
  metric: string;
  bucket: number;
  samples: number;
}

export interface BuildsTable {
  build: string;
  /** When the build was first served, or for a build of before 0010 first sent figures. */
  first_seen: number;
  /** When a server last started serving the build; null for a build no server of ours issued. */
  issued_at: number | null;
}

/** A distinct value of one kind kept on a day: what the daily cap counts. */
export interface DailyValuesTable {
  day: string;
  kind: string;
  value: string;
}
