/**
 * The reports' Jobs part: per stored job, over a range of days, the views of its page (at its
 * current address and every earlier one, `job_slugs`), its applications by `job_id` and the hires
 * among them, each step's conversion, the days it took to fill, and where its applications and
 * hires came from (the source its intake found, `attribution.ts`).
 *
 * Views are read like the Pages part's: the stored daily sums for the days rolled up, the raw
 * page views for the others, so a day is never counted twice.
 */
import { sql } from 'kysely';
import { paths } from '@/config/paths';
import type { JobReportRow, JobSourceRow } from '@/shared/analytics/job-report';
import { sourceKinds, type SourceKind } from '@/shared/analytics/reports';
import type { Database } from '../db/connection';
import { dayInZone } from '../time-zone';
import { addDays, daysBetween } from './calendar-days';
import { counted } from './counting';
import { keysPerStatement, storedSite } from './stored-sums';

const hiredStage = 'hired';
const dayMs = 86_400_000;

interface PageFigures {
  views: number;
  visitors: number;
}

function inParts<T>(items: readonly T[], size = keysPerStatement): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size));
  }
  return parts;
}

/** A job page's paths: the beacon keeps a trailing slash when the address had one. */
function pathsOf(slug: string): string[] {
  const path = paths.job.href(slug);
  return [path, `${path}/`];
}

/** Views and visitors per path of `only` over the range: stored days summed, the rest counted. */
async function viewsByPath(
  database: Database,
  range: { from: string; to: string },
  today: string,
  only: readonly string[],
): Promise<Map<string, PageFigures>> {
  const figures = new Map<string, PageFigures>();
  const add = (path: string, views: number, visitors: number) => {
    const sum = figures.get(path) ?? { views: 0, visitors: 0 };
    sum.views += views;
    sum.visitors += visitors;
    figures.set(path, sum);
  };
  const stored = (await storedSite(database, range.from, range.to)).map((row) => row.day);
  const storedSet = new Set(stored);
  const unstored = daysBetween(range.from, range.to).filter(
    (day) => day <= today && !storedSet.has(day),
  );
  // Days by name on both sides: a day rolled up between the reads is counted from its raw rows
  // (kept for months after), never from both.
  for (const part of inParts(only)) {
    for (const days of inParts(stored)) {
      const rows = await database.reads
        .selectFrom('daily_pages')
        .select((eb) => [
          'path',
          eb.fn.sum<number | string>('views').as('views'),
          eb.fn.sum<number | string>('visitors').as('visitors'),
        ])
        .where('day', 'in', days)
        .where('path', 'in', part)
        .groupBy('path')
        .execute();
      for (const row of rows) add(row.path, counted(row.views), counted(row.visitors));
    }
    for (const days of inParts(unstored)) {
      // A visitor counts once a day per page, as the stored sums count them.
      const rows = await database.reads
        .selectFrom('page_views')
        .select((eb) => [
          'path',
          'day',
          eb.fn.countAll<number | string>().as('views'),
          sql<number | string>`count(DISTINCT visit_id)`.as('visitors'),
        ])
        .where('day', 'in', days)
        .where('path', 'in', part)
        .groupBy(['day', 'path'])
        .execute();
      for (const row of rows) add(row.path, counted(row.views), counted(row.visitors));
    }
  }
  return figures;
}

function kindOf(kind: string | null): SourceKind | null {
  return sourceKinds.find((known) => known === kind) ?? null;
}

/** The range's applications (not spam) made for a job, each with its stage and source. */
async function applicationsOf(
  database: Database,
  range: { from: string; to: string },
  timeZone: string,
) {
  // A day in any zone lies within the UTC day before, that day and the day after.
  const rows = await database.reads
    .selectFrom('submissions')
    .select(['job_id', 'stage', 'source_kind', 'source', 'campaign', 'received_at'])
    .where('kind', '=', 'apply')
    .where('spam', '=', 0)
    .where('job_id', 'is not', null)
    .where('received_at', '>=', `${addDays(range.from, -1)}T00:00:00.000Z`)
    .where('received_at', '<', `${addDays(range.to, 2)}T00:00:00.000Z`)
    .execute();
  return rows.filter((row) => {
    const day = dayInZone(new Date(row.received_at), timeZone);
    return day >= range.from && day <= range.to;
  });
}

/**
 * When each closed job's first hire since its posting date was made: the moment its application
 * was moved to the hired stage (the activity history's record), whatever the range.
 */
