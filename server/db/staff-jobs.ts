/**
 * The staff side of the jobs' changes (create, edit, duplicate, a move between states), each
 * written together with its line in the activity history, and each raising the job's revision so
 * the live pages follow (server/jobs/live-pages.ts). What staff read is in ./staff-job-reads.ts.
 */
import { sql, type Transaction, type Updateable } from 'kysely';
import { locationText, seoOf } from '@/shared/jobs/job-derived-text';
import type { JobInput } from '@/shared/jobs/job-input';
import { moveTarget, type JobMove } from '@/shared/jobs/job-moves';
import type { JobState } from '@/shared/jobs/job-posting';
import type { AuditAction } from '@/shared/staff/audit';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { recordAudit, type Actor } from './audit';
import type { Database } from './connection';
import { jobDetails } from './job-details';
import { keepEarlierTitle } from './jobs';
import { screeningColumn } from './screening';
import { inputOf } from './staff-job-reads';
import type { JobsTable, Tables } from './schema';

const isoDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The `details` JSON of a job as staff wrote it. */
function detailsOf(input: JobInput, state: JobState): string {
  return JSON.stringify(
    jobDetails({ ...input, location: locationText(input), seo: seoOf(input), state }),
  );
}

/** Whether a slug is taken by another job, now or as one of its old addresses. */
async function slugTaken(trx: Transaction<Tables>, slug: string, self?: number): Promise<boolean> {
  const current = await trx
    .selectFrom('jobs')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (current && current.id !== self) return true;
  const old = await trx
    .selectFrom('job_slugs')
    .select('job_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return old !== undefined && old.job_id !== self;
}

/**
 * Writes a change to a job that is still at `revision`, raising its revision; false when another
 * change came first. Read first, the row may still change before the update on PostgreSQL (read
 * committed): the update waits for the other change, then finds no row at that revision, and the
 * change is refused as stale.
 */
async function changeAtRevision(
  trx: Transaction<Tables>,
  id: number,
  revision: number,
  values: Updateable<JobsTable>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('jobs')
    .set({ ...values, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

const named = (title: string, reference: string) => `${title} (${reference})`;

/** What an edit changed, by field name, for the history. */
function changedFields(before: StaffJob['job'], after: StaffJob['job']): string[] {
  // Both sides' names: a field taken away (a practice no longer chosen) is a change too.
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return ([...keys] as (keyof StaffJob['job'])[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export type JobWrite =
  | { ok: true; id: number }
  | { ok: false; reason: 'not-found' | 'slug-taken' | 'reference-fixed' | 'stale' };

async function insertJob(
  trx: Transaction<Tables>,
  input: JobInput,
  now: number,
): Promise<JobWrite> {
  if (await slugTaken(trx, input.slug)) return { ok: false, reason: 'slug-taken' };
  const row = await trx
    .insertInto('jobs')
    .values({
      slug: input.slug,
      state: 'draft',
      title: input.title,
      reference_number: input.referenceNumber,
      details: detailsOf(input, 'draft'),
      practice: input.practice ?? null,
      screening_questions: screeningColumn(input.screeningQuestions),
      date_posted: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.id };
}

/** A new job, always a draft. */
export function createJob(
  database: Database,
  input: JobInput,
  actor: Actor,
  now: number,
): Promise<JobWrite> {
  return database.db.transaction().execute(async (trx) => {
    const result = await insertJob(trx, input, now);
    if (result.ok) {
      await recordAudit(
        trx,
        { ...actor, action: 'job-created', detail: named(input.title, input.referenceNumber) },
        now,
      );
    }
    return result;
  });
}

/**
 * A draft copy of a job, under a free address and reference made from its own, and its title
 * marked as a copy so the two are told apart in the inbox's position filter.
 */
export async function duplicateJob(
  database: Database,
  id: number,
  actor: Actor,
  now: number,
  limits: { title: number; referenceNumber: number; slug: number },
): Promise<JobWrite> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found' } as const;
    const source = inputOf(row);
    const suffix = (n: number) => (n === 1 ? '-copy' : `-copy-${String(n)}`);
    let n = 1;
    while (await slugTaken(trx, `${source.slug.slice(0, limits.slug - 8)}${suffix(n)}`)) n += 1;
    const input: JobInput = {
      ...source,
      title: `${source.title.slice(0, limits.title - 7)} (copy)`,
      slug: `${source.slug.slice(0, limits.slug - 8)}${suffix(n)}`,
      referenceNumber: `${source.referenceNumber.slice(0, limits.referenceNumber - 8)}${suffix(n)}`,
    };
    const result = await insertJob(trx, input, now);
    if (result.ok) {
      await recordAudit(
        trx,
        {
          ...actor,
          action: 'job-duplicated',
          detail: `${named(input.title, input.referenceNumber)} from ${named(row.title, row.reference_number)}`,
        },
        now,
      );
    }
    return result;
  });
}

/**
 * An edit of the job at revision `basedOn`. The reference number stays as it was once the job has
 * been published; a new slug keeps the old one answering 301 (unless the job is a draft, see
 * jobs.ts). A job changed since `basedOn` is left alone ('stale'); the staff API always gives
 * one, the demo script and tests that write jobs directly may not.
 */
export function editJob(
  database: Database,
  id: number,
  input: JobInput,
  actor: Actor,
  now: number,
  basedOn?: number,
): Promise<JobWrite & { changed?: string[] }> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found' } as const;
    if (basedOn !== undefined && row.revision !== basedOn) {
      return { ok: false, reason: 'stale' } as const;
    }
    if (row.date_posted !== null && input.referenceNumber !== row.reference_number) {
      return { ok: false, reason: 'reference-fixed' } as const;
    }
    if (input.slug !== row.slug && (await slugTaken(trx, input.slug, row.id))) {
      return { ok: false, reason: 'slug-taken' } as const;
    }
    const before = inputOf(row);
    const after: StaffJob['job'] = { ...input, seo: seoOf(input) };
    const changed = changedFields(before, after);
    if (changed.length === 0) return { ok: true, id, changed };
    const written = await changeAtRevision(trx, id, basedOn ?? row.revision, {
      slug: input.slug,
      title: input.title,
      reference_number: input.referenceNumber,
      details: detailsOf(input, row.state),
      practice: input.practice ?? null,
      screening_questions: screeningColumn(input.screeningQuestions),
      updated_at: now,
    });
    if (!written) return { ok: false, reason: 'stale' } as const;
    if (input.slug !== row.slug) {
      await trx.deleteFrom('job_slugs').where('slug', '=', input.slug).execute();
      await trx.insertInto('job_slugs').values({ slug: row.slug, job_id: row.id }).execute();
    }
    await keepEarlierTitle(trx, row, input.title);
    await recordAudit(
      trx,
      {
        ...actor,
        action: 'job-edited',
        detail: `${named(input.title, input.referenceNumber)}: ${changed.join(', ')}`,
      },
      now,
    );
    return { ok: true, id, changed };
  });
}

const moveActions: Record<JobMove, AuditAction> = {
  publish: 'job-published',
  pause: 'job-paused',
  resume: 'job-resumed',
  close: 'job-closed',
  reopen: 'job-reopened',
};

export type JobMoveResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'stale' }
  | { ok: false; reason: 'not-allowed'; state: JobState }
  | { ok: false; reason: 'problems'; problems: string[] };

/**
 * Moves a job (at revision `basedOn`, else 'stale') to another state when the move is allowed
 * from its state and `check` finds nothing missing (it is asked only for moves that open the
 * job). A job published for the first time or reopened gets today's posting date; a pause, a
 * resume or a close keeps it.
 */
export function moveJob(
  database: Database,
  id: number,
  move: JobMove,
  check: (job: JobInput, today: string) => string[],
  actor: Actor,
  now: number,
  basedOn?: number,
): Promise<JobMoveResult> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found' } as const;
    if (basedOn !== undefined && row.revision !== basedOn) {
      return { ok: false, reason: 'stale' } as const;
    }
    const state = moveTarget(row.state, move);
    if (state === undefined) return { ok: false, reason: 'not-allowed', state: row.state } as const;
    if (state === 'open') {
      const problems = check(inputOf(row), isoDay(now));
      if (problems.length > 0) return { ok: false, reason: 'problems', problems } as const;
    }
    const newPostingDate = move === 'publish' || move === 'reopen';
    const written = await changeAtRevision(trx, id, basedOn ?? row.revision, {
      state,
      ...(newPostingDate ? { date_posted: isoDay(now) } : {}),
      updated_at: now,
    });
    if (!written) return { ok: false, reason: 'stale' } as const;
    await recordAudit(
      trx,
      {
        ...actor,
        action: moveActions[move],
        detail: `${named(row.title, row.reference_number)}: ${row.state} -> ${state}`,
      },
      now,
    );
    return { ok: true } as const;
  });
}
