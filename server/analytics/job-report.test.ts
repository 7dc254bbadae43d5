// @vitest-environment node
/**
 * The reports' Jobs part on the engine under test, from a small made-up past: views of the jobs'
 * pages stored for a rolled-up day and raw for the others (an old address and a trailing slash
 * included), applications joined to jobs by id from several sources, hires moved to the hired
 * stage at a known moment, a job without views, a closed job's days to fill and a draft left out.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { JobInput } from '@/shared/jobs/job-input';
import type { JobMove } from '@/shared/jobs/job-moves';
import { describeSource, type ReportsResponse, type SourceKind } from '@/shared/analytics/reports';
import { recordAudit } from '../db/audit';
import type { Database } from '../db/connection';
import { createJob, moveJob } from '../db/staff-jobs';
import { insertSubmission } from '../db/submissions';
import { liveJob } from '../support/jobs-staff';
import { createStaff, signIn } from '../support/staff-client';
import { newApplication } from '../support/payloads';
import { testServers } from '../support/test-server';
import { jobReportOf } from './job-report';

/** Noon in Omaha on 2026-07-10, the range's last day. */
const now = Date.parse('2026-07-10T17:00:00Z');
const zone = 'America/Chicago';
const range = { from: '2026-07-01', to: '2026-07-10' };
const start = testServers({ inProcess: true, now: () => now });
const actor = { staffId: null, actor: 'command line', clientHash: null };

/** A job the publish checks accept, under its own title, slug and reference number. */
const job = (title: string, slug: string, reference: string): JobInput =>
  liveJob({ title, slug, referenceNumber: reference });

/** A job made and moved through `moves`, each at its moment (the first publication dates it). */
async function madeJob(
  database: Database,
  input: JobInput,
  moves: readonly [JobMove, string][] = [],
): Promise<number> {
  const made = await createJob(database, input, actor, Date.parse('2026-05-01T15:00:00Z'));
  if (!made.ok) throw new Error(made.reason);
  for (const [move, at] of moves) {
    const moved = await moveJob(database, made.id, move, () => [], actor, Date.parse(at));
    if (!moved.ok) throw new Error(move);
  }
  return made.id;
}

const sources: Record<string, { kind: SourceKind; source: string; campaign: string | null }> = {
  indeed: { kind: 'job-board', source: describeSource('job-board', 'indeed.com'), campaign: null },
  fall: {
    kind: 'campaign',
    source: describeSource('campaign', 'linkedin'),
    campaign: 'fall-hiring',
  },
  google: { kind: 'search', source: describeSource('search', 'google.com'), campaign: null },
};

let visitCount = 0;

