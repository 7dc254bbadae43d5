// @vitest-environment node
/**
 * The inbox's API with a signed-in staff member: list, filters, search, paging, detail, status
 * and deletion. The CSV export has its own file.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { InboxPage } from '../db/inbox';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import { createStaff, signIn, type StaffSession } from '../support/staff-client';
import { startTestServer, type TestServer, testReferences } from '../support/test-server';
import { newApplication, newContact, validApply } from '../support/payloads';
import { submissionCount, storeSubmission } from '../support/stored-submissions';

let server: TestServer;
let staff: StaffSession;
beforeEach(async () => {
  server = await startTestServer({ inProcess: true });
  await createStaff(server);
  staff = await signIn(server);
});
afterEach(async () => {
  await server.close();
});

const contact = newContact;
const application = newApplication;

async function list(query = ''): Promise<InboxPage> {
  const response = await staff.request(`${staffApiPaths.submissions}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxPage;
}

describe('the list', () => {
  it('shows the inbox newest first, filters by kind and folder, and pages with a cursor', async () => {
    for (let i = 0; i < 60; i += 1) {
      await storeSubmission(
        server,
        contact({ last_name: `Contact-${i}`, message: `Enquiry number ${i}` }),
      );
    }
    for (let i = 0; i < 5; i += 1) {
      await storeSubmission(
        server,
        application({
          last_name: `Applicant-${i}`,
          message: `Resume ${i}`,
          position: 'Cloud Engineer',
        }),
      );
    }
    const first = await list();
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      kind: 'apply',
      last_name: 'Applicant-4',
      stage: 'new',
      spam: false,
      position: 'Cloud Engineer',
      assignee_id: null,
      spam_reasons: [],
    });
    expect(Object.keys(first.items[0] ?? {}).sort()).toEqual(
      [
        'first_name',
        'id',
        'kind',
        'last_name',
        'orgnization_email',
        'orgnization_name',
        'received_at',
        'stage',
        'spam',
        'position',
        'assignee_id',
        'spam_reasons',
      ].sort(),
    );
    const ids = first.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?cursor=${first.nextCursor ?? ''}`);
    expect(second.items).toHaveLength(15);
    expect(second.nextCursor).toBeNull();
    expect(second.items.at(-1)?.last_name).toBe('Contact-0');

    const applications = await list('?kind=apply');
    expect(applications.items.map((item) => item.last_name)).toEqual([
      'Applicant-4',
      'Applicant-3',
      'Applicant-2',
      'Applicant-1',
      'Applicant-0',
    ]);

    const target = first.items[3];
    const patched = await staff.request(staffApiPaths.submission(target?.id ?? 0), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ spam: true }),
    });
    expect(patched.status).toBe(200);
    expect((await list('?folder=spam')).items.map((item) => item.id)).toEqual([target?.id]);
    // The inbox (the default folder) leaves spam out; "all" shows everything.
    expect((await list()).items.map((item) => item.id)).not.toContain(target?.id);
    expect((await list('?folder=all')).items.map((item) => item.id)).toContain(target?.id);
  });

  it('refuses filters it does not know with a 400 that says why', async () => {
    for (const query of [
      '?kind=lead',
      '?folder=open',
      '?stage=done',
      '?assignee=someone',
      `?job=${'x'.repeat(121)}`,
      '?sort=oldest',
      `?q=${'x'.repeat(201)}`,
      '?cursor=abc',
      '?cursor=-1',
    ]) {
      const response = await staff.request(`${staffApiPaths.submissions}${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toMatch(
        /must|at most/,
      );
    }
  });
});

describe('search', () => {
  it('finds a word from a resume, by prefix, in any field, all words together', async () => {
    await storeSubmission(
      server,
      application({
        last_name: 'Okafor',
        message: 'Ada Okafor\nTen years of Kubernetes and Terraform at a Lincoln bank.',
      }),
    );
    await storeSubmission(
      server,
      application({
        last_name: 'Nguyen',
        message: 'Linh Nguyen\nSAP IS-U billing consultant since 2015.',
      }),
    );
    await storeSubmission(
      server,
      contact({
        last_name: 'Hansen',
        orgnization_email: 'erik.hansen@prairie-grain.example',
        message: 'Data platform on Kubernetes, please call.',
      }),
    );
    const names = async (q: string, extra = '') =>
      (await list(`?q=${encodeURIComponent(q)}${extra}`)).items.map((item) => item.last_name);

    expect(await names('terraform')).toEqual(['Okafor']);
    expect(await names('Kubernetes')).toEqual(['Hansen', 'Okafor']);
    expect(await names('kubernetes', '&kind=apply')).toEqual(['Okafor']);
    expect(await names('kuber')).toEqual(['Hansen', 'Okafor']);
    expect(await names('kubernetes lincoln')).toEqual(['Okafor']);
    expect(await names('prairie-grain')).toEqual(['Hansen']);
    expect(await names('erik.hansen@prairie-grain.example')).toEqual(['Hansen']);
    expect(await names('IS-U')).toEqual(['Nguyen']);
    expect(await names('cobol')).toEqual([]);
    // Search syntax is not interpreted: quotes, stars and operators are plain separators.
    expect(await names('"terraform" OR * NOT (x)')).toEqual([]);
    expect(await names('terraform" NEAR')).toEqual([]);
  });

  it('finds an entry by the reference its sender quotes, however it is read out', async () => {
    const first = await storeSubmission(server, contact({ last_name: 'Quoted' }));
    await storeSubmission(server, contact({ last_name: 'Other' }));
    const reference = testReferences.of(first.id);
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).items.map((item) => item.last_name);
    for (const typed of [
      reference,
      reference.toLowerCase(),
      reference.slice(4).replace('-', ' '),
    ]) {
      expect(await names(typed), typed).toEqual(['Quoted']);
    }
    // The detail carries it for the staff page to show.
    const detail = (await (await staff.request(staffApiPaths.submission(first.id))).json()) as {
      reference: string;
    };
    expect(detail.reference).toBe(reference);
  });
});

describe('one entry', () => {
  it('shows every field as sent, markup included as text', async () => {
    const html = '<script>alert("x")</script><b>bold</b> &amp;';
    const stored = await storeSubmission(
      server,
      application({ first_name: '<img src=x>', message: html }),
    );
    const response = await staff.request(staffApiPaths.submission(stored.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const entry = (await response.json()) as SubmissionDetail;
    expect(entry).toMatchObject({
      ...validApply,
      id: stored.id,
      kind: 'apply',
      stage: 'new',
      spam: false,
      first_name: '<img src=x>',
      message: html,
      received_at: stored.received_at,
      spam_reasons: [],
      notes: [],
    });
    expect((await staff.request(staffApiPaths.submission(999_999))).status).toBe(404);
    expect((await staff.request(staffApiPaths.submission('abc'))).status).toBe(404);
  });

  it('changes stage, refuses a stage of the other kind, and deletes with its notification jobs', async () => {
    const stored = await storeSubmission(server, contact());
    const patch = (body: unknown) =>
      staff.request(staffApiPaths.submission(stored.id), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const contacted = await patch({ stage: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(((await contacted.json()) as SubmissionDetail).stage).toBe('contacted');
    // "Offer" is a stage of applications, not of enquiries.
    const wrong = await patch({ stage: 'offer' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/not one of this kind/);
    for (const body of [{ stage: 'archived' }, {}, { status: 'new' }, { spam: 'yes' }, [1]]) {
      expect((await patch(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(((await (await patch({ stage: 'new' })).json()) as SubmissionDetail).stage).toBe('new');

    await server.database.db
      .insertInto('outbox')
      .values({
        submission_id: stored.id,
        channel: 'email',
        created_at: Date.now(),
        next_attempt_at: Date.now(),
      })
      .execute();
    const deleted = await staff.request(staffApiPaths.submission(stored.id), { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await staff.request(staffApiPaths.submission(stored.id))).status).toBe(404);
    expect(await server.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(
      (await staff.request(staffApiPaths.submission(stored.id), { method: 'DELETE' })).status,
    ).toBe(404);
    expect(await submissionCount(server.database)).toBe(0);
  });
});
