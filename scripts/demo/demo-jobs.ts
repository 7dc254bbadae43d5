/**
 * The demo's jobs: the ones the database already holds (the five first positions on a fresh
 * install) and a few more made the way staff make them (created as drafts, published, paused or
 * closed through the same functions, each move in the activity history), on days in the past, so
 * that every state is shown: open, paused, closed after a hire, and a draft. Each job knows the
 * days its page took applications, so the visitors see and apply only to what was open that day.
 */
import { publishProblems } from '@/shared/jobs/publish-checks';
import type { JobInput } from '@/shared/jobs/job-input';
import type { JobMove } from '@/shared/jobs/job-moves';
import type { JobState } from '@/shared/jobs/job-posting';
import { commandLineActor, recordAudit } from '../../server/db/audit';
import type { Database } from '../../server/db/connection';
import { createJob, moveJob } from '../../server/db/staff-jobs';
import { addDays } from '../../server/analytics/calendar-days';
import type { Stage } from '@/shared/staff/pipeline';
import { input } from './demo-job-input';

/** A job as the demo's visitors see it: its page and the days it took applications. */
export interface DemoJob {
  id: number;
  slug: string;
  title: string;
  state: JobState;
  /** The first day it took applications; null for a draft. */
  openFrom: string | null;
  /** The day it stopped (paused or closed); null while it is open. */
  openUntil: string | null;
  /** For a job closed after a hire: the day of the hire. */
  hiredOn: string | null;
}

/** When each move happens, as a share of the seeded days back from today (1: the first day). */
interface Plan {
  input: JobInput;
  moves: readonly [JobMove, number][];
  /** A closed job's hire, as a share of the days back; after its publication, before its close. */
  hire?: number;
}

const actor = { staffId: null, actor: commandLineActor, clientHash: null };

function plans(validThrough: string): Plan[] {
  return [
    {
      input: input(
        'Azure Data Engineer',
        'azure-data-engineer',
        'AKS-2026-014',
        {
          employmentType: 'contract-to-hire',
          client: { kind: 'client', name: 'Great Plains Freight' },
          summary:
            'Build and run the Azure data platform a regional freight company plans its routes on.',
        },
        validThrough,
      ),
      moves: [['publish', 0.66]],
    },
    {
      input: input(
        'Salesforce Administrator',
        'salesforce-administrator',
        'AKS-2026-009',
        {
          workplace: 'remote',
          locations: [],
          remoteRegions: [
            { country: 'US', region: 'NE' },
            { country: 'US', region: 'IA' },
            { country: 'US', region: 'KS' },
          ],
          pay: { min: 45, max: 60, currency: 'USD', unit: 'HOUR' },
          employmentType: 'contract',
          client: { kind: 'confidential' },
          summary:
            'Keep a health insurer’s Salesforce org tidy, secure and useful for its service team.',
        },
        validThrough,
      ),
      moves: [
        ['publish', 0.83],
        ['pause', 0.13],
      ],
    },
    {
      input: input(
        'ServiceNow Developer',
        'servicenow-developer',
        'AKS-2026-006',
        {
          summary: 'Build the service catalogue and workflows of a bank’s ServiceNow instance.',
        },
        validThrough,
      ),
      moves: [
        ['publish', 0.94],
        ['close', 0.33],
      ],
      hire: 0.37,
    },
    {
      input: input(
        'Java Developer',
        'java-developer',
        'AKS-2026-011',
        {
          employmentType: 'contract',
          pay: { min: 60, max: 75, currency: 'USD', unit: 'HOUR' },
          summary: 'Modernise the Java services behind a manufacturer’s ordering system.',
        },
        validThrough,
      ),
      moves: [
        ['publish', 0.78],
        ['close', 0.22],
      ],
      hire: 0.25,
    },
    {
      input: input(
        'Cloud Security Analyst',
        'cloud-security-analyst',
        'AKS-2026-017',
        { summary: 'Review and harden the cloud estates of our clients.' },
        validThrough,
      ),
      moves: [],
    },
  ];
}

const stopsTaking = new Set<JobMove>(['pause', 'close']);

/**
 * The jobs of the demo, made once: a rerun finds them by their slugs and leaves them as they are.
 * Moves are dated `days` back from `today` by each plan's shares.
 */
