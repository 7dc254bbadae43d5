// @vitest-environment node
/**
 * The concurrent-edit check of the staff Jobs API on the engine under test: two recruiters edit
 * one job at once and only the first edit lands, the second answered 409 naming who changed it
 * and when; a move based on an old revision is refused the same way; and a revision that is
 * missing, negative, text, fractional or past any whole number is refused with a 400. A refused
 * change changes nothing: not the job, its revision or its history.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { liveJob } from '../support/jobs-staff';
import { createStaff, signIn, staffSend, type StaffSession } from '../support/staff-client';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import { revisionMessages } from './job-revision';

const start = testServers({ inProcess: true });
const password = 'two recruiters on one job';
const amyEmail = 'amy.recruiter@akscellence.example';
const benEmail = 'ben.recruiter@akscellence.example';

const read = async (session: StaffSession, id: number) =>
  (await (await staffSend(session, 'GET', staffApiPaths.job(id))).json()) as StaffJob;

async function jobLines(server: TestServer): Promise<number> {
  const rows = await server.database.db.selectFrom('audit_log').select('action').execute();
  return rows.filter((row) => row.action.startsWith('job-')).length;
}

async function setUp(now = () => Date.now()) {
  const server = await start({ now });
  await createStaff(server, amyEmail, password, 'recruiting');
  await createStaff(server, benEmail, password, 'recruiting');
  const amy = await signIn(server, amyEmail, password);
  const ben = await signIn(server, benEmail, password);
  const created = await staffSend(amy, 'POST', staffApiPaths.jobs, liveJob());
  expect(created.status).toBe(201);
  const job = (await created.json()) as StaffJob;
  return { server, amy, ben, job };
}

describe('the staff Jobs API’s concurrent-edit check', () => {
  it('lets the first of two edits based on one revision land and refuses the second with who and when', async () => {
    const changedAt = Date.parse('2026-11-27T13:05:00Z');
    let now = changedAt - 60_000;
    const { server, amy, ben, job } = await setUp(() => now);
    // Both opened the job at the same revision.
    const opened = (await read(amy, job.id)).revision;
    expect((await read(ben, job.id)).revision).toBe(opened);

    now = changedAt;
    const first = await staffSend(amy, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ title: 'Senior Data Engineer' }),
      revision: opened,
    });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as StaffJob;
    expect(afterFirst.revision).toBe(opened + 1);
    const linesBefore = await jobLines(server);

    now = changedAt + 120_000;
    const second = await staffSend(ben, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ title: 'Data Engineer (night shift)', experience: '10+ Years' }),
      revision: opened,
    });
    expect(second.status).toBe(409);
    const refusal = (await second.json()) as { message: string; reason: string };
    expect(refusal.reason).toBe('stale');
    expect(refusal.message).toBe(revisionMessages.stale(amyEmail, changedAt));
    expect(refusal.message).toContain(`by ${amyEmail} on 2026-11-27 at 13:05 UTC`);

    // Nothing of Ben's edit is stored, and nothing is written in the history.
    const stored = await read(ben, job.id);
    expect(stored).toMatchObject({
      title: 'Senior Data Engineer',
      revision: opened + 1,
      job: { experience: '3-5 Years' },
    });
    expect(await jobLines(server)).toBe(linesBefore);

    // Based on the current revision, Ben's edit lands.
    const again = await staffSend(ben, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ title: 'Data Engineer (night shift)' }),
      revision: stored.revision,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as StaffJob).title).toBe('Data Engineer (night shift)');
  });

  it('sends two edits at the same moment: exactly one lands', async () => {
    const { amy, ben, job } = await setUp();
    const answers = await Promise.all(
      [amy, ben].map((session, n) =>
        staffSend(session, 'PUT', staffApiPaths.job(job.id), {
          ...liveJob({ title: `Data Engineer ${String(n + 1)}` }),
          revision: job.revision,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await read(amy, job.id);
    expect(stored.revision).toBe(job.revision + 1);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(stored.title).toBe(`Data Engineer ${String(winner + 1)}`);
  });

  it('refuses a move based on an old revision, and moves nothing', async () => {
    const { amy, ben, job } = await setUp();
    const edited = await staffSend(amy, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ summary: 'Build the pipelines, and the dashboards on them.' }),
      revision: job.revision,
    });
    expect(edited.status).toBe(200);
    // Ben's page still shows the draft as it was: he publishes what he has not seen.
    const stale = await staffSend(ben, 'POST', staffApiPaths.jobMoves(job.id), {
      move: 'publish',
      revision: job.revision,
    });
    expect(stale.status).toBe(409);
    expect(await messageOf(stale)).toContain(`by ${amyEmail} on `);
    expect(await read(ben, job.id)).toMatchObject({ state: 'draft', datePosted: null });

    const current = (await read(ben, job.id)).revision;
    const moved = await staffSend(ben, 'POST', staffApiPaths.jobMoves(job.id), {
      move: 'publish',
      revision: current,
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as StaffJob).state).toBe('open');
  });

  it('says when a stale change’s history line is gone', async () => {
    const { server, amy, ben, job } = await setUp();
    await staffSend(amy, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ experience: '1-2 Years' }),
      revision: job.revision,
    });
    await server.database.db.deleteFrom('audit_log').execute();
    const stale = await staffSend(ben, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob(),
      revision: job.revision,
    });
    expect(stale.status).toBe(409);
    const message = await messageOf(stale);
    expect(message).toMatch(/^This job was changed after you opened it, on \d{4}-\d\d-\d\d at /);
    expect(message).not.toContain(amyEmail);
  });

  it('refuses a missing or hostile revision with a 400, on an edit and on a move', async () => {
    const { server, amy, job } = await setUp();
    const hostile: [string, Record<string, unknown>][] = [
      ['missing', {}],
      ['null', { revision: null }],
      ['zero', { revision: 0 }],
      ['negative', { revision: -1 }],
      ['a string', { revision: String(job.revision) }],
      ['a fraction', { revision: job.revision + 0.5 }],
      ['huge', { revision: 1e300 }],
      ['past safe integers', { revision: Number.MAX_SAFE_INTEGER + 2 }],
      ['a list', { revision: [job.revision] }],
      ['an object', { revision: { $gt: 0 } }],
    ];
    const failures: string[] = [];
    for (const [label, extra] of hostile) {
      const edit = await staffSend(amy, 'PUT', staffApiPaths.job(job.id), {
        ...liveJob({ title: 'Hostile' }),
        ...extra,
      });
      if (edit.status !== 400 || (await messageOf(edit)) !== revisionMessages.missing) {
        failures.push(`edit, ${label}: ${String(edit.status)}`);
      }
      const moved = await staffSend(amy, 'POST', staffApiPaths.jobMoves(job.id), {
        move: 'publish',
        ...extra,
      });
      if (moved.status !== 400 || (await messageOf(moved)) !== revisionMessages.missing) {
        failures.push(`move, ${label}: ${String(moved.status)}`);
      }
    }
    expect(failures).toEqual([]);
    // A whole number past the job's revision is no revision it had: stale, not taken.
    const ahead = await staffSend(amy, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ title: 'Ahead' }),
      revision: Number.MAX_SAFE_INTEGER,
    });
    expect(ahead.status).toBe(409);
    const stored = await read(amy, job.id);
    expect(stored).toMatchObject({
      title: 'Data Engineer',
      state: 'draft',
      revision: job.revision,
    });
    expect(await jobLines(server)).toBe(1);
  });
});