async function firstHires(
  database: Database,
  closed: readonly { id: number; date_posted: string }[],
): Promise<Map<number, number>> {
  const first = new Map<number, number>();
  const posted = new Map(closed.map((job) => [job.id, Date.parse(`${job.date_posted}T00:00:00Z`)]));
  for (const ids of inParts(closed.map((job) => job.id))) {
    const rows = await database.reads
      .selectFrom('audit_log')
      .innerJoin('submissions', 'submissions.id', 'audit_log.entry_id')
      .select(['submissions.job_id', 'audit_log.at'])
      .where('audit_log.action', '=', 'stage-changed')
      .where('audit_log.detail', 'like', `% -> ${hiredStage}`)
      .where('submissions.stage', '=', hiredStage)
      .where('submissions.spam', '=', 0)
      .where('submissions.job_id', 'in', ids)
      .execute();
    for (const row of rows) {
      if (row.job_id === null) continue;
      const from = posted.get(row.job_id);
      // A hire of an earlier opening (before a reopen) did not fill this one.
      if (from === undefined || row.at < from) continue;
      const known = first.get(row.job_id);
      if (known === undefined || row.at < known) first.set(row.job_id, row.at);
    }
  }
  return first;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

const stateOrder = { open: 0, paused: 1, closed: 2, draft: 3 } as const;

/**
 * Every job that has been published (a draft has no page and takes no application), and any
 * other the range has figures for: open ones first, then by applications and views.
 */
export async function jobReportOf(
  database: Database,
  range: { from: string; to: string },
  today: string,
  timeZone: string,
): Promise<JobReportRow[]> {
  const [jobs, oldSlugs] = await Promise.all([
    database.reads
      .selectFrom('jobs')
      .select(['id', 'slug', 'title', 'reference_number', 'state', 'date_posted'])
      .execute(),
    database.reads.selectFrom('job_slugs').select(['slug', 'job_id']).execute(),
  ]);
  const jobOfPath = new Map<string, number>();
  for (const job of jobs) for (const path of pathsOf(job.slug)) jobOfPath.set(path, job.id);
  for (const old of oldSlugs) for (const path of pathsOf(old.slug)) jobOfPath.set(path, old.job_id);

  const [views, applications] = await Promise.all([
    viewsByPath(database, range, today, [...jobOfPath.keys()]),
    applicationsOf(database, range, timeZone),
  ]);
  const closed = jobs.flatMap((job) =>
    job.state === 'closed' && job.date_posted !== null
      ? [{ id: job.id, date_posted: job.date_posted }]
      : [],
  );
  const hiredAt = await firstHires(database, closed);

  const pageOf = new Map<number, PageFigures>();
  for (const [path, figures] of views) {
    const id = jobOfPath.get(path);
    if (id === undefined) continue;
    const sum = pageOf.get(id) ?? { views: 0, visitors: 0 };
    sum.views += figures.views;
    sum.visitors += figures.visitors;
    pageOf.set(id, sum);
  }
  const sourcesOf = new Map<number, Map<string, JobSourceRow>>();
  for (const row of applications) {
    if (row.job_id === null) continue;
    const bySource = sourcesOf.get(row.job_id) ?? new Map<string, JobSourceRow>();
    const kind = kindOf(row.source_kind);
    const source = kind === null ? null : row.source;
    const campaign = kind === null ? null : row.campaign;
    const key = JSON.stringify([kind, source, campaign]);
    const sum = bySource.get(key) ?? { kind, source, campaign, applications: 0, hires: 0 };
    sum.applications += 1;
    if (row.stage === hiredStage) sum.hires += 1;
    bySource.set(key, sum);
    sourcesOf.set(row.job_id, bySource);
  }

  const rows = jobs.map((job): JobReportRow => {
    const page = pageOf.get(job.id) ?? { views: 0, visitors: 0 };
    const sources = [...(sourcesOf.get(job.id)?.values() ?? [])].sort(
      (a, b) =>
        b.applications - a.applications ||
        b.hires - a.hires ||
        (a.source ?? '\uffff').localeCompare(b.source ?? '\uffff') ||
        (a.campaign ?? '').localeCompare(b.campaign ?? ''),
    );
    const applied = sources.reduce((total, row) => total + row.applications, 0);
    const hires = sources.reduce((total, row) => total + row.hires, 0);
    const hire = hiredAt.get(job.id);
    return {
      id: job.id,
      title: job.title,
      referenceNumber: job.reference_number,
      state: job.state,
      views: page.views,
      visitors: page.visitors,
      applications: applied,
      hires,
      viewsToApplications: ratio(applied, page.views),
      applicationsToHires: ratio(hires, applied),
      daysToFill:
        hire === undefined || job.date_posted === null
          ? null
          : Math.floor((hire - Date.parse(`${job.date_posted}T00:00:00Z`)) / dayMs),
      sources,
    };
  });
  const published = new Set(jobs.filter((job) => job.date_posted !== null).map((job) => job.id));
  return rows
    .filter((row) => published.has(row.id) || row.views > 0 || row.applications > 0)
    .sort(
      (a, b) =>
        stateOrder[a.state] - stateOrder[b.state] ||
        b.applications - a.applications ||
        b.views - a.views ||
        a.title.localeCompare(b.title) ||
        a.id - b.id,
    );
}
