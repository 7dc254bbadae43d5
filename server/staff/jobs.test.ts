// @vitest-environment node
/**
 * The staff Jobs API on the engine under test: a draft created, listed, read, edited and copied;
 * the moves between states, allowed and refused, as one table; the publish checks (what Google
 * requires, and a pay range where a law asks for one); the reference number fixed once
 * published; an old slug answering 301; every change in the activity; and hostile input refused
 * with a plain message.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { JobInput } from '@/shared/jobs/job-input';
import type { JobMove } from '@/shared/jobs/job-moves';
import type { JobState } from '@/shared/jobs/job-posting';
import type { JobMoveRefusal, StaffJob, StaffJobSummary } from '@/shared/jobs/staff-jobs';
import type { AuditPage } from '@/shared/staff/audit';
import { jobPageAnswer } from '../db/jobs';
import { controlsRefused } from '../input-controls';
import { createStaff, signIn, staffSend, type StaffSession } from '../support/staff-client';
import { newApplication } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';
import { messageOf, testServers, type TestServerOptions } from '../support/test-server';
import { jobMessages } from './job-routes';

const start = testServers({ inProcess: true });
const password = 'a passphrase for the jobs';
const recruiterEmail = 'recruiter@akscellence.example';
const adminEmail = 'admin@akscellence.example';

const dayMs = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A job Google and the pay laws are content with: in Omaha, NE, with a pay range. */
function goodJob(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Data Engineer',
    slug: 'data-engineer',
    referenceNumber: 'AKS-101',
    employmentType: 'contract-to-hire',
    workplace: 'on-site',
    locations: [{ locality: 'Omaha', region: 'NE', country: 'US' }],
    remoteRegions: [],
    pay: { min: 95_000, max: 120_000, currency: 'USD', unit: 'YEAR' },
    client: { kind: 'client', name: 'A Lincoln bank' },
    validThrough: isoDay(Date.now() + 60 * dayMs),
    experience: '3-5 Years',
    summary: 'Build the pipelines a bank’s analysts read every morning.',
    responsibilities: ['Own the nightly loads.', 'Keep 5 < 6 true in every report.'],
    qualifications: ['SQL you would show a colleague.'],
    ...overrides,
  };
}

async function setUp(options: TestServerOptions = {}) {
  const server = await start(options);
  await createStaff(server, recruiterEmail, password, 'recruiting');
  await createStaff(server, adminEmail, password, 'admin');
  const recruiter = await signIn(server, recruiterEmail, password);
  return { server, recruiter };
}

async function created(session: StaffSession, input: JobInput): Promise<StaffJob> {
  const answer = await staffSend(session, 'POST', staffApiPaths.jobs, input);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as StaffJob;
}

/** The job's revision now, as the staff page has it when it sends a change (1 for no job). */
async function revisionOf(session: StaffSession, id: number): Promise<number> {
  const answer = await staffSend(session, 'GET', staffApiPaths.job(id));
  return answer.ok ? ((await answer.json()) as StaffJob).revision : 1;
}

const move = async (session: StaffSession, id: number, to: JobMove) =>
  staffSend(session, 'POST', staffApiPaths.jobMoves(id), {
    move: to,
    revision: await revisionOf(session, id),
  });

const edit = async (session: StaffSession, id: number, input: unknown) =>
  staffSend(session, 'PUT', staffApiPaths.job(id), {
    ...(input as object),
    revision: await revisionOf(session, id),
  });

/** The moves that bring a fresh draft to each state. */
const pathTo: Record<JobState, JobMove[]> = {
  draft: [],
  open: ['publish'],
  paused: ['publish', 'pause'],
  closed: ['publish', 'close'],
};

/** The state each move leads to from each state; absent: refused (409). */
const allowed: Record<JobState, Partial<Record<JobMove, JobState>>> = {
  draft: { publish: 'open' },
  open: { pause: 'paused', close: 'closed' },
  paused: { resume: 'open', close: 'closed' },
  closed: { reopen: 'open' },
};
const moves: JobMove[] = ['publish', 'pause', 'resume', 'close', 'reopen'];

