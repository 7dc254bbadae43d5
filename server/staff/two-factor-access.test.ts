// @vitest-environment node
/**
 * What two-factor sign-in lets through: the step between password and code opens nothing and
 * not for long, hostile input to the code is refused plainly, an admin (or anyone, with
 * STAFF_TWO_FACTOR=all) without two-factor may only set it up, and turning it off takes the
 * password and a code.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffSessionInfo } from '@/shared/staff/api-types';
import type { StaffRole } from '@/shared/staff/roles';
import { hashPassword } from './passwords';
import { setStaffPassword } from '../db/staff';
import { staffMessages } from './guard';
import { totpCode } from './two-factor-codes';
import { cookieOf, signIn, staffEmail, staffPassword } from '../support/staff-client';
import { messageOf, testServers } from '../support/test-server';
import { fixture as startFixture, password, sendCode, turnOn } from '../support/two-factor-fixture';
import type { TwoFactorRule } from '../policy/two-factor';

const start = testServers({ inProcess: true });
const fixture = (role?: StaffRole, rule?: TwoFactorRule) => startFixture(start, role, rule);

describe('two-factor sign-in', () => {
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
