/**
 * A staff member's side of the staff API in tests: an account created the way the CLI creates
 * it, then real HTTP requests carrying the session cookie, the page's Origin and the CSRF token
 * as the staff pages send them.
 */
import { staffApiPaths } from '@/config/staff-api';
import type { StaffRole } from '@/shared/staff/roles';
import { addStaff } from '../db/staff';
import { hashPassword } from '../staff/passwords';
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

export async function signIn(
  server: TestServer,
  email = staffEmail,
  password = staffPassword,
): Promise<StaffSession> {
  const response = await signInRequest(server, { email, password });
  if (response.status !== 204) throw new Error(`Sign-in answered ${response.status}.`);
  const cookie = cookieOf(response);
  const who = await server.fetch(staffApiPaths.session, {
    headers: { Cookie: cookie },
  });
  const { csrfToken } = (await who.json()) as { csrfToken: string };
  return {
    cookie,
    csrfToken,
    request(path, init = {}) {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      headers.set('Cookie', cookie);
      if (method !== 'GET' && method !== 'HEAD') {
        headers.set('Origin', server.origin);
        headers.set('X-CSRF-Token', csrfToken);
      }
      return server.fetch(path, { ...init, headers });
    },
  };
}