export async function demoJobs(
  database: Database,
  options: { today: string; days: number; payTransparency: readonly string[] },
): Promise<DemoJob[]> {
  const { today, days } = options;
  const back = (share: number) => addDays(today, -Math.max(1, Math.round(days * share)));
  const at = (day: string) => Date.parse(`${day}T15:00:00Z`);
  const validThrough = addDays(today, 120);
  const made = new Map<number, DemoJob>();
  for (const plan of plans(validThrough)) {
    const exists = await database.db
      .selectFrom('jobs')
      .select('id')
      .where('slug', '=', plan.input.slug)
      .executeTakeFirst();
    let id = exists?.id;
    if (id === undefined) {
      const created = await createJob(database, plan.input, actor, at(back(1)));
      if (!created.ok) throw new Error(`${plan.input.slug}: ${created.reason}`);
      id = created.id;
      for (const [move, share] of plan.moves) {
        const day = back(share);
        const moved = await moveJob(
          database,
          id,
          move,
          (job) => publishProblems(job, day, options.payTransparency),
          actor,
          at(day),
        );
        if (!moved.ok) throw new Error(`${plan.input.slug} ${move}: ${JSON.stringify(moved)}`);
      }
    }
    const opened = plan.moves.find(([move]) => move === 'publish');
    const stopped = plan.moves.find(([move]) => stopsTaking.has(move));
    made.set(id, {
      id,
      slug: plan.input.slug,
      title: plan.input.title,
      state: 'draft',
      openFrom: opened ? back(opened[1]) : null,
      openUntil: stopped ? back(stopped[1]) : null,
      hiredOn: plan.hire === undefined ? null : back(plan.hire),
    });
  }
  const rows = await database.db
    .selectFrom('jobs')
    .select(['id', 'slug', 'title', 'state'])
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const planned = made.get(row.id);
    if (planned) return { ...planned, state: row.state };
    // A job staff made: open for the whole demo while it is open now, otherwise not shown.
    const open = row.state === 'open';
    return {
      ...row,
      openFrom: open ? addDays(today, -days) : null,
      openUntil: null,
      hiredOn: null,
    };
  });
}

/** Whether the job's page took applications on `day`. */
export function takesApplications(job: DemoJob, day: string): boolean {
  return (
    job.openFrom !== null && day >= job.openFrom && (job.openUntil === null || day < job.openUntil)
  );
}

/**
 * Moves the demo's applications along the pipeline: the first application to a closed job from
 * before its hire day is hired on that day, the others not selected; elsewhere a few move on,
 * and some are hired. Each change is in the entry's history, dated, as the inbox records it.
 */
export async function moveApplications(
  database: Database,
  jobs: readonly DemoJob[],
  next: () => number,
  now: number,
): Promise<number> {
  let hires = 0;
  for (const job of jobs) {
    const applications = await database.db
      .selectFrom('submissions')
      .select(['id', 'received_at', 'stage'])
      .where('job_id', '=', job.id)
      .where('kind', '=', 'apply')
      .where('spam', '=', 0)
      .orderBy('received_at')
      .execute();
    const hiredOn = job.hiredOn;
    const hired =
      hiredOn === null
        ? undefined
        : applications.find((row) => row.received_at.slice(0, 10) < hiredOn);
    for (const row of applications) {
      if (row.stage !== 'new') continue;
      const received = Date.parse(row.received_at);
      const later = (days: number) => Math.min(now - 60_000, received + days * 86_400_000);
      let stage: Stage | undefined;
      let when = later(3);
      if (hired && row.id === hired.id && hiredOn !== null) {
        stage = 'hired';
        when = Date.parse(`${hiredOn}T16:00:00Z`);
      } else if (job.hiredOn !== null) {
        stage = 'not-selected';
        when = later(10);
      } else {
        const roll = next();
        if (roll < 0.03) {
          stage = 'hired';
          when = later(21);
        } else if (roll < 0.16) stage = 'interviewing';
        else if (roll < 0.4) stage = 'in-review';
        else if (roll < 0.55) stage = 'not-selected';
      }
      if (stage === undefined || when <= received) continue;
      await database.db
        .updateTable('submissions')
        .set({ stage })
        .where('id', '=', row.id)
        .execute();
      await recordAudit(
        database,
        { ...actor, entryId: row.id, action: 'stage-changed', detail: `new -> ${stage}` },
        when,
      );
      if (stage === 'hired') hires += 1;
    }
  }
  return hires;
}
