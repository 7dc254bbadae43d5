// @vitest-environment node
/**
 * Screening questions on the engine under test: staff input checks them, the job stores them,
 * and the gateway checks an application's answers against the job's current questions, stores
 * them with the question's words, and finds the job by the slug the form sends, so two open
 * jobs with one title stay apart. Hostile answers are refused with a sentence.
 */
import { describe, expect, it } from 'vitest';
import { applicationMessage } from '@/shared/forms/application-message';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { readJobInput } from '@/shared/jobs/job-input';
import type { ScreeningQuestion } from '@/shared/jobs/screening';
import type { Database } from '../db';
import { openJobList } from '../db/screening';
import { findStaffJob } from '../db/staff-job-reads';
import { createJob, editJob, moveJob } from '../db/staff-jobs';
import { validApply } from '../support/payloads';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import { jobIdOf } from '../support/jobs-staff';

const start = testServers({ inProcess: true });
const [first] = firstJobs;
const actor = { staffId: null, actor: 'test', clientHash: null };

const questions: ScreeningQuestion[] = [
  { id: 'cert', kind: 'yesNo', text: 'Do you hold a PMP certification?', required: true },
  { id: 'tools', kind: 'text', text: 'Which planning tools do you use?', required: false },
];

async function staffInput(database: Database, id: number) {
  const job = await findStaffJob(database, id, Date.now());
  if (!job) throw new Error('no such job');
  return job.job;
}

/** Gives the first job the questions, as the staff form saves them. */
async function ask(database: Database, asked: ScreeningQuestion[] = questions): Promise<number> {
  const id = await jobIdOf(database, first.slug);
  const input = { ...(await staffInput(database, id)), screeningQuestions: asked };
  expect((await editJob(database, id, input, actor, Date.now())).ok).toBe(true);
  return id;
}

const application = (lastName: string, screening?: unknown, position: string = first.title) => ({
  ...validApply,
  last_name: lastName,
  message: applicationMessage(position, 'Yes', 'Ravi Kumar\nSix years of delivery.'),
  ...(screening === undefined ? {} : { screening }),
});

async function stored(server: TestServer, lastName: string) {
  return server.database.db
    .selectFrom('submissions')
    .select(['job_id', 'screening_answers'])
    .where('last_name', '=', lastName)
    .executeTakeFirst();
}

describe('screening questions in staff input', () => {
  const base = (screeningQuestions: unknown) =>
    readJobInput({
      title: 'Analyst',
      slug: 'analyst',
      referenceNumber: 'AN-1',
      employmentType: 'full-time',
      workplace: 'on-site',
      client: { kind: 'own' },
      screeningQuestions,
    });

  it('takes up to five, and refuses more, wrong kinds, HTML, bidi overrides and repeated ids', () => {
    expect(base(questions)).toMatchObject({ ok: true, input: { screeningQuestions: questions } });
    const six = Array.from({ length: 6 }, (_, n) => ({
      id: `q${String(n)}`,
      kind: 'yesNo',
      text: `Question ${String(n)}?`,
    }));
    for (const [value, words] of [
      [six, 'at most 5'],
      ['not a list', 'must be a list'],
      [[{ id: 'a', kind: 'essay', text: 'Tell us' }], 'yes/no or a short-text'],
      [[{ id: 'a', kind: 'text', text: 'Your <script>alert(1)</script>?' }], 'HTML'],
      [[{ id: 'a', kind: 'text', text: 'Abc\u202Edef' }], 'invisible'],
      [[{ id: 'a', kind: 'text', text: 'x'.repeat(201) }], 'too long'],
      [[{ id: 'a', kind: 'text', text: 'Two\nlines' }], 'one line'],
      [[{ id: 'a', kind: 'text', text: '' }], 'required'],
      [[{ id: 'A B', kind: 'text', text: 'Why?' }], 'id of its own'],
      [
        [
          { id: 'a', kind: 'text', text: 'Why?' },
          { id: 'a', kind: 'text', text: 'How?' },
        ],
        'id of its own',
      ],
      [[{ id: 'a', kind: 'text', text: 'Why?', required: 'yes' }], 'true or false'],
      [[['a', 'text']], 'must have its words'],
    ] as const) {
      const result = base(value);
      expect(result.ok, JSON.stringify(value).slice(0, 60)).toBe(false);
      if (!result.ok) expect(result.message).toContain(words);
    }
  });

  it('leaves a job without questions as it was (no key at all)', () => {
    const result = base([]);
    expect(result.ok && 'screeningQuestions' in result.input).toBe(false);
  });
});

