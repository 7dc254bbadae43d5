// @vitest-environment node
/**
 * Two-factor sign-in through the real routes, on a clock the test moves: a code works once and
 * within one step of drift, wrong codes are throttled like passwords, recovery codes work once,
 * the step between password and code opens nothing, an admin without two-factor may only set it
 * up, and turning it off takes the password and a code.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { RecoveryCodes, StaffSessionInfo, TwoFactorSetup } from '@/shared/staff/api-types';
import type { StaffRole } from '@/shared/staff/roles';
import { hashPassword } from './passwords';
import { setStaffPassword } from '../db/staff';
import { staffMessages } from './guard';
import { totpCode, totpStep } from './two-factor-codes';
import {
  cookieOf,
  createStaff,
  signIn,
  signInRequest,
  staffEmail,
  staffPassword,
  type StaffSession,
} from '../support/staff-client';
import { messageOf, testServers, type TestServer } from '../support/test-server';
import type { TwoFactorRule } from '../policy/two-factor';

const start = testServers({ inProcess: true });

interface Fixture {
  server: TestServer;
  clock: { now: number };
  /** The current step of the test's clock. */
  step: () => number;
}

async function fixture(
  role: StaffRole = 'admin',
  rule: TwoFactorRule = 'admins',
): Promise<Fixture> {
  // Five seconds into a step, so that nothing here sits on a step's edge.
  const clock = { now: Date.parse('2026-11-27T00:00:05Z') };
  const server = await start({ now: () => clock.now, config: { staffTwoFactor: rule } });
  await createStaff(server, staffEmail, staffPassword, role);
  return { server, clock, step: () => totpStep(clock.now) };
}

/** Sets two-factor up through the account page's routes; the app's secret and the codes. */
async function turnOn(
  { server, step }: Fixture,
  session?: StaffSession,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const member =
    session ?? (await signIn(server, staffEmail, staffPassword, { twoFactor: 'leave' }));
  const setup = await member.request(staffApiPaths.twoFactorSetup, { method: 'POST' });
  expect(setup.status).toBe(200);
  const { secret, qr } = (await setup.json()) as TwoFactorSetup;
  expect(qr.length).toBeGreaterThan(20);
  const enabled = await member.request(staffApiPaths.twoFactor, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: totpCode(secret, step()) }),
  });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as RecoveryCodes;
  return { secret, recoveryCodes };
}

/** The password step: resolves to the pending sign-in's cookie. */
async function password(server: TestServer): Promise<string> {
  const answer = await signInRequest(server, { email: staffEmail, password: staffPassword });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ codeNeeded: true });
  // No session before the code.
  expect(cookieOf(answer)).toBe('');
  return cookieOf(answer, 'akscel_pending');
}

function sendCode(server: TestServer, pending: string, code: unknown): Promise<Response> {
  return server.fetch(staffApiPaths.sessionCode, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin, Cookie: pending },
    body: JSON.stringify({ code }),
  });
}

async function codeStatus(server: TestServer, code: string): Promise<number> {
  return (await sendCode(server, await password(server), code)).status;
}

