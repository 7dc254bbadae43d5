// @vitest-environment node
/**
 * The admins' accounts API: every account listed, roles changed, accounts disabled (their
 * sessions end at once and they cannot sign in) and enabled, and removed with their history kept
 * under the address they had. An admin who can sign in always remains, and an admin cannot lock
 * themselves out by a slip.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffAccountSummary } from '@/shared/staff/accounts';
import type { AuditPage } from '@/shared/staff/audit';
import type { StaffRole } from '@/shared/staff/roles';
import {
  createStaff,
  setUpTwoFactor,
  signIn,
  signInRequest,
  type StaffSession,
} from '../support/staff-client';
import { askForReset, setPassword, tokenFor } from '../support/account-links';
import { newContact } from '../support/payloads';
import { storeSubmission } from '../support/stored-submissions';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import { accountMessages } from './account-routes';

const start = testServers({ inProcess: true });
const password = 'a passphrase for accounts';
const admin = 'first.admin@akscellence.example';
const recruiter = 'recruiter@akscellence.example';

async function accounts(session: StaffSession): Promise<StaffAccountSummary[]> {
  const answer = await session.request(staffApiPaths.accounts);
  expect(answer.status).toBe(200);
  return (await answer.json()) as StaffAccountSummary[];
}

async function idOf(session: StaffSession, email: string): Promise<number> {
  const account = (await accounts(session)).find((row) => row.email === email);
  if (!account) throw new Error(`No account ${email}.`);
  return account.id;
}

function patch(session: StaffSession, id: number | string, body: unknown): Promise<Response> {
  return session.request(staffApiPaths.account(id), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function team(server: TestServer, members: [string, StaffRole][]): Promise<StaffSession> {
  await createStaff(server, admin, password, 'admin');
  for (const [email, role] of members) await createStaff(server, email, password, role);
  return signIn(server, admin, password);
}

describe('the accounts API', () => {
  it('lists every account with its role, state and last sign-in, and marks the asker', async () => {
    const server = await start();
    const session = await team(server, [[recruiter, 'recruiting']]);
    const rows = await accounts(session);
    expect(rows.map((row) => [row.email, row.role, row.enabled, row.you])).toEqual([
      [admin, 'admin', true, true],
      [recruiter, 'recruiting', true, false],
    ]);
    expect(rows[0]?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows[1]?.lastSignInAt).toBeNull();
    // Nothing secret travels with the list.
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|password/i);
  });

  it('changes a role and records it once', async () => {
    const server = await start();
    const session = await team(server, [[recruiter, 'recruiting']]);
    const id = await idOf(session, recruiter);
    const changed = await patch(session, id, { role: 'sales' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as StaffAccountSummary).role).toBe('sales');
    expect((await patch(session, id, { role: 'sales' })).status).toBe(200);
    const member = await signIn(server, recruiter, password);
    const info = (await (await member.request(staffApiPaths.session)).json()) as { role: string };
    expect(info.role).toBe('sales');
    const log = (await (await session.request(staffApiPaths.activity)).json()) as AuditPage;
    const changes = log.items.filter((item) => item.action === 'role-changed');
    expect(changes.map((item) => [item.actor, item.detail])).toEqual([
      [admin, `${recruiter}: recruiting -> sales`],
    ]);
  });

  it('ends a disabled account’s sessions at once, refuses its sign-in, and lets it back when enabled', async () => {
    const server = await start();
    const session = await team(server, [[recruiter, 'recruiting']]);
    const member = await signIn(server, recruiter, password);
    expect((await member.request(staffApiPaths.submissions)).status).toBe(200);
    const id = await idOf(session, recruiter);

    const disabled = await patch(session, id, { enabled: false });
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as StaffAccountSummary).enabled).toBe(false);
    // The next request of the open session is refused.
    expect((await member.request(staffApiPaths.submissions)).status).toBe(401);
    const refused = await signInRequest(server, { email: recruiter, password });
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toMatch(/disabled/);
    // A wrong password still gets the plain answer: the state is told only to the password's owner.
    const guessed = await signInRequest(server, {
      email: recruiter,
      password: 'a wrong guess here',
    });
    expect(guessed.status).toBe(401);
    expect(await messageOf(guessed)).not.toMatch(/disabled/);
    // A disabled account is not offered as someone to give a lead to.
    const members = (await (await session.request(staffApiPaths.staff)).json()) as {
      email: string;
    }[];
    expect(members.map((row) => row.email)).not.toContain(recruiter);

    expect((await patch(session, id, { enabled: true })).status).toBe(200);
    expect((await signIn(server, recruiter, password)).cookie).not.toBe('');
    const log = (await (await session.request(staffApiPaths.activity)).json()) as AuditPage;
    expect(
      log.items
        .filter((item) => item.action.startsWith('account-'))
        .map((item) => [item.action, item.detail]),
    ).toEqual([
      ['account-enabled', recruiter],
      ['account-disabled', recruiter],
    ]);
  });

  it('lets no forgotten-password link take a disabled account back in', async () => {
    const server = await start();
    const session = await team(server, [[recruiter, 'recruiting']]);
    const id = await idOf(session, recruiter);
    // A link mailed before the account was disabled stops working with it.
    expect((await askForReset(server, recruiter)).status).toBe(202);
    const earlier = await tokenFor(server, recruiter);
    expect((await patch(session, id, { enabled: false })).status).toBe(200);
    const refused = await setPassword(server, earlier, 'walnut harbour cinnamon glider');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    // Asked for while disabled: the same answer as for anyone, and no link at all.
    const links = () =>
      server.database.db.selectFrom('account_links').select('id').where('email', '=', recruiter);
    const before = (await links().execute()).length;
    expect((await askForReset(server, recruiter)).status).toBe(202);
    expect((await links().execute()).length).toBe(before);
    expect((await signInRequest(server, { email: recruiter, password })).status).toBe(403);
  });

  it('turns off the two-factor sign-in of someone who lost their phone, and ends their sessions', async () => {
    const server = await start();
    const session = await team(server, [[recruiter, 'recruiting']]);
    const member = await signIn(server, recruiter, password);
    await setUpTwoFactor(server, member, recruiter);
    const id = await idOf(session, recruiter);
    expect((await accounts(session)).find((row) => row.id === id)?.twoFactor).toBe(true);

    const off = await patch(session, id, { twoFactor: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as StaffAccountSummary).twoFactor).toBe(false);
    expect((await member.request(staffApiPaths.submissions)).status).toBe(401);
    // The password alone signs them in again (a recruiter need not set it up again).
    expect((await signInRequest(server, { email: recruiter, password })).status).toBe(204);
    // Turning on is for the owner alone; an admin's own is turned off on "Your account".
    for (const body of [{ twoFactor: true }, { twoFactor: 'off' }]) {
      expect((await patch(session, id, body)).status).toBe(400);
    }
    const self = await patch(session, await idOf(session, admin), { twoFactor: false });
    expect(self.status).toBe(409);
    expect(await messageOf(self)).toBe(accountMessages.yourself);
    const log = (await (await session.request(staffApiPaths.activity)).json()) as AuditPage;
    expect(
      log.items
        .filter((item) => item.action === 'two-factor-off')
        .map((item) => [item.actor, item.detail]),
    ).toEqual([[admin, recruiter]]);
  });

  it('keeps the last admin who can sign in, and refuses an admin locking themselves out', async () => {
    const server = await start();
    const second = 'second.admin@akscellence.example';
    const session = await team(server, [
      [recruiter, 'recruiting'],
      [second, 'admin'],
    ]);
    const self = await idOf(session, admin);
    const other = await idOf(session, second);

    for (const answer of [
      await patch(session, self, { enabled: false }),
      await session.request(staffApiPaths.account(self), { method: 'DELETE' }),
    ]) {
      expect(answer.status).toBe(409);
      expect(await messageOf(answer)).toBe(accountMessages.yourself);
    }
    // With the other admin disabled, this one is the last who can sign in.
    expect((await patch(session, other, { enabled: false })).status).toBe(200);
    const demoted = await patch(session, self, { role: 'sales' });
    expect(demoted.status).toBe(409);
    expect(await messageOf(demoted)).toBe(accountMessages.lastAdmin);
    // The other admin, once enabled, may be demoted, and then the last admin stays the last.
    expect((await patch(session, other, { enabled: true })).status).toBe(200);
    expect((await patch(session, other, { role: 'recruiting' })).status).toBe(200);
    expect((await patch(session, self, { role: 'recruiting' })).status).toBe(409);
    expect((await accounts(session)).find((row) => row.you)?.role).toBe('admin');
  });

  it('removes an account and keeps its history under the address it had', async () => {
    const server = await start();
    const session = await team(server, [[recruiter, 'admin']]);
    const member = await signIn(server, recruiter, password);
    const entry = await storeSubmission(server, newContact());
    const noted = await member.request(staffApiPaths.notes(entry.id), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Called back on Tuesday.' }),
    });
    expect(noted.status).toBe(201);

    const id = await idOf(session, recruiter);
    expect((await session.request(staffApiPaths.account(id), { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await member.request(staffApiPaths.submissions)).status).toBe(401);
    expect((await accounts(session)).map((row) => row.email)).toEqual([admin]);
    expect((await session.request(staffApiPaths.account(id), { method: 'DELETE' })).status).toBe(
      404,
    );

    const history = (await (
      await session.request(staffApiPaths.submissionActivity(entry.id))
    ).json()) as AuditPage;
    expect(history.items.find((item) => item.action === 'note-added')?.actor).toBe(recruiter);
    const detail = (await (await session.request(staffApiPaths.submission(entry.id))).json()) as {
      notes: { author: string }[];
    };
    expect(detail.notes.map((note) => note.author)).toEqual([recruiter]);
  });

  it('answers hostile changes with a clear error and changes nothing', async () => {
    const server = await start();
    const session = await team(server, [[recruiter, 'recruiting']]);
    const id = await idOf(session, recruiter);
    const bodies: unknown[] = [
      {},
      { role: 'root' },
      { role: 'ADMIN' },
      { enabled: 'false' },
      { enabled: 0 },
      { role: 'sales', enabled: false },
      { role: ['admin'] },
      '[]',
      'null',
      '{"role":',
      `{"role":"${'a'.repeat(5000)}"}`,
    ];
    for (const body of bodies) {
      const answer = await patch(session, id, body);
      expect([400, 413], JSON.stringify(body).slice(0, 60)).toContain(answer.status);
      expect(await messageOf(answer)).toBe(accountMessages.malformed);
    }
    // A control character is refused before any route reads the body, as everywhere on the site.
    const nul = await patch(session, id, { role: 'admin\u0000' });
    expect(nul.status).toBe(400);
    expect(await messageOf(nul)).toMatch(/control character/);
    for (const path of ['0', '-1', '1e3', '1.5', 'abc', '%00', '9'.repeat(40)]) {
      expect((await patch(session, path, { role: 'sales' })).status, path).toBe(404);
      const removed = await session.request(staffApiPaths.account(path), { method: 'DELETE' });
      expect(removed.status, path).toBe(404);
    }
    expect((await accounts(session)).map((row) => [row.email, row.role, row.enabled])).toEqual([
      [admin, 'admin', true],
      [recruiter, 'recruiting', true],
    ]);
  });
});