describe('screening answers at the gateway', () => {
  it('stores the answers with the question’s words, and keeps them when the question is reworded', async () => {
    const server = await start();
    const id = await ask(server.database);
    const response = await server.submit(
      application('Answered', { job: first.slug, answers: { cert: 'Yes', tools: ' MS Project ' } }),
    );
    expect(response.status, await messageOf(response.clone())).toBe(201);
    expect(await stored(server, 'Answered')).toEqual({
      job_id: id,
      screening_answers:
        'Do you hold a PMP certification?\nYes\n\nWhich planning tools do you use?\nMS Project',
    });
    await ask(server.database, [
      { ...questions[0], text: 'Are you PMP certified?' } as ScreeningQuestion,
    ]);
    expect((await stored(server, 'Answered'))?.screening_answers).toContain(
      'Do you hold a PMP certification?',
    );
    const job = await findStaffJob(server.database, id, Date.now());
    expect(job?.job.screeningQuestions?.[0]?.text).toBe('Are you PMP certified?');
  });

  it('takes an application without the key as before, with no answers', async () => {
    const server = await start();
    const id = await ask(server.database);
    expect((await server.submit(application('NoKey'))).status).toBe(201);
    expect(await stored(server, 'NoKey')).toEqual({ job_id: id, screening_answers: null });
  });

  it('refuses hostile or wrong answers with a sentence, and stores nothing', async () => {
    const server = await start();
    await ask(server.database);
    const cases: [unknown, string][] = [
      [{ job: first.slug, answers: {} }, 'Answer the question “Do you hold a PMP certification?”'],
      [{ job: first.slug, answers: { cert: 'Maybe' } }, 'with Yes or No'],
      [{ job: first.slug, answers: { cert: ['Yes'] } }, 'must be text'],
      [{ job: first.slug, answers: { cert: 1 } }, 'must be text'],
      [{ job: first.slug, answers: ['Yes'] }, 'must be an object'],
      [{ job: first.slug, answers: { cert: 'Yes', tools: 'x'.repeat(301) } }, 'too long'],
      [{ job: first.slug, answers: { cert: 'Yes', tools: 'a\u0007b' } }, 'on one line'],
      [{ job: first.slug, answers: { cert: 'Yes', tools: 'a\nb' } }, 'on one line'],
      [{ job: first.slug, answers: { cert: 'Yes', other: 'No' } }, 'does not ask'],
      [{ job: first.slug, answers: { a: '', b: '', c: '', d: '', e: '', f: '' } }, 'at most 5'],
      [{ job: '<b>x</b>' }, 'not one a job can have'],
      [{ job: first.slug, extra: 1 }, 'must be an object'],
      ['Yes', 'must be an object'],
      [null, 'must be an object'],
    ];
    for (const [screening, words] of cases) {
      const response = await server.submit(application('Hostile', screening));
      expect(response.status, JSON.stringify(screening)).toBe(400);
      expect(await messageOf(response)).toContain(words);
    }
    expect(await stored(server, 'Hostile')).toBeUndefined();
  });

  it('strips bidi overrides from a text answer and keeps markup as plain text', async () => {
    const server = await start();
    await ask(server.database);
    const answers = { cert: 'No', tools: '\u202E<img src=x onerror=alert(1)>' };
    const response = await server.submit(application('Marked', { job: first.slug, answers }));
    expect(response.status).toBe(201);
    expect((await stored(server, 'Marked'))?.screening_answers).toBe(
      'Do you hold a PMP certification?\nNo\n\nWhich planning tools do you use?\n<img src=x onerror=alert(1)>',
    );
  });

  it('refuses answers to another job’s questions and to an open application', async () => {
    const server = await start();
    await ask(server.database);
    const [, other] = firstJobs;
    const toOther = await server.submit(
      application('Other', { job: other.slug, answers: { cert: 'Yes' } }, other.title),
    );
    expect(toOther.status).toBe(400);
    expect(await messageOf(toOther)).toContain('does not ask');
    const open = await server.submit(
      application('Open', { answers: { cert: 'Yes' } }, 'Open application'),
    );
    expect(open.status).toBe(400);
  });

  it('refuses a contact request that carries the key', async () => {
    const server = await start();
    const contact = Object.fromEntries(Object.entries(validApply).filter(([k]) => k !== 'country'));
    const response = await server.submit({ ...contact, screening: { answers: {} } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain('screening');
  });
});

describe('the job by its slug', () => {
  it('tells apart two open jobs with one title, and refuses a paused one named by slug', async () => {
    const server = await start();
    const { database } = server;
    const firstId = await jobIdOf(database, first.slug);
    const created = await createJob(
      database,
      { ...(await staffInput(database, firstId)), slug: 'pm-omaha', referenceNumber: 'AKS-OM' },
      actor,
      Date.now(),
    );
    if (!created.ok) throw new Error(created.reason);
    expect((await moveJob(database, created.id, 'publish', () => [], actor, Date.now())).ok).toBe(
      true,
    );
    for (const [slug, lastName, id] of [
      [first.slug, 'Twin1', firstId],
      ['pm-omaha', 'Twin2', created.id],
    ] as const) {
      expect((await server.submit(application(lastName, { job: slug }))).status).toBe(201);
      expect((await stored(server, lastName))?.job_id).toBe(id);
    }
    // Without the slug the title names two open jobs: no one job, as before.
    expect((await server.submit(application('TitleOnly'))).status).toBe(201);
    expect((await stored(server, 'TitleOnly'))?.job_id).toBeNull();

    expect((await moveJob(database, created.id, 'pause', () => [], actor, Date.now())).ok).toBe(
      true,
    );
    const paused = await server.submit(application('Paused', { job: 'pm-omaha' }));
    expect(paused.status).toBe(400);
    expect(await messageOf(paused)).toContain('not taking applications');
  });

  it('lists the open jobs’ questions by slug, and nothing for jobs that ask none', async () => {
    const server = await start();
    expect(await openJobList(server.database)).not.toHaveProperty('screening');
    await ask(server.database);
    expect((await openJobList(server.database)).screening).toEqual({ [first.slug]: questions });
  });
});
