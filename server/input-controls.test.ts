// @vitest-environment node
/**
 * Control characters never reach the database, on the engine under test: NUL and its kin are
 * refused with a 400 everywhere text comes in (the forms' fields, sign-in, notes, the status
 * API, beacons, query parameters), where PostgreSQL would otherwise answer 500; characters that
 * disguise a one-line field are taken out at intake, and a message keeps its lines.
 */
import { describe, expect, it } from 'vitest';
import { beaconPath, requestStatusPaths } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import { createStaff, signIn, signInRequest, staffEmail } from './support/staff-client';
import { testServers } from './support/test-server';
import { validContact } from './support/payloads';
import { storedSubmissions } from './support/stored-submissions';

const start = testServers({ inProcess: true });
const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';

const hostile = ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085'];

describe('the forms', () => {
  it('refuse a control character with a 400 naming the field, and store nothing', async () => {
    const server = await start();
    for (const value of hostile) {
      const answer = await server.submit({ ...validContact, first_name: `Jane${value}` });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toContain('first_name');
      expect((await server.submit({ ...validContact, message: `Hi${value}` })).status).toBe(400);
    }
    // A one-line field takes no line break; a message takes them, and tabs.
    expect((await server.submit({ ...validContact, orgnization_name: 'A\r\nB' })).status).toBe(400);
    expect(
      (await server.submit({ ...validContact, message: 'Line one\r\nLine two\n\tIndented' }))
        .status,
    ).toBe(201);
    const rows = await storedSubmissions(server.database);
    expect(rows.map((row) => row.message)).toEqual(['Line one\r\nLine two\n\tIndented']);
  });

  it('take out of one-line fields what would disguise them, and keep the joiners', async () => {
    const server = await start();
    const answer = await server.submit({
      ...validContact,
      first_name: 'Refund\u202efdp.exe',
      last_name: '\u2066Doe\u2069\u200b\ufeff',
      orgnization_name: 'Zand\u200cgi\u200d Co',
      message: 'Kept as sent: \u202e',
    });
    expect(answer.status).toBe(201);
    const [row] = await storedSubmissions(server.database);
    expect(row).toMatchObject({
      first_name: 'Refundfdp.exe',
      last_name: 'Doe',
      orgnization_name: 'Zand\u200cgi\u200d Co',
      message: 'Kept as sent: \u202e',
    });
  });
});

describe('the staff API and the status API', () => {
  it('refuse a control character in sign-in, notes and the status token with a 400', async () => {
    const server = await start();
    await createStaff(server);
    for (const value of hostile) {
      expect(
        (await signInRequest(server, { email: `${staffEmail}${value}`, password: 'x' })).status,
      ).toBe(400);
      expect(
        (await signInRequest(server, { email: staffEmail, password: `pw${value}` })).status,
      ).toBe(400);
    }
    const staff = await signIn(server);
    const { id } = (await (await server.submit(validContact)).json()) as { id?: number };
    const entry = id ?? 1;
    for (const value of hostile) {
      const note = await staff.request(staffApiPaths.notes(entry), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: `Called back${value}` }),
      });
      expect(note.status, JSON.stringify(value)).toBe(400);
      expect(((await note.json()) as { message: string }).message).toContain('control character');
      const status = await server.fetch(requestStatusPaths.status, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.origin },
        body: JSON.stringify({ token: `abc${value}` }),
      });
      expect(status.status).toBe(400);
    }
    const kept = await staff.request(staffApiPaths.notes(entry), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Called back.\nWill send a proposal.' }),
    });
    expect(kept.status).toBe(201);
  });

  it('refuse a control character in any query parameter with a 400', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    for (const query of ['q=%00', 'q=Jane%00', 'stage=new%00', 'source=%1b', 'q=a%0Ab', '%00=x']) {
      expect((await staff.request(`${staffApiPaths.submissions}?${query}`)).status, query).toBe(
        400,
      );
      expect((await staff.request(`${staffApiPaths.submissionsCsv}?${query}`)).status).toBe(400);
    }
    expect(
      (await staff.request(`${staffApiPaths.reports}?from=2026-07-01%00&to=2026-07-04`)).status,
    ).toBe(400);
    // A query without one is answered as before.
    expect((await staff.request(`${staffApiPaths.submissions}?q=Jane`)).status).toBe(200);
  });
});

describe('beacons', () => {
  it('refuse a control character in the referrer or a campaign tag', async () => {
    const server = await start();
    const send = (extra: Record<string, unknown>) =>
      server.fetch(beaconPath, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': browser },
        body: JSON.stringify({
          t: 'view',
          route: '/',
          path: '/',
          ref: '',
          vp: 'phone',
          build: 'b1',
          ...extra,
        }),
      });
    for (const value of hostile) {
      expect((await send({ ref: `https://example.com/${value}` })).status).toBe(400);
      expect((await send({ utm: { utm_source: `news${value}` } })).status).toBe(400);
    }
    expect((await send({})).status).toBe(204);
  });
});
