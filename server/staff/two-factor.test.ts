// @vitest-environment node
/**
 * Two-factor sign-in's codes through the real routes, on a clock the test moves: a code works
 * once and within one step of drift, wrong codes are throttled like passwords, recovery codes
 * work once, the secret is stored encrypted. (two-factor-access.test.ts: what the step between
 * password and code, and an account without two-factor, may do; turning it off.)
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { cookieOf } from '../support/staff-client';
import { staffMessages } from './guard';
import { totpCode } from './two-factor-codes';
import { messageOf, testServers } from '../support/test-server';
import {
  codeStatus,
  fixture as startFixture,
  password,
  sendCode,
  turnOn,
} from '../support/two-factor-fixture';
import type { StaffRole } from '@/shared/staff/roles';

const start = testServers({ inProcess: true });
const fixture = (role?: StaffRole) => startFixture(start, role);

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
});
