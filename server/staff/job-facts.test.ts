// @vitest-environment node
/**
 * A job's practice area and its own benefits on the engine under test: kept by the staff Jobs
 * API, listed, copied, shown to the public pages, and refused with a plain 400 when hostile;
 * and migration 0022, which gives the five first jobs their practice and no other job one.
 */
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { firstJobs } from '@/shared/jobs/first-jobs';
import type { JobInput } from '@/shared/jobs/job-input';
import type { StaffJob, StaffJobSummary } from '@/shared/jobs/staff-jobs';
import type { AuditPage } from '@/shared/staff/audit';
import { connect, type Database } from '../db/connection';
import { buildReports } from '../analytics/reports';
import { jobPageAnswer } from '../db/jobs';
import { migrate } from '../db/migrate';
import { schemaMigrations } from '../db/migrations/schema';
import { asMigrations } from '../db/migrations/statements';
import { liveJob } from '../support/jobs-staff';
import { createStaff, signIn, staffSend, type StaffSession } from '../support/staff-client';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { messageOf, testServers } from '../support/test-server';

const start = testServers({ inProcess: true });
const password = 'a passphrase for the job facts';
const recruiterEmail = 'facts.recruiter@akscellence.example';
const adminEmail = 'facts.admin@akscellence.example';

const benefits = ['A $2,000 yearly training budget.', 'Four weeks of paid leave (5 < 6).'];

const job = (overrides: Partial<JobInput> = {}) =>
  liveJob({ slug: 'data-engineer', practice: 'data-engineering', benefits, ...overrides });

async function setUp() {
  const server = await start();
  await createStaff(server, recruiterEmail, password, 'recruiting');
  await createStaff(server, adminEmail, password, 'admin');
  return { server, recruiter: await signIn(server, recruiterEmail, password) };
}

/** The job's revision now: a change names the one it is based on. */
async function revisionOf(session: StaffSession, id: number): Promise<number> {
  return ((await (await staffSend(session, 'GET', staffApiPaths.job(id))).json()) as StaffJob)
    .revision;
}

async function created(session: StaffSession, input: unknown): Promise<StaffJob> {
  const answer = await staffSend(session, 'POST', staffApiPaths.jobs, input);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as StaffJob;
}

