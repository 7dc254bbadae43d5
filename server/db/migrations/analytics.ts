/**
 * Migration 0008: cookieless visits, their page views and speed measures, and the daily rollups
 * the reports read. Never edit it once shipped: add the next migration.
 */
import type { ColumnTypes } from './column-types';
import type { Statements } from './statements';

export function analyticsMigration({ id, bigint }: ColumnTypes): Statements {
  return [
    // A visitor is a keyed hash under a salt of the day; yesterday's salt is deleted, so a
    // hash can never be matched again once its day is over.
    'CREATE TABLE visitor_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL)',
    // One visit per visitor and day: where it began and where it came from.
    `CREATE TABLE visits (
       id ${id},
       visitor TEXT NOT NULL,
       day TEXT NOT NULL,
       started_at ${bigint} NOT NULL,
       landing_route TEXT NOT NULL,
       landing_path TEXT NOT NULL,
       referrer TEXT,
       source_kind TEXT NOT NULL,
       source TEXT NOT NULL,
       medium TEXT,
       campaign TEXT,
       viewport TEXT NOT NULL,
       UNIQUE (visitor, day)
     )`,
    'CREATE INDEX visits_day ON visits (day)',
    `CREATE TABLE page_views (
       id ${id},
       visit_id ${bigint} NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
       day TEXT NOT NULL,
       viewed_at ${bigint} NOT NULL,
       route TEXT NOT NULL,
       path TEXT NOT NULL,
       viewport TEXT NOT NULL,
       build TEXT NOT NULL
     )`,
    'CREATE INDEX page_views_day ON page_views (day)',
    'CREATE INDEX page_views_visit ON page_views (visit_id, viewed_at)',
    `CREATE TABLE vitals (
       id ${id},
       day TEXT NOT NULL,
       recorded_at ${bigint} NOT NULL,
       route TEXT NOT NULL,
       viewport TEXT NOT NULL,
       build TEXT NOT NULL,
       metric TEXT NOT NULL,
       value DOUBLE PRECISION NOT NULL
     )`,
    'CREATE INDEX vitals_day ON vitals (day)',
    // Where a submission's sender came from, kept with the submission for its whole life.
    `ALTER TABLE submissions ADD COLUMN visit_id ${bigint}
       REFERENCES visits (id) ON DELETE SET NULL`,
    'ALTER TABLE submissions ADD COLUMN source_kind TEXT',
    'ALTER TABLE submissions ADD COLUMN source TEXT',
    'ALTER TABLE submissions ADD COLUMN campaign TEXT',
    'ALTER TABLE submissions ADD COLUMN landing_page TEXT',
    'ALTER TABLE submissions ADD COLUMN came_from TEXT',
    'CREATE INDEX submissions_source ON submissions (source_kind, id)',
    'CREATE INDEX submissions_campaign ON submissions (campaign, id)',
    // Daily totals, kept as long as the leads; raw views and vitals only for a few months.
    `CREATE TABLE daily_site (
       day TEXT PRIMARY KEY,
       visitors INTEGER NOT NULL,
       views INTEGER NOT NULL,
       leads INTEGER NOT NULL,
       applications INTEGER NOT NULL,
       spam INTEGER NOT NULL
     )`,
    `CREATE TABLE daily_pages (
       day TEXT NOT NULL,
       route TEXT NOT NULL,
       path TEXT NOT NULL,
       views INTEGER NOT NULL,
       visitors INTEGER NOT NULL,
       leads INTEGER NOT NULL,
       applications INTEGER NOT NULL,
       PRIMARY KEY (day, path)
     )`,
    `CREATE TABLE daily_sources (
       day TEXT NOT NULL,
       source_kind TEXT NOT NULL,
       source TEXT NOT NULL,
       campaign TEXT NOT NULL,
       visits INTEGER NOT NULL,
       leads INTEGER NOT NULL,
       applications INTEGER NOT NULL,
       PRIMARY KEY (day, source_kind, source, campaign)
     )`,
    `CREATE TABLE daily_funnels (
       day TEXT NOT NULL,
       funnel TEXT NOT NULL,
       step INTEGER NOT NULL,
       visitors INTEGER NOT NULL,
       PRIMARY KEY (day, funnel, step)
     )`,
    // Vitals as counts per value bucket, so any range's p75 comes from summed counts.
    `CREATE TABLE daily_vitals (
       day TEXT NOT NULL,
       route TEXT NOT NULL,
       viewport TEXT NOT NULL,
       build TEXT NOT NULL,
       metric TEXT NOT NULL,
       bucket INTEGER NOT NULL,
       samples INTEGER NOT NULL,
       PRIMARY KEY (day, route, viewport, build, metric, bucket)
     )`,
    `CREATE TABLE builds (build TEXT PRIMARY KEY, first_seen ${bigint} NOT NULL)`,
  ];
}