/** A visit of `day`, for page views and an application's source. */
async function visit(database: Database, day: string, source = sources.google): Promise<number> {
  visitCount += 1;
  const row = await database.db
    .insertInto('visits')
    .values({
      visitor: `visitor-${String(visitCount)}`,
      day,
      started_at: Date.parse(`${day}T15:00:00Z`),
      landing_route: '/careers',
      landing_path: '/careers',
      referrer: null,
      source_kind: source?.kind ?? 'direct',
      source: source?.source ?? 'Direct',
      medium: null,
      campaign: source?.campaign ?? null,
      viewport: 'phone',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function views(database: Database, day: string, path: string, visits: readonly number[]) {
  await database.db
    .insertInto('page_views')
    .values(
      visits.map((visitId, index) => ({
        visit_id: visitId,
        day,
        viewed_at: Date.parse(`${day}T15:00:00Z`) + index,
        route: '/careers/:slug',
        path,
        viewport: 'phone',
        build: 'b1',
      })),
    )
    .execute();
}

let applied = 0;

/** An application to `jobId` from `source` (none: source unknown), hired at `hiredAt`. */
async function application(
  database: Database,
  jobId: number,
  at: string,
  options: { source?: keyof typeof sources; hiredAt?: string; spam?: boolean } = {},
): Promise<number> {
  applied += 1;
  const source = options.source === undefined ? undefined : sources[options.source];
  const day = at.slice(0, 10);
  const { id } = await insertSubmission(database, {
    submission: { ...newApplication(), job_id: jobId },
    repeatKey: `application-${String(applied)}`,
    repeatWithinMs: 0,
    receivedAt: Date.parse(at),
    spam: options.spam ?? false,
    spamScore: 0,
    spamReasons: [],
    clientHash: null,
    fingerprint: `fingerprint-${String(applied)}`,
    channels: [],
    attribution: source && {
      visit_id: await visit(database, day, source),
      source_kind: source.kind,
      source: source.source,
      campaign: source.campaign,
      landing_page: '/careers',
      came_from: '{}',
    },
  });
  if (options.hiredAt !== undefined) {
    await database.db
      .updateTable('submissions')
      .set({ stage: 'hired' })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      database,
      { ...actor, entryId: id, action: 'stage-changed', detail: 'offer -> hired' },
      Date.parse(options.hiredAt),
    );
  }
  return id;
}

describe('the Jobs part of the reports', () => {
  it('counts each job’s views, visitors, applications, hires and days to fill by its record', async () => {
    const app = await start();
    const { database } = app;
    const engineer = await madeJob(database, job('Data Engineer', 'data-engineer', 'AKS-1'), [
      ['publish', '2026-06-01T15:00:00Z'],
    ]);
    // Renamed since: its views at the old address are its own.
    await database.db
      .insertInto('job_slugs')
      .values({ slug: 'data-eng', job_id: engineer })
      .execute();
    const filled = await madeJob(database, job('ServiceNow Developer', 'servicenow', 'AKS-2'), [
      ['publish', '2026-06-01T15:00:00Z'],
      ['close', '2026-07-06T15:00:00Z'],
    ]);
    const unseen = await madeJob(database, job('Cloud Analyst', 'cloud-analyst', 'AKS-3'), [
      ['publish', '2026-06-20T15:00:00Z'],
    ]);
    const draft = await madeJob(database, job('Java Developer', 'java-developer', 'AKS-4'));

    // 2026-07-02 is rolled up: its stored sums count, its raw rows (kept for months) do not.
    await database.db
      .insertInto('daily_site')
      .values({ day: '2026-07-02', visitors: 9, views: 12, leads: 0, applications: 0, spam: 0 })
      .execute();
    const stored = (path: string, day: string, counts: [number, number]) => ({
      day,
      route: '/careers/:slug',
      path,
      views: counts[0],
      visitors: counts[1],
      leads: 0,
      applications: 0,
    });
    await database.db
      .insertInto('daily_pages')
      .values([
        stored('/careers/data-engineer', '2026-07-02', [5, 4]),
        stored('/careers/data-eng', '2026-07-02', [2, 2]),
        stored('/careers/servicenow', '2026-07-02', [3, 3]),
        // Before the range.
        stored('/careers/data-engineer', '2026-06-20', [50, 40]),
      ])
      .execute();
    const storedDayVisit = await visit(database, '2026-07-02');
    await views(database, '2026-07-02', '/careers/data-engineer', [storedDayVisit]);
    // 2026-07-09 is not stored: counted from its raw rows, a visitor once a day per page.
    const [first, second] = [
      await visit(database, '2026-07-09'),
      await visit(database, '2026-07-09'),
    ];
    await views(database, '2026-07-09', '/careers/data-engineer', [first, first, second]);
    await views(database, '2026-07-09', '/careers/data-engineer/', [second]);
    await views(database, '2026-07-09', '/careers/servicenow', [first]);
    await views(database, '2026-07-09', '/careers/java-developer-not-a-job', [first]);

    await application(database, engineer, '2026-07-02T16:00:00Z', { source: 'indeed' });
    await application(database, engineer, '2026-07-03T16:00:00Z', {
      source: 'indeed',
      hiredAt: '2026-07-08T16:00:00Z',
    });
    await application(database, engineer, '2026-07-09T16:00:00Z', { source: 'fall' });
    await application(database, engineer, '2026-07-09T17:00:00Z');
    // Spam, and one received before the range (late on June 30 in Omaha, July 1 in UTC).
    await application(database, engineer, '2026-07-05T16:00:00Z', { spam: true });
    await application(database, engineer, '2026-07-01T04:00:00Z', { source: 'indeed' });
    // The filled job: hired on July 5, 34 days and some hours after its first publication.
    await application(database, filled, '2026-07-02T16:00:00Z', {
      source: 'fall',
      hiredAt: '2026-07-05T16:00:00Z',
    });
    await application(database, filled, '2026-07-03T16:00:00Z', { source: 'fall' });
    await application(database, unseen, '2026-07-04T16:00:00Z', { source: 'google' });

    const rows = await jobReportOf(database, range, '2026-07-10', zone);
    const ours = rows.filter((row) => [engineer, filled, unseen, draft].includes(row.id));
    expect(ours.map((row) => row.title)).toEqual([
      'Data Engineer',
      'Cloud Analyst',
      'ServiceNow Developer',
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(engineer)).toEqual({
      id: engineer,
      title: 'Data Engineer',
      referenceNumber: 'AKS-1',
      state: 'open',
      views: 5 + 2 + 3 + 1,
      visitors: 4 + 2 + 2 + 1,
      applications: 4,
      hires: 1,
      viewsToApplications: 4 / 11,
      applicationsToHires: 1 / 4,
      daysToFill: null,
      sources: [
        {
          kind: 'job-board',
          source: describeSource('job-board', 'indeed.com'),
          campaign: null,
          applications: 2,
          hires: 1,
        },
        {
          kind: 'campaign',
          source: describeSource('campaign', 'linkedin'),
          campaign: 'fall-hiring',
          applications: 1,
          hires: 0,
        },
        { kind: null, source: null, campaign: null, applications: 1, hires: 0 },
      ],
    });
    expect(byId.get(filled)).toMatchObject({
      state: 'closed',
      views: 4,
      visitors: 4,
      applications: 2,
      hires: 1,
      viewsToApplications: 2 / 4,
      applicationsToHires: 1 / 2,
      daysToFill: 34,
      sources: [
        {
          kind: 'campaign',
          source: describeSource('campaign', 'linkedin'),
          campaign: 'fall-hiring',
          applications: 2,
          hires: 1,
        },
      ],
    });
    expect(byId.get(unseen)).toMatchObject({
      state: 'open',
      views: 0,
      visitors: 0,
      applications: 1,
      hires: 0,
      viewsToApplications: null,
      applicationsToHires: 0,
      daysToFill: null,
    });
    expect(byId.has(draft)).toBe(false);
  });

  it('keeps a closed job’s days to fill outside the range, and counts no hire of an earlier opening', async () => {
    const app = await start();
    const { database } = app;
    const reopened = await madeJob(database, job('Scrum Master', 'scrum-master', 'AKS-9'), [
      ['publish', '2026-03-01T15:00:00Z'],
      ['close', '2026-04-01T15:00:00Z'],
      ['reopen', '2026-05-01T15:00:00Z'],
      ['close', '2026-06-15T15:00:00Z'],
    ]);
    await application(database, reopened, '2026-03-10T16:00:00Z', {
      hiredAt: '2026-03-20T16:00:00Z',
    });
    await application(database, reopened, '2026-05-05T16:00:00Z', {
      hiredAt: '2026-06-10T16:00:00Z',
    });
    const rows = await jobReportOf(database, range, '2026-07-10', zone);
    expect(rows.find((row) => row.id === reopened)).toMatchObject({
      applications: 0,
      hires: 0,
      applicationsToHires: null,
      daysToFill: 40,
    });
  });

  it('answers the part with the reports, to staff who open the reports', async () => {
    const app = await start();
    const filled = await madeJob(app.database, job('Tester', 'tester', 'AKS-5'), [
      ['publish', '2026-06-01T15:00:00Z'],
      ['close', '2026-07-06T15:00:00Z'],
    ]);
    await application(app.database, filled, '2026-07-02T16:00:00Z', {
      hiredAt: '2026-07-03T16:00:00Z',
    });
    await createStaff(app, 'admin@akscellence.example', 'a passphrase for reports', 'admin');
    const session = await signIn(app, 'admin@akscellence.example', 'a passphrase for reports');
    const answer = await session.request(
      `${staffApiPaths.reports}?from=${range.from}&to=${range.to}`,
    );
    expect(answer.status).toBe(200);
    const { jobs } = (await answer.json()) as ReportsResponse;
    expect(jobs.find((row) => row.id === filled)).toMatchObject({
      title: 'Tester',
      applications: 1,
      hires: 1,
      daysToFill: 32,
    });
  });
});
