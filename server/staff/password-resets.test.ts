// @vitest-environment node
/**
 * Forgotten passwords over HTTP on the engine under test: the answer is the same whether or not
 * the address has an account, requests are limited per address and per client, the link works
 * once and for an hour, and using it ends every session of the account.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { resetValidMs } from '@/shared/staff/account-links';
import { askForReset, linkInfo, setPassword, tokenFor } from '../support/account-links';
import {
  createStaff,
  signIn,
  signInRequest,
  staffEmail,
  staffPassword,
} from '../support/staff-client';
import { testServers, type TestServer } from '../support/test-server';
import { resetsPerAddress, resetsPerClient } from '../policy/password-resets';
import { accountLinkMessages } from './account-link-routes';

let clock = Date.parse('2026-03-02T09:00:00Z');
const start = testServers({ inProcess: true, now: () => clock });
const newPassword = 'walnut harbour cinnamon glider';

async function server(): Promise<TestServer> {
  clock = Date.parse('2026-03-02T09:00:00Z');
  const started = await start();
  await createStaff(started);
  return started;
}

async function jobs(server: TestServer): Promise<number> {
  return (await server.database.db.selectFrom('outbox').select('id').execute()).length;
}

describe('asking for a reset link', () => {
  it('answers the same for an address with and without an account, and queues one mail', async () => {
    const app = await server();
    const known = await askForReset(app, 'Lead.Reader@akscellence.example');
    const unknown = await askForReset(app, 'nobody.here@akscellence.example');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const bodies = [await known.text(), await unknown.text()];
    expect(bodies[0]).toBe(bodies[1]);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ message: accountLinkMessages.resetQueued });
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    expect(await jobs(app)).toBe(1);
    const history = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'staff_id', 'detail'])
      .orderBy('id')
      .execute();
    expect(history.map((row) => [row.action, row.actor])).toEqual([
      ['password-reset-requested', staffEmail],
      ['password-reset-requested', 'unknown account'],
    ]);
    // The address typed for no account is kept nowhere.
    const everything = JSON.stringify([
      history,
      await app.database.db.selectFrom('account_links').selectAll().execute(),
      await app.database.db.selectFrom('confirmation_caps').selectAll().execute(),
    ]);
    expect(everything).not.toContain('nobody.here');
  });

  it('refuses hostile addresses with 400', async () => {
    const app = await server();
    for (const email of [
      '',
      `${'a'.repeat(300)}@akscellence.example`,
      'lead.reader@akscellence.example\r\nBcc: victim@elsewhere.example',
      '<img src=x onerror=alert(1)>@akscellence.example',
      'lead.reader@akscellence.example, victim@elsewhere.example',
      42,
    ]) {
      expect((await askForReset(app, email as string)).status, String(email)).toBe(400);
    }
    const nul = await askForReset(app, 'lead.reader\u0000@akscellence.example');
    expect(nul.status).toBe(400);
    expect(await jobs(app)).toBe(0);
  });

  it('is limited per address, whether or not it has an account, and per client', async () => {
    const app = await server();
    for (const email of [staffEmail, 'nobody.here@akscellence.example']) {
      for (let request = 0; request < resetsPerAddress; request += 1) {
        expect((await askForReset(app, email)).status).toBe(202);
      }
      const refused = await askForReset(app, email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    // Only the newest of the account's links is live: the earlier mails are withdrawn.
    const live = await app.database.db
      .selectFrom('account_links')
      .select('id')
      .where('withdrawn_at', 'is', null)
      .execute();
    expect(live.length).toBe(1);
    // An hour later the address may ask again.
    clock += 60 * 60_000;
    expect((await askForReset(app, staffEmail)).status).toBe(202);

    const other = await server();
    for (let request = 0; request < resetsPerClient; request += 1) {
      expect((await askForReset(other, `person${request}@akscellence.example`)).status).toBe(202);
    }
    expect((await askForReset(other, 'one.more@akscellence.example')).status).toBe(429);
  });
});

describe('using a reset link', () => {
  it('sets the password once, ends every session and lets the owner sign in', async () => {
    const app = await server();
    const sessions = [await signIn(app), await signIn(app)];
    await askForReset(app, staffEmail);
    const token = await tokenFor(app, staffEmail);
    expect(await (await linkInfo(app, token)).json()).toEqual({
      purpose: 'reset',
      email: staffEmail,
      role: null,
      invitedBy: null,
      expiresAt: new Date(clock + resetValidMs).toISOString(),
    });
    const weak = await setPassword(app, token, staffEmail);
    expect(weak.status).toBe(400);
    for (const session of sessions) {
      expect((await session.request(staffApiPaths.session)).status).toBe(200);
    }

    const done = await setPassword(app, token, newPassword);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ purpose: 'reset', email: staffEmail, signedIn: false });
    expect(done.headers.getSetCookie()).toEqual([]);
    for (const session of sessions) {
      expect((await session.request(staffApiPaths.session)).status).toBe(401);
    }
    expect((await signInRequest(app, { email: staffEmail, password: staffPassword })).status).toBe(
      401,
    );
    await signIn(app, staffEmail, newPassword);

    const again = await setPassword(app, token, 'yet another walnut harbour');
    expect(again.status).toBe(404);
    expect((await linkInfo(app, token)).status).toBe(404);
    const history = await app.database.db.selectFrom('audit_log').select('action').execute();
    expect(history.map((row) => row.action)).toContain('password-reset');
  });

  it('expires after an hour and is replaced by a newer one', async () => {
    const app = await server();
    await askForReset(app, staffEmail);
    const first = await tokenFor(app, staffEmail);
    clock += 60_000;
    await askForReset(app, staffEmail);
    const second = await tokenFor(app, staffEmail);
    expect((await setPassword(app, first, newPassword)).status).toBe(404);
    clock += resetValidMs - 1;
    expect((await linkInfo(app, second)).status).toBe(200);
    clock += 1;
    expect((await setPassword(app, second, newPassword)).status).toBe(404);
    await signIn(app);
  });
});
