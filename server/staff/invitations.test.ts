// @vitest-environment node
/**
 * Invitations over HTTP on the engine under test: an admin invites an address for a role, the
 * link makes that account once and signs it in, and a wrong, expired, used or withdrawn link
 * opens nothing. Who may invite is tried by roles.test.ts; the mail itself by
 * account-link-mail.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { invitationValidMs, type InvitationSummary } from '@/shared/staff/account-links';
import { linkInfo, setPassword, tokenFor } from '../support/account-links';
import { cookieOf, createStaff, signIn, staffEmail } from '../support/staff-client';
import { testServers } from '../support/test-server';
import { dayMs, sweep } from '../db/retention';
import { accountLinkMessages } from './account-link-routes';
import { invitationMessages } from './invitation-routes';

let clock = Date.parse('2026-03-02T09:00:00Z');
const start = testServers({ inProcess: true, now: () => clock });

const colleague = 'new.recruiter@akscellence.example';
const goodPassword = 'ferry lantern orchard quietly';

async function adminServer() {
  clock = Date.parse('2026-03-02T09:00:00Z');
  const server = await start();
  await createStaff(server);
  const admin = await signIn(server);
  const invite = (body: unknown) =>
    admin.request(staffApiPaths.invitations, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { server, admin, invite };
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function actions(server: Awaited<ReturnType<typeof start>>): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'detail'])
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.action} ${row.actor} ${row.detail}`.trim());
}

describe('inviting', () => {
  it('answers 201 with the invitation, lists it, and refuses a second one or an account', async () => {
    const { server, admin, invite } = await adminServer();
    const answer = await invite({
      email: ' New.Recruiter@Akscellence.example ',
      role: 'recruiting',
    });
    expect(answer.status).toBe(201);
    const invitation = await json<InvitationSummary>(answer);
    expect(invitation).toEqual({
      id: expect.any(Number) as number,
      email: colleague,
      role: 'recruiting',
      invitedBy: staffEmail,
      invitedAt: new Date(clock).toISOString(),
      expiresAt: new Date(clock + invitationValidMs).toISOString(),
    });
    const listed = await json<InvitationSummary[]>(await admin.request(staffApiPaths.invitations));
    expect(listed).toEqual([invitation]);

    const again = await invite({ email: colleague, role: 'sales' });
    expect(again.status).toBe(409);
    expect(await json<{ message: string }>(again)).toEqual({
      message: invitationMessages.invitedAlready,
    });
    const existing = await invite({ email: staffEmail, role: 'sales' });
    expect(existing.status).toBe(409);
    expect((await json<{ message: string }>(existing)).message).toBe(
      invitationMessages.accountExists,
    );
    // The link's token is nowhere in the database: only its hash and the seed it comes from.
    const token = await tokenFor(server, colleague);
    const stored = JSON.stringify([
      await server.database.db.selectFrom('account_links').selectAll().execute(),
      await server.database.db.selectFrom('outbox').selectAll().execute(),
    ]);
    expect(stored).not.toContain(token);
    expect(await actions(server)).toContain(
      `invitation-sent ${staffEmail} ${colleague} as recruiting`,
    );
  });

  it('refuses hostile input with 400 and stores nothing', async () => {
    const { server, invite } = await adminServer();
    const hostile: unknown[] = [
      {},
      { email: colleague },
      { email: colleague, role: 'owner' },
      { email: 42, role: 'sales' },
      { email: `${'a'.repeat(300)}@akscellence.example`, role: 'sales' },
      { email: 'nul\u0000@akscellence.example', role: 'sales' },
      { email: '<b>bold</b>@akscellence.example', role: 'sales' },
      { email: 'x@akscellence.example\r\nBcc: victim@elsewhere.example', role: 'sales' },
      { email: 'x@akscellence.example, victim@elsewhere.example', role: 'sales' },
      { email: '"Boss" <boss@akscellence.example>', role: 'admin' },
      [colleague, 'sales'],
    ];
    for (const body of hostile) {
      expect((await invite(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await server.database.db.selectFrom('account_links').selectAll().execute()).toEqual([]);
    expect(await server.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});

describe('accepting', () => {
  it('shows who invited for what, makes the account with its role once, and signs it in', async () => {
    const { server, invite } = await adminServer();
    await invite({ email: colleague, role: 'recruiting' });
    const token = await tokenFor(server, colleague);
    const info = await linkInfo(server, token);
    expect(info.status).toBe(200);
    expect(await json<unknown>(info)).toEqual({
      purpose: 'invite',
      email: colleague,
      role: 'recruiting',
      invitedBy: staffEmail,
      expiresAt: new Date(clock + invitationValidMs).toISOString(),
    });

    const weak = await setPassword(server, token, 'password123');
    expect(weak.status).toBe(400);
    expect(await json<{ reason: string }>(weak)).toMatchObject({ reason: 'password' });
    // Hostile passwords are refused, and none of them spends the link.
    const hostile: [unknown, number][] = [
      ['', 400],
      [42, 400],
      [['a', 'list'], 400],
      // HTML is as good a password as any text; this one is only too short.
      ['<b>x</b>', 400],
      ['ferry lantern '.repeat(80), 400],
      ['x'.repeat(20_000), 413],
      ['ferry\u0000lantern orchard quietly', 400],
    ];
    for (const [password, status] of hostile) {
      const answer = await setPassword(server, token, password as string);
      expect(answer.status, String(password).slice(0, 30)).toBe(status);
    }
    expect((await linkInfo(server, token)).status).toBe(200);

    clock += 60_000;
    const accepted = await setPassword(server, token, goodPassword);
    expect(accepted.status).toBe(201);
    expect(await json<unknown>(accepted)).toEqual({
      purpose: 'invite',
      email: colleague,
      signedIn: true,
    });
    const who = await server.fetch(staffApiPaths.session, {
      headers: { Cookie: cookieOf(accepted) },
    });
    expect(await json<{ email: string; role: string }>(who)).toMatchObject({
      email: colleague,
      role: 'recruiting',
    });
    // It also signs in the ordinary way from now on.
    await signIn(server, colleague, goodPassword);

    // Used once: neither the link's page nor a second password gets anywhere.
    for (const again of [
      await linkInfo(server, token),
      await setPassword(server, token, 'another ferry lantern orchard'),
    ]) {
      expect(again.status).toBe(404);
      expect(await json<unknown>(again)).toEqual({
        message: accountLinkMessages.unusable,
        reason: 'unusable',
      });
    }
    const accounts = await server.database.db.selectFrom('staff_users').select('email').execute();
    expect(accounts.map((row) => row.email).sort()).toEqual([staffEmail, colleague].sort());
    expect(await actions(server)).toContain(`invitation-accepted ${colleague} as recruiting`);
  });

  it('opens nothing with a wrong, withdrawn or expired link', async () => {
    const { server, admin, invite } = await adminServer();
    const unusable = async (response: Response) => {
      expect(response.status).toBe(404);
      expect((await json<{ reason: string }>(response)).reason).toBe('unusable');
    };
    const wrong = 'A'.repeat(43);
    for (const token of [
      wrong,
      'short',
      `${'A'.repeat(43)}<script>`,
      42,
      null,
      '\u0000'.repeat(43),
    ]) {
      const info = await linkInfo(server, token as string);
      expect([400, 404]).toContain(info.status);
    }
    await unusable(await setPassword(server, wrong, goodPassword));

    const sent = await json<InvitationSummary>(await invite({ email: colleague, role: 'sales' }));
    const withdrawnToken = await tokenFor(server, colleague);
    const withdraw = () => admin.request(staffApiPaths.invitation(sent.id), { method: 'DELETE' });
    expect((await withdraw()).status).toBe(204);
    expect((await withdraw()).status).toBe(404);
    await unusable(await linkInfo(server, withdrawnToken));
    await unusable(await setPassword(server, withdrawnToken, goodPassword));
    expect(await json<unknown[]>(await admin.request(staffApiPaths.invitations))).toEqual([]);
    expect(await actions(server)).toContain(`invitation-withdrawn ${staffEmail} ${colleague}`);

    // Once withdrawn, the address may be invited again; that link lasts 72 hours and no longer.
    expect((await invite({ email: colleague, role: 'sales' })).status).toBe(201);
    const token = await tokenFor(server, colleague);
    clock += invitationValidMs - 1;
    expect((await linkInfo(server, token)).status).toBe(200);
    clock += 1;
    await unusable(await linkInfo(server, token));
    await unusable(await setPassword(server, token, goodPassword));
    // The admin's session has ended by now (idle): a fresh one lists nothing waiting.
    const later = await signIn(server);
    expect(await json<unknown[]>(await later.request(staffApiPaths.invitations))).toEqual([]);
    const accounts = await server.database.db.selectFrom('staff_users').select('email').execute();
    expect(accounts.map((row) => row.email)).toEqual([staffEmail]);
    // A day after they expired, the daily sweep forgets the links and the addresses in them.
    const swept = { retentionDays: 365, rateLimitWindowMs: 60_000 };
    expect((await sweep(server.database, { ...swept, now: clock })).accountLinks).toBe(0);
    expect((await sweep(server.database, { ...swept, now: clock + dayMs + 1 })).accountLinks).toBe(
      2,
    );
  });
});