describe('a job’s practice and benefits in the staff Jobs API', () => {
  it('keeps them, lists the practice, copies both and shows both on the public page', async () => {
    const { server, recruiter } = await setUp();
    const draft = await created(recruiter, job());
    expect(draft).toMatchObject({ practice: 'data-engineering', job: { benefits } });
    expect(draft.job.practice).toBe('data-engineering');

    expect(
      (
        await staffSend(recruiter, 'POST', staffApiPaths.jobMoves(draft.id), {
          move: 'publish',
          revision: draft.revision,
        })
      ).status,
    ).toBe(200);
    expect(await jobPageAnswer(server.database, 'data-engineer')).toMatchObject({
      kind: 'open',
      job: { practice: 'data-engineering', benefits },
    });
    const list = (await (
      await staffSend(recruiter, 'GET', staffApiPaths.jobs)
    ).json()) as StaffJobSummary[];
    expect(list.find((row) => row.id === draft.id)?.practice).toBe('data-engineering');
    // The first jobs have theirs from migration 0022.
    expect(list.find((row) => row.slug === 'sap-utilities')?.practice).toBe('it-consultancy');

    const copy = await staffSend(recruiter, 'POST', staffApiPaths.jobCopies(draft.id));
    expect(((await copy.json()) as StaffJob).job).toMatchObject({
      practice: 'data-engineering',
      benefits,
    });

    // Taken away again: no practice, no benefits of its own; the page's data has neither key.
    const edited = await staffSend(recruiter, 'PUT', staffApiPaths.job(draft.id), {
      ...job({ practice: undefined, benefits: [] }),
      revision: await revisionOf(recruiter, draft.id),
    });
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as StaffJob;
    expect(after.practice).toBeNull();
    expect(after.job.benefits).toEqual([]);
    expect('practice' in after.job).toBe(false);
    const answer = await jobPageAnswer(server.database, 'data-engineer');
    expect(answer?.kind === 'open' && Object.keys(answer.job)).not.toContain('benefits');
    expect(answer?.kind === 'open' && Object.keys(answer.job)).not.toContain('practice');

    const admin = await signIn(server, adminEmail, password);
    const page = (await (await admin.request(staffApiPaths.activity)).json()) as AuditPage;
    expect(page.items.map((event) => event.detail)).toContain(
      'Data Engineer (AKS-LIVE-1): practice, benefits',
    );
  });

  it('gives the reports every published job page’s name, at its current and old addresses', async () => {
    const { server, recruiter } = await setUp();
    const published = await created(recruiter, job());
    await created(recruiter, job({ slug: 'still-a-draft', referenceNumber: 'AKS-DRAFT' }));
    await staffSend(recruiter, 'POST', staffApiPaths.jobMoves(published.id), {
      move: 'publish',
      revision: published.revision,
    });
    const renamed = await staffSend(recruiter, 'PUT', staffApiPaths.job(published.id), {
      ...job({ title: 'Senior Data Engineer', slug: 'senior-data-engineer' }),
      revision: await revisionOf(recruiter, published.id),
    });
    expect(renamed.status).toBe(200);
    const report = await buildReports(
      server.database,
      { from: '2026-11-01', to: '2026-11-27' },
      Date.parse('2026-11-27T12:00:00Z'),
      'America/Chicago',
    );
    const names = new Map(report.jobPages.map((page) => [page.path, page.title]));
    expect(names.get('/careers/senior-data-engineer')).toBe('Senior Data Engineer');
    expect(names.get('/careers/data-engineer')).toBe('Senior Data Engineer');
    expect(names.get('/careers/sap-utilities')).toBe('SAP Utilities');
    expect(names.has('/careers/still-a-draft')).toBe(false);
    expect(report.jobPages).toHaveLength(firstJobs.length + 2);
  });

  it('takes a job sent without either, as an older form sends it', async () => {
    const { recruiter } = await setUp();
    const input: Partial<JobInput> = liveJob({ slug: 'older-form' });
    delete input.benefits;
    const draft = await created(recruiter, input);
    expect(draft.practice).toBeNull();
    expect(draft.job.benefits).toEqual([]);
  });

  it('refuses hostile practices and benefits with a plain 400', async () => {
    const { recruiter } = await setUp();
    const cases: [string, unknown, string][] = [
      [
        'an unknown practice',
        { ...job(), practice: 'cloud' },
        'Choose the practice from the list.',
      ],
      ['a practice in capitals', { ...job(), practice: 'IT-CONSULTANCY' }, 'Choose the practice'],
      ['a number', { ...job(), practice: 7 }, 'Choose the practice'],
      ['a list of practices', { ...job(), practice: ['it-training'] }, 'Choose the practice'],
      ['markup as a practice', { ...job(), practice: '<b>it-training</b>' }, 'Choose the practice'],
      [
        'benefits as text',
        { ...job(), benefits: 'Free lunch' },
        'Benefits must be a list of items.',
      ],
      [
        'too many benefits',
        job({ benefits: Array.from({ length: 21 }, () => 'Lunch') }),
        'Benefits has too many items: at most 20.',
      ],
      [
        'a huge list',
        job({ benefits: Array.from({ length: 100_000 }, () => 'x') }),
        'Benefits has too many items',
      ],
      [
        'a long benefit',
        job({ benefits: ['z'.repeat(501)] }),
        'Benefits, item 1 is too long: at most 500 characters.',
      ],
      [
        'a benefit that is a number',
        { ...job(), benefits: [401] },
        'Benefits, item 1 must be text.',
      ],
      ['a script', job({ benefits: ['Lunch <script>alert(1)</script>'] }), 'Write plain text'],
      [
        'an image',
        job({ benefits: ['ok', '<img src=x onerror=alert(1)>'] }),
        'Benefits, item 2 holds HTML',
      ],
      [
        'a right-to-left override',
        job({ benefits: ['Bonus\u202Etxt.exe'] }),
        'invisible formatting character',
      ],
      ['an isolate', job({ benefits: ['\u2066Gym\u2069'] }), 'invisible formatting character'],
      ['two lines', job({ benefits: ['Gym\nand pool'] }), 'must be on one line'],
    ];
    for (const [name, body, message] of cases) {
      const answer = await staffSend(recruiter, 'POST', staffApiPaths.jobs, body);
      // A body over the limit is refused before it is read.
      if (name === 'a huge list') {
        expect([400, 413], name).toContain(answer.status);
        continue;
      }
      expect(answer.status, name).toBe(400);
      expect(await messageOf(answer), name).toContain(message);
    }
    const list = (await (
      await staffSend(recruiter, 'GET', staffApiPaths.jobs)
    ).json()) as StaffJobSummary[];
    expect(list).toHaveLength(firstJobs.length);
  });
});

const opened: { database: Database; testDatabase: TestDatabase }[] = [];
afterEach(async () => {
  for (const { database, testDatabase } of opened.splice(0)) {
    await database.close();
    await testDatabase.drop();
  }
});

describe('migration 0022', () => {
  it('gives the first jobs their practice, and none to a job staff added', async () => {
    const testDatabase = await createTestDatabase();
    const database = await connect(testDatabase.target);
    opened.push({ database, testDatabase });
    const before = Object.fromEntries(
      Object.entries(asMigrations(schemaMigrations(database.engine))).filter(
        ([name]) => name < '0022',
      ),
    );
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: () => Promise.resolve(before) },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const [first] = firstJobs;
    // A job staff added later with a first job's reference number (the old one was renamed).
    await database.db
      .insertInto('jobs')
      .values({
        slug: 'project-manager-two',
        state: 'open',
        title: 'Project Manager',
        reference_number: first.referenceNumber,
        details: '{}',
        date_posted: '2026-11-01',
        created_at: Date.parse('2026-11-01T10:00:00Z'),
        updated_at: Date.parse('2026-11-01T10:00:00Z'),
      })
      .execute();
    const revisions = await database.db.selectFrom('jobs').select(['slug', 'revision']).execute();

    expect(await migrate(database)).toEqual(['0022-job-practice-benefits']);

    const rows = await database.db
      .selectFrom('jobs')
      .select(['slug', 'practice', 'revision'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.slug, row.practice])).toEqual([
      ['project-manager', 'project-management'],
      ['senior-it-sales', 'sales-marketing'],
      ['marketing-associate', 'sales-marketing'],
      ['oracle-erp-associate', 'it-consultancy'],
      ['sap-utilities', 'it-consultancy'],
      ['project-manager-two', null],
    ]);
    // The first jobs' pages change, so their revision rises and every instance renders them anew.
    for (const row of rows) {
      const was = Number(revisions.find((old) => old.slug === row.slug)?.revision);
      expect(row.revision).toBe(row.practice === null ? was : was + 1);
    }
  });
});
