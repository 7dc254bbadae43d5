/**
 * A staff member's side of the staff API in tests: an account created the way the CLI creates
 * it, then real HTTP requests carrying the session cookie, the page's Origin and the CSRF token
 * as the staff pages send them.
 */
import { csrfHeader, staffApiPaths } from '@/config/staff-api';
import type { StaffSessionInfo, TwoFactorSetup } from '@/shared/staff/api-types';
import type { StaffRole } from '@/shared/staff/roles';
import type { Database } from '../db/connection';
import { addStaff } from '../db/staff';
import { hashPassword } from '../staff/passwords';
import { totpCode, totpStep } from '../staff/two-factor-codes';
import type { TestServer } from './test-server';

export const staffEmail = 'lead.reader@akscellence.example';
export const staffPassword = 'correct horse battery staple';

/** An account; an admin unless a test says otherwise, as the accounts made before roles were. */
export async function createStaff(
  server: TestServer,
  email = staffEmail,
  password = staffPassword,
  role: StaffRole = 'admin',
): Promise<void> {
  await addStaff(server.database, email, await hashPassword(password), role);
}

export function signInRequest(
  server: TestServer,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.fetch(staffApiPaths.session, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });
}

/** The Set-Cookie header of one cookie (by name, with or without its `__Host-` prefix). */
export function setCookieOf(response: Response, name = 'akscel_staff'): string {
  return (
    response.headers
      .getSetCookie()
      .find((header) => header.startsWith(`${name}=`) || header.startsWith(`__Host-${name}=`)) ?? ''
  );
}

/** `name=value` of a cookie the answer sets, as a browser would send it back. */
export function cookieOf(response: Response, name = 'akscel_staff'): string {
  return setCookieOf(response, name).split(';')[0] ?? '';
}

export interface StaffSession {
  cookie: string;
  csrfToken: string;
  /**
   * A request as the staff pages make it: cookie, Origin, and the CSRF token when it changes
   * something.
   */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * A staff API request as the staff pages send it, with a JSON body (a string goes as it is, for
 * bodies that are not JSON), or none.
 */
export function staffSend(
  session: StaffSession,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return session.request(path, {
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'Content-Type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
}

/**
 * The authenticator app of each account that set up two-factor sign-in through `signIn`: its
 * secret, and the last step whose code it gave, so that the next code is one the server has not
 * accepted yet (as a person would wait for the next code).
 */
const authenticators = new WeakMap<Database, Map<string, { secret: string; lastStep: number }>>();

/**
 * The next unused code of an account's authenticator: the current step's, or the one before or
 * after (the drift the server allows) when that one was given already.
 */
export function nextCode(server: TestServer, email: string): string {
  const app = authenticators.get(server.database)?.get(email.toLowerCase());
  if (!app) throw new Error(`${email} has no authenticator in this test.`);
  const now = totpStep(server.now());
  const step = Math.max(now - 1, app.lastStep + 1);
  if (step > now + 1) {
    throw new Error(`${email} signed in more often than its codes change; wait or move the clock.`);
  }
  app.lastStep = step;
  return totpCode(app.secret, step);
}

function sessionOf(server: TestServer, cookie: string, csrfToken: string): StaffSession {
  return {
    cookie,
    csrfToken,
    request(path, init = {}) {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      headers.set('Cookie', cookie);
      if (method !== 'GET' && method !== 'HEAD') {
        headers.set('Origin', server.origin);
        headers.set(csrfHeader, csrfToken);
      }
      return server.fetch(path, { ...init, headers });
    },
  };
}

/** Sets up two-factor sign-in through the account page's routes, as the member would. */
export async function setUpTwoFactor(
  server: TestServer,
  session: StaffSession,
  email: string,
): Promise<string[]> {
  const setup = await session.request(staffApiPaths.twoFactorSetup, { method: 'POST' });
  if (setup.status !== 200) throw new Error(`The set-up answered ${setup.status}.`);
  const { secret } = (await setup.json()) as TwoFactorSetup;
  const apps =
    authenticators.get(server.database) ?? new Map<string, { secret: string; lastStep: number }>();
  authenticators.set(server.database, apps);
  apps.set(email.toLowerCase(), { secret, lastStep: -1 });
  const enabled = await session.request(staffApiPaths.twoFactor, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: nextCode(server, email) }),
  });
  if (enabled.status !== 200) throw new Error(`Turning two-factor on answered ${enabled.status}.`);
  return ((await enabled.json()) as { recoveryCodes: string[] }).recoveryCodes;
}

/**
 * Signs in as the sign-in page does: the password, then a code when the account has two-factor
 * sign-in. An account that must have it and has not (an admin) sets it up first, unless the
 * test says `twoFactor: 'leave'` to see what such an account may do.
 */
export async function signIn(
  server: TestServer,
  email = staffEmail,
  password = staffPassword,
  options: { twoFactor?: 'set-up' | 'leave' } = {},
): Promise<StaffSession> {
  const response = await signInRequest(server, { email, password });
  let cookie: string;
  if (response.status === 200) {
    const code = await server.fetch(staffApiPaths.sessionCode, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.origin,
        Cookie: cookieOf(response, 'akscel_pending'),
      },
      body: JSON.stringify({ code: nextCode(server, email) }),
    });
    if (code.status !== 204) throw new Error(`The sign-in code answered ${code.status}.`);
    cookie = cookieOf(code);
  } else if (response.status === 204) {
    cookie = cookieOf(response);
  } else {
    throw new Error(`Sign-in answered ${response.status}.`);
  }
  const who = await server.fetch(staffApiPaths.session, {
    headers: { Cookie: cookie },
  });
  const info = (await who.json()) as StaffSessionInfo;
  const session = sessionOf(server, cookie, info.csrfToken);
  if (info.twoFactor.required && !info.twoFactor.on && options.twoFactor !== 'leave') {
    await setUpTwoFactor(server, session, email);
  }
  return session;
}