describe('two-factor sign-in', () => {
  it('accepts a code once, within one step of drift but not two', async () => {
    const setup = await fixture();
    const { server, clock, step } = setup;
    const { secret } = await turnOn(setup);
    // The code that turned it on is spent.
    expect(await codeStatus(server, totpCode(secret, step()))).toBe(401);

    clock.now += 30_000;
    const code = totpCode(secret, step());
    const pending = await password(server);
    const accepted = await sendCode(server, pending, code.replace(/^(\d{3})/, '$1 '));
    expect(accepted.status).toBe(204);
    const session = cookieOf(accepted);
    expect(session).not.toBe('');
    expect(
      (await server.fetch(staffApiPaths.submissions, { headers: { Cookie: session } })).status,
    ).toBe(200);
    // The same code again, and an earlier one, are refused.
    expect(await codeStatus(server, code)).toBe(401);
    expect(await codeStatus(server, totpCode(secret, step() - 1))).toBe(401);

    // A phone one step ahead is fine; two steps ahead is not.
    expect(await codeStatus(server, totpCode(secret, step() + 2))).toBe(401);
    // (Three wrong codes in a row: the next must wait a second.)
    clock.now += 2000;
    expect(await codeStatus(server, totpCode(secret, step() + 1))).toBe(204);
    // One step behind is fine, two are not.
    clock.now += 4 * 30_000;
    expect(await codeStatus(server, totpCode(secret, step() - 2))).toBe(401);
    expect(await codeStatus(server, totpCode(secret, step() - 1))).toBe(204);
  });

  it('throttles wrong codes like passwords, before a code is checked', async () => {
    const setup = await fixture();
    const { server, clock, step } = setup;
    const { secret } = await turnOn(setup);
    clock.now += 30_000;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await codeStatus(server, '000000')).toBe(401);
    }
    const throttled = await sendCode(server, await password(server), totpCode(secret, step()));
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('1');
    expect(await messageOf(throttled)).toBe(staffMessages.throttled(1));
    clock.now += 1000;
    expect(await codeStatus(server, totpCode(secret, step()))).toBe(204);
  });

  it('takes each recovery code once, typed in any case, with or without its dash', async () => {
    const setup = await fixture();
    const { server } = setup;
    const { recoveryCodes } = await turnOn(setup);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first = '', second = ''] = recoveryCodes;
    expect(first).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    expect(await codeStatus(server, first)).toBe(204);
    expect(await codeStatus(server, first)).toBe(401);
    expect(await codeStatus(server, second.toLowerCase().replace('-', ''))).toBe(204);

    // Only hashes are stored.
    const stored = await server.database.db
      .selectFrom('staff_recovery_codes')
      .selectAll()
      .execute();
    expect(stored).toHaveLength(8);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[2]);

    const used = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'recovery-code-used')
      .execute();
    expect(used).toHaveLength(2);
  });

  it('keeps the secret encrypted in the database', async () => {
    const setup = await fixture();
    const { secret } = await turnOn(setup);
    const row = await setup.server.database.db
      .selectFrom('staff_users')
      .select(['two_factor_secret', 'two_factor_at'])
      .executeTakeFirstOrThrow();
    expect(row.two_factor_at).not.toBeNull();
    expect(row.two_factor_secret).not.toContain(secret);
  });

  it('opens nothing between the password and the code, and not for long', async () => {
    const setup = await fixture();
    const { server, clock, step } = setup;
    const { secret } = await turnOn(setup);
    clock.now += 30_000;
    const pending = await password(server);
    const value = pending.split('=').slice(1).join('=');
    for (const cookie of [pending, `akscel_staff=${value}`]) {
      for (const path of [
        staffApiPaths.session,
        staffApiPaths.submissions,
        staffApiPaths.activity,
      ]) {
        expect((await server.fetch(path, { headers: { Cookie: cookie } })).status).toBe(401);
      }
    }
    // A forged account number does not verify.
    const forged = pending.replace(/=(\d+)\./, '=999.');
    expect((await sendCode(server, forged, totpCode(secret, step()))).status).toBe(401);

    // Five minutes later it is over.
    clock.now += 5 * 60_000;
    const late = await sendCode(server, pending, totpCode(secret, step()));
    expect(late.status).toBe(401);
    expect(await messageOf(late)).toBe(staffMessages.signInAgain);

    // A new password voids a pending sign-in of the old one.
    const again = await password(server);
    await setStaffPassword(
      server.database,
      staffEmail,
      await hashPassword('another good passphrase'),
    );
    expect((await sendCode(server, again, totpCode(secret, step()))).status).toBe(401);
  });

  it('refuses hostile input to the code field with one clear message', async () => {
    const setup = await fixture();
    const { server } = setup;
    await turnOn(setup);
    const pending = await password(server);
    for (const code of ['abcdef', '1'.repeat(60), '      ', '', '12345', 123456, null]) {
      const answer = await sendCode(server, pending, code);
      expect(answer.status).toBe(400);
      expect(await messageOf(answer)).toBe(staffMessages.malformedCode);
    }
    // A control character is refused before any route reads the request, with its own message.
    const nul = await sendCode(server, pending, '123\u0000456');
    expect(nul.status).toBe(400);
    expect(await messageOf(nul)).toMatch(/control character/);
  });

  it('lets an admin without two-factor do nothing but set it up', async () => {
    const setup = await fixture();
    const { server } = setup;
    const session = await signIn(server, staffEmail, staffPassword, { twoFactor: 'leave' });
    const info = (await (await session.request(staffApiPaths.session)).json()) as StaffSessionInfo;
    expect(info.twoFactor).toEqual({ on: false, required: true, recoveryCodesLeft: 0 });
    for (const path of [
      staffApiPaths.submissions,
      staffApiPaths.activity,
      staffApiPaths.sessions,
    ]) {
      const refused = await session.request(path);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: staffMessages.twoFactorFirst,
        reason: 'two-factor-required',
      });
    }
    await turnOn(setup, session);
    expect((await session.request(staffApiPaths.submissions)).status).toBe(200);
  });

  it('asks it of everyone when STAFF_TWO_FACTOR=all, and of no sales account otherwise', async () => {
    const relaxed = await fixture('sales');
    const member = await signIn(relaxed.server);
    expect((await member.request(staffApiPaths.submissions)).status).toBe(200);

    const strict = await fixture('sales', 'all');
    const refused = await signIn(strict.server, staffEmail, staffPassword, { twoFactor: 'leave' });
    expect((await refused.request(staffApiPaths.submissions)).status).toBe(403);
  });

  it('turns off only with the password and a code', async () => {
    const setup = await fixture();
    const { server, clock, step } = setup;
    const { secret } = await turnOn(setup);
    clock.now += 30_000;
    const pending = await password(server);
    const cookie = cookieOf(await sendCode(server, pending, totpCode(secret, step())));
    const who = (await (
      await server.fetch(staffApiPaths.session, { headers: { Cookie: cookie } })
    ).json()) as StaffSessionInfo;
    const off = (body: unknown) =>
      server.fetch(staffApiPaths.twoFactorOff, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: server.origin,
          Cookie: cookie,
          'X-CSRF-Token': who.csrfToken,
        },
        body: JSON.stringify(body),
      });
    clock.now += 30_000;
    const code = totpCode(secret, step());
    expect((await off({ code })).status).toBe(400);
    expect((await off({ password: 'not the password', code })).status).toBe(422);
    expect((await off({ password: staffPassword, code: '000000' })).status).toBe(422);
    expect((await off({ password: staffPassword, code })).status).toBe(204);
    const row = await server.database.db
      .selectFrom('staff_users')
      .select(['two_factor_at', 'two_factor_secret'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ two_factor_at: null, two_factor_secret: null });
    expect(
      await server.database.db.selectFrom('staff_recovery_codes').selectAll().execute(),
    ).toEqual([]);
    const actions = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['two-factor-on', 'two-factor-code-refused', 'two-factor-off']),
    );
    // The admin must set it up again before anything else.
    expect(
      (await server.fetch(staffApiPaths.submissions, { headers: { Cookie: cookie } })).status,
    ).toBe(403);
  });
});