describe('the staff Jobs API', () => {
  it('creates a draft, lists it with its applicants and days open, reads, edits and copies it', async () => {
    const { server, recruiter } = await setUp();
    const job = await created(recruiter, goodJob());
    expect(job).toMatchObject({
      state: 'draft',
      applicants: 0,
      daysOpen: null,
      datePosted: null,
      referenceFixed: false,
      job: { title: 'Data Engineer', seo: { title: 'Data Engineer Job in Omaha, NE' } },
    });
    // Not public while a draft.
    expect(await jobPageAnswer(server.database, 'data-engineer')).toBeUndefined();

    await storeSubmission(server, newApplication({ position: 'Data Engineer', job_id: job.id }));
    expect((await move(recruiter, job.id, 'publish')).status).toBe(200);
    const list = (await (
      await staffSend(recruiter, 'GET', staffApiPaths.jobs)
    ).json()) as StaffJobSummary[];
    expect(list[0]).toMatchObject({ id: job.id, state: 'open', applicants: 1, daysOpen: 0 });
    // The five first jobs are there too, open since their posting date.
    expect(list.filter((row) => row.state === 'open')).toHaveLength(6);
    expect(await jobPageAnswer(server.database, 'data-engineer')).toMatchObject({ kind: 'open' });

    const edited = await edit(recruiter, job.id, {
      ...goodJob(),
      pay: { min: 100_000, max: 125_000, currency: 'USD', unit: 'YEAR' },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as StaffJob).job.pay?.min).toBe(100_000);

    const copy = await staffSend(recruiter, 'POST', staffApiPaths.jobCopies(job.id));
    expect(copy.status).toBe(201);
    expect((await copy.json()) as StaffJob).toMatchObject({
      state: 'draft',
      title: 'Data Engineer (copy)',
      slug: 'data-engineer-copy',
      referenceNumber: 'AKS-101-copy',
      job: { pay: { min: 100_000 } },
    });
    const again = (await (
      await staffSend(recruiter, 'POST', staffApiPaths.jobCopies(job.id))
    ).json()) as StaffJob;
    expect(again.slug).toBe('data-engineer-copy-2');

    expect((await staffSend(recruiter, 'GET', staffApiPaths.job(999_999))).status).toBe(404);
    expect((await staffSend(recruiter, 'GET', staffApiPaths.job('nope'))).status).toBe(404);
  });

  it('moves a job between states as the state table allows, and refuses every other move', async () => {
    const { recruiter } = await setUp();
    const failures: string[] = [];
    let n = 0;
    for (const from of Object.keys(pathTo) as JobState[]) {
      for (const to of moves) {
        n += 1;
        const job = await created(
          recruiter,
          goodJob({ slug: `move-${String(n)}`, title: `Move ${String(n)}` }),
        );
        for (const step of pathTo[from])
          expect((await move(recruiter, job.id, step)).status).toBe(200);
        const answer = await move(recruiter, job.id, to);
        const expected = allowed[from][to];
        const label = `${to} from ${from}`;
        if (answer.status !== (expected ? 200 : 409)) {
          failures.push(`${label}: ${String(answer.status)}`);
          continue;
        }
        const state = expected ?? from;
        const read = (await (
          await staffSend(recruiter, 'GET', staffApiPaths.job(job.id))
        ).json()) as StaffJob;
        if (read.state !== state) failures.push(`${label}: ${read.state}, not ${state}`);
        if (!expected && !(await messageOf(answer)).includes(`A ${from} job cannot be moved`)) {
          failures.push(`${label}: no message`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await move(recruiter, 999_999, 'publish')).status).toBe(404);
    const malformed = await staffSend(recruiter, 'POST', staffApiPaths.jobMoves(1), {
      move: 'delete',
    });
    expect(malformed.status).toBe(400);
    expect(await messageOf(malformed)).toBe(jobMessages.malformedMove);
  });

  it('gives a new posting date on publishing and reopening, and keeps it through a pause', async () => {
    let now = Date.parse('2026-12-01T15:00:00Z');
    const { server } = await setUp({ now: () => now });
    // Days pass: a session lasts hours, so each day's work signs in again.
    const day = () => signIn(server, recruiterEmail, password);
    let recruiter = await day();
    const job = await created(recruiter, goodJob({ validThrough: '2027-06-30' }));
    const datePosted = async () =>
      ((await (await staffSend(recruiter, 'GET', staffApiPaths.job(job.id))).json()) as StaffJob)
        .datePosted;
    expect((await move(recruiter, job.id, 'publish')).status).toBe(200);
    expect(await datePosted()).toBe('2026-12-01');
    now += 3 * dayMs;
    recruiter = await day();
    expect((await move(recruiter, job.id, 'pause')).status).toBe(200);
    expect((await move(recruiter, job.id, 'resume')).status).toBe(200);
    expect(await datePosted()).toBe('2026-12-01');
    const list = (await (
      await staffSend(recruiter, 'GET', staffApiPaths.jobs)
    ).json()) as StaffJobSummary[];
    expect(list.find((row) => row.id === job.id)?.daysOpen).toBe(3);
    expect((await move(recruiter, job.id, 'close')).status).toBe(200);
    expect(await jobPageAnswer(server.database, job.slug)).toMatchObject({ kind: 'closed' });
    now += 2 * dayMs;
    recruiter = await day();
    expect((await move(recruiter, job.id, 'reopen')).status).toBe(200);
    expect(await datePosted()).toBe('2026-12-06');
  });

  it('refuses to publish a job that lacks what Google requires, saying what is missing', async () => {
    const { recruiter } = await setUp();
    const cases: [string, Partial<JobInput>, string][] = [
      ['no summary', { summary: '' }, 'Write a summary'],
      ['no location', { locations: [] }, 'at least one location'],
      ['remote without areas', { workplace: 'remote', locations: [] }, 'remote role is open to'],
      ['no valid-through', { validThrough: '' }, 'valid-through date'],
      ['an expired one', { validThrough: '2020-01-01' }, 'has passed'],
      ['expiring today', { validThrough: isoDay(Date.now()) }, 'has passed'],
    ];
    for (const [label, overrides, words] of cases) {
      const job = await created(
        recruiter,
        goodJob({ ...overrides, slug: `job-${label.replaceAll(' ', '-')}` }),
      );
      const answer = await move(recruiter, job.id, 'publish');
      expect(answer.status, label).toBe(422);
      const refusal = (await answer.json()) as JobMoveRefusal;
      expect(refusal.problems.join(' '), label).toContain(words);
      expect(refusal.message, label).toContain(words);
    }
  });

  it('refuses to publish without a pay range where a pay-transparency law applies', async () => {
    const { recruiter } = await setUp();
    const without = { pay: undefined };
    const cases: [string, Partial<JobInput>, number][] = [
      ['in Nebraska', { locations: [{ locality: 'Omaha', region: 'NE', country: 'US' }] }, 200],
      ['in California', { locations: [{ locality: 'Irvine', region: 'CA', country: 'US' }] }, 422],
      [
        'in Nebraska and Colorado',
        {
          locations: [
            { locality: 'Omaha', region: 'NE', country: 'US' },
            { locality: 'Denver', region: 'CO', country: 'US' },
          ],
        },
        422,
      ],
      [
        'in Washington DC',
        { locations: [{ locality: 'Washington', region: 'DC', country: 'US' }] },
        422,
      ],
      [
        'remote from Nebraska and Iowa',
        {
          workplace: 'remote',
          locations: [],
          remoteRegions: [
            { country: 'US', region: 'NE' },
            { country: 'US', region: 'IA' },
          ],
        },
        200,
      ],
      [
        'remote from New York',
        { workplace: 'remote', locations: [], remoteRegions: [{ country: 'US', region: 'NY' }] },
        422,
      ],
      [
        'remote from anywhere in the US',
        { workplace: 'remote', locations: [], remoteRegions: [{ country: 'US' }] },
        422,
      ],
      ['in Toronto', { locations: [{ locality: 'Toronto', region: 'ON', country: 'CA' }] }, 200],
    ];
    for (const [label, overrides, status] of cases) {
      const job = await created(
        recruiter,
        goodJob({
          ...without,
          ...overrides,
          slug: `pay-${label.toLowerCase().replaceAll(' ', '-')}`,
        }),
      );
      const answer = await move(recruiter, job.id, 'publish');
      expect(answer.status, label).toBe(status);
      if (status === 422) expect(await messageOf(answer), label).toContain('Give a pay range');
    }
  });

  it('follows the configured list of pay-transparency places', async () => {
    const { recruiter } = await setUp({ config: { payTransparency: ['US-NE'] } });
    const omaha = await created(recruiter, goodJob({ pay: undefined }));
    expect((await move(recruiter, omaha.id, 'publish')).status).toBe(422);
    const irvine = await created(
      recruiter,
      goodJob({
        pay: undefined,
        slug: 'irvine',
        locations: [{ locality: 'Irvine', region: 'CA', country: 'US' }],
      }),
    );
    expect((await move(recruiter, irvine.id, 'publish')).status).toBe(200);
  });

  it('fixes the reference number once published, and keeps an old slug answering 301', async () => {
    const { server, recruiter } = await setUp();
    const job = await created(recruiter, goodJob());
    const renumbered = await edit(recruiter, job.id, goodJob({ referenceNumber: 'AKS-102' }));
    expect(renumbered.status).toBe(200);
    await move(recruiter, job.id, 'publish');
    const again = await edit(recruiter, job.id, goodJob({ referenceNumber: 'AKS-103' }));
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(jobMessages.referenceFixed);

    const renamed = await edit(
      recruiter,
      job.id,
      goodJob({ referenceNumber: 'AKS-102', slug: 'senior-data-engineer' }),
    );
    expect(renamed.status).toBe(200);
    expect(await jobPageAnswer(server.database, 'data-engineer')).toEqual({
      kind: 'moved',
      slug: 'senior-data-engineer',
    });
    // Another job can take neither its address nor its old one.
    for (const slug of ['senior-data-engineer', 'data-engineer', 'project-manager']) {
      const taken = await staffSend(recruiter, 'POST', staffApiPaths.jobs, goodJob({ slug }));
      expect(taken.status, slug).toBe(409);
      expect(await messageOf(taken)).toBe(jobMessages.slugTaken);
    }
    // The job itself may take its old address back.
    const back = await edit(
      recruiter,
      job.id,
      goodJob({ referenceNumber: 'AKS-102', slug: 'data-engineer' }),
    );
    expect(back.status).toBe(200);
    expect(await jobPageAnswer(server.database, 'senior-data-engineer')).toEqual({
      kind: 'moved',
      slug: 'data-engineer',
    });
    expect(await jobPageAnswer(server.database, 'data-engineer')).toMatchObject({ kind: 'open' });
  });

  it('records every change in the activity: who, when and what changed', async () => {
    const { server, recruiter } = await setUp();
    const job = await created(recruiter, goodJob());
    await edit(recruiter, job.id, goodJob({ title: 'Data Engineer II', experience: '5+ Years' }));
    // Saving the same job again changes nothing and records nothing.
    await edit(recruiter, job.id, goodJob({ title: 'Data Engineer II', experience: '5+ Years' }));
    await move(recruiter, job.id, 'publish');
    await move(recruiter, job.id, 'pause');
    await move(recruiter, job.id, 'close');
    await staffSend(recruiter, 'POST', staffApiPaths.jobCopies(job.id));
    const admin = await signIn(server, adminEmail, password);
    const page = (await (await admin.request(staffApiPaths.activity)).json()) as AuditPage;
    const jobEvents = page.items
      .filter((event) => event.action.startsWith('job-'))
      .map((event) => [event.actor, event.action, event.detail]);
    expect(jobEvents.reverse()).toEqual([
      [recruiterEmail, 'job-created', 'Data Engineer (AKS-101)'],
      [recruiterEmail, 'job-edited', 'Data Engineer II (AKS-101): title, experience, seo'],
      [recruiterEmail, 'job-published', 'Data Engineer II (AKS-101): draft -> open'],
      [recruiterEmail, 'job-paused', 'Data Engineer II (AKS-101): open -> paused'],
      [recruiterEmail, 'job-closed', 'Data Engineer II (AKS-101): paused -> closed'],
      [
        recruiterEmail,
        'job-duplicated',
        'Data Engineer II (copy) (AKS-101-copy) from Data Engineer II (AKS-101)',
      ],
    ]);
    expect(page.items.every((event) => !Number.isNaN(Date.parse(event.at)))).toBe(true);
  });

  it('refuses hostile and malformed input with a plain 400, and stores plain text as written', async () => {
    const { server, recruiter } = await setUp();
    const cases: [string, unknown, string][] = [
      ['not JSON', '{"title":', 'Send the job as a JSON object.'],
      ['a list', [goodJob()], 'Send the job as a JSON object.'],
      ['no title', goodJob({ title: '  ' }), 'The title is required.'],
      ['a NUL', goodJob({ title: 'Data\u0000Engineer' }), controlsRefused],
      ['a NUL in a list', goodJob({ qualifications: ['SQL\u0000'] }), controlsRefused],
      [
        'a long title',
        goodJob({ title: 'x'.repeat(121) }),
        'The title is too long: at most 120 characters.',
      ],
      ['a long summary', goodJob({ summary: 'y'.repeat(1001) }), 'The summary is too long'],
      [
        'too many items',
        goodJob({ responsibilities: Array.from({ length: 21 }, () => 'z') }),
        'too many items',
      ],
      [
        'a right-to-left override',
        goodJob({ title: 'Engineer\u202Egnp.exe' }),
        'invisible formatting character',
      ],
      [
        'an isolate in a list',
        goodJob({ qualifications: ['\u2066SQL\u2069'] }),
        'invisible formatting character',
      ],
      ['a script', goodJob({ summary: 'Hello <script>alert(1)</script>' }), 'Write plain text'],
      [
        'an image',
        goodJob({ responsibilities: ['<img src=x onerror=alert(1)>'] }),
        'Write plain text',
      ],
      ['a comment', goodJob({ qualifications: ['<!-- hidden -->'] }), 'Write plain text'],
      ['a title on two lines', goodJob({ title: 'Data\nEngineer' }), 'must be on one line'],
      ['a bad slug', goodJob({ slug: '../admin' }), 'The address (slug) may hold only'],
      [
        'a slug in capitals',
        goodJob({ slug: 'Data-Engineer' }),
        'The address (slug) may hold only',
      ],
      [
        'a bad reference',
        goodJob({ referenceNumber: 'AKS 101' }),
        'The reference number may hold only',
      ],
      ['a bad date', goodJob({ validThrough: '2027-02-30' }), 'YYYY-MM-DD'],
      ['a bad type', { ...goodJob(), employmentType: 'gig' }, 'Choose the employment type'],
      ['a bad workplace', { ...goodJob(), workplace: 'moon' }, 'Choose the workplace'],
      [
        'a bad state code',
        goodJob({ locations: [{ locality: 'Omaha', region: 'Nebraska!', country: 'US' }] }),
        'the state must be its code',
      ],
      ['a bad country', goodJob({ remoteRegions: [{ country: 'USA' }] }), 'two-letter code'],
      [
        'pay upside down',
        goodJob({ pay: { min: 10, max: 5, currency: 'USD', unit: 'HOUR' } }),
        'The pay range needs',
      ],
      [
        'pay in text',
        { ...goodJob(), pay: { min: '10', max: 20, currency: 'USD', unit: 'HOUR' } },
        'The pay range needs',
      ],
      [
        'pay without currency',
        { ...goodJob(), pay: { min: 10, max: 20, currency: 'dollars', unit: 'HOUR' } },
        'The pay range needs',
      ],
      [
        'pay per week',
        { ...goodJob(), pay: { min: 10, max: 20, currency: 'USD', unit: 'WEEK' } },
        'The pay range needs',
      ],
      [
        'a named client without a name',
        { ...goodJob(), client: { kind: 'client', name: '' } },
        'The client’s name is required.',
      ],
      [
        'an unknown client mode',
        { ...goodJob(), client: { kind: 'secret' } },
        'Say whose role it is',
      ],
      ['an unknown field', { ...goodJob(), state: 'open' }, 'A job has no field named “state”.'],
      ['a number for text', { ...goodJob(), summary: 42 }, 'The summary must be text.'],
    ];
    const failures: string[] = [];
    for (const [label, body, message] of cases) {
      const answer = await staffSend(recruiter, 'POST', staffApiPaths.jobs, body);
      const said = answer.status === 400 ? await messageOf(answer) : '';
      if (answer.status !== 400 || !said.includes(message)) {
        failures.push(`${label}: ${String(answer.status)} ${said}`);
      }
    }
    expect(failures).toEqual([]);
    const huge = await staffSend(
      recruiter,
      'POST',
      staffApiPaths.jobs,
      goodJob({ summary: 'y'.repeat(200_000) }),
    );
    expect(huge.status).toBe(413);
    expect(await messageOf(huge)).toBe(jobMessages.tooLarge);
    expect((await staffSend(recruiter, 'GET', staffApiPaths.jobs)).status).toBe(200);
    expect(
      await server.database.db
        .selectFrom('jobs')
        .select('id')
        .where('state', '=', 'draft')
        .execute(),
    ).toEqual([]);

    // What is not markup is kept as written: accents, emoji, joiners, a lone "<", quotes.
    const words = goodJob({
      title: 'Ingénieur·e des données 👩‍💻',
      summary: 'Rows < 10 ms & "fast" — in O’Neill’s team.\nTwo lines.',
      qualifications: ['C++ & C#', 'a > b'],
    });
    const stored = await created(recruiter, words);
    expect(stored.job).toMatchObject({
      title: words.title,
      summary: words.summary,
      qualifications: words.qualifications,
    });
  });
});
