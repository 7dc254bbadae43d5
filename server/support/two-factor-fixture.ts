/**
 * Two-factor sign-in's server tests share these: an account on a server whose clock the test
 * moves, two-factor set up through the account page's routes, and the two steps of signing in.
 */
import { expect } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { RecoveryCodes, TwoFactorSetup } from '@/shared/staff/api-types';
import type { StaffRole } from '@/shared/staff/roles';
import type { TwoFactorRule } from '../policy/two-factor';
import { totpCode, totpStep } from '../staff/two-factor-codes';
import {
  cookieOf,
  createStaff,
  signIn,
  signInRequest,
  staffEmail,
  staffPassword,
  type StaffSession,
} from './staff-client';
import type { TestServer, TestServerOptions } from './test-server';

export interface Fixture {
  server: TestServer;
  clock: { now: number };
  /** The current step of the test's clock. */
  step: () => number;
}

export async function fixture(
  start: (options?: TestServerOptions) => Promise<TestServer>,
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
export async function turnOn(
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
export async function password(server: TestServer): Promise<string> {
  const answer = await signInRequest(server, { email: staffEmail, password: staffPassword });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ codeNeeded: true });
  // No session before the code.
  expect(cookieOf(answer)).toBe('');
  return cookieOf(answer, 'akscel_pending');
}

export function sendCode(server: TestServer, pending: string, code: unknown): Promise<Response> {
  return server.fetch(staffApiPaths.sessionCode, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin, Cookie: pending },
    body: JSON.stringify({ code }),
  });
}

export async function codeStatus(server: TestServer, code: string): Promise<number> {
  return (await sendCode(server, await password(server), code)).status;
}
