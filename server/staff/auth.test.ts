// @vitest-environment node
/**
 * Staff sign-in and sessions against the real server over HTTP: every staff API route refuses a
 * request without a session, sign-in failures say nothing about accounts, throttling slows and
 * then locks, sessions end when idle or old. The origin and CSRF checks have their own file.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicStaffApiPosts, staffApiPaths } from '@/config/staff-api';
import {
  createStaff,
  cookieOf,
  setCookieOf,
  signIn,
  signInRequest,
  staffEmail,
  staffPassword,
} from '../support/staff-client';
import { postJson, testServers } from '../support/test-server';
import { validContact } from '../support/payloads';
import { storedSubmissions } from '../support/stored-submissions';
import { staffMessages } from './guard';
import { sessionAbsoluteMs, sessionIdleMs } from '../policy/staff-session';
import type { StaffSessionInfo } from '@/shared/staff/api-types';

const start = testServers();

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('without a session', () => {
  it('every staff API route of the route table answers 401', async () => {
    const server = await start();
    await postJson(server.gatewayUrl, validContact);
    const [entry] = await storedSubmissions(server.database);
    const routes = server.runtime.app.routes
      .filter((route) => route.path.startsWith(staffApiPaths.prefix) && route.method !== 'ALL')
      // The ways in without a password answer without a session (their own tests try them).
      .filter(
        (route) =>
          route.method !== 'POST' ||
          route.path === staffApiPaths.session ||
          !publicStaffApiPosts.includes(route.path),
      )
      .map((route) => ({ method: route.method, path: route.path }));
    // The table is read, not assumed; these must be among what it lists.
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        `POST ${staffApiPaths.session}`,
        `GET ${staffApiPaths.session}`,
        `DELETE ${staffApiPaths.session}`,
        `GET ${staffApiPaths.submissions}`,
        `GET ${staffApiPaths.submissionsCsv}`,
        `GET ${staffApiPaths.submissionPattern}`,
        `PATCH ${staffApiPaths.submissionPattern}`,
        `DELETE ${staffApiPaths.submissionPattern}`,
      ]),
    );
    for (const { method, path } of routes) {
      const url = `${server.origin}${path.replace(':id', String(entry?.id))}`;
      const response = await fetch(url, {
        method,
        headers: { Origin: server.origin, 'Content-Type': 'application/json', 'X-CSRF-Token': 'x' },
        body:
          method === 'GET'
            ? undefined
            : JSON.stringify({
                status: 'handled',
                email: 'a@b.example',
                password: 'not the right one',
              }),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get('Cache-Control'), `${method} ${path}`).toBe('no-store');
      if (!(method === 'POST' && path === staffApiPaths.session)) {
        expect(await messageOf(response), `${method} ${path}`).toBe(staffMessages.signIn);
      }
    }
    // An unknown path under the API is refused the same way, and a forged cookie is no session.
    expect((await fetch(`${server.origin}${staffApiPaths.prefix}/anything`)).status).toBe(401);
    const forged = await fetch(`${server.origin}${staffApiPaths.submissions}`, {
      headers: { Cookie: 'akscel_staff=forged-token' },
    });
    expect(forged.status).toBe(401);
    expect((await storedSubmissions(server.database)).length).toBe(1);
  });
});

describe('signing in', () => {
  it('answers 204 with an HttpOnly, SameSite=Strict session cookie and signs out again', async () => {
    const server = await start();
    await createStaff(server);
    const response = await signInRequest(server, {
      email: 'Lead.Reader@Akscellence.example',
      password: staffPassword,
    });
    expect(response.status).toBe(204);
    const setCookie = setCookieOf(response);
    expect(setCookie).toMatch(/^akscel_staff=[\w-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Max-Age|Expires/);
    const cookie = cookieOf(response);

    const who = await fetch(`${server.origin}${staffApiPaths.session}`, {
      headers: { Cookie: cookie },
    });
    expect(who.status).toBe(200);
    const body = (await who.json()) as StaffSessionInfo;
    expect(body.email).toBe(staffEmail);
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    // The reports page counts its days in the company's zone, as the server does.
    expect(body.timeZone).toBe('America/Chicago');

    const out = await fetch(`${server.origin}${staffApiPaths.session}`, {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: server.origin, 'X-CSRF-Token': body.csrfToken },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/akscel_staff=;.*Max-Age=0/);
    const after = await fetch(`${server.origin}${staffApiPaths.submissions}`, {
      headers: { Cookie: cookie },
    });
    expect(after.status).toBe(401);
  });

  it('uses a __Host- Secure cookie over HTTPS', async () => {
    const server = await start({ config: { proxy: { hops: 1, proto: true } } });
    await createStaff(server);
    const response = await signInRequest(
      server,
      { email: staffEmail, password: staffPassword },
      { 'X-Forwarded-Proto': 'https', Origin: server.origin.replace('http:', 'https:') },
    );
    expect(response.status).toBe(204);
    const setCookie = setCookieOf(response);
    expect(setCookie).toMatch(/^__Host-akscel_staff=/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/);
  });

  it('gives one generic 401 whether the account exists or not', async () => {
    const server = await start();
    await createStaff(server);
    const wrongPassword = await signInRequest(server, {
      email: staffEmail,
      password: 'not the password at all',
    });
    const noAccount = await signInRequest(server, {
      email: 'nobody@akscellence.example',
      password: staffPassword,
    });
    expect([wrongPassword.status, noAccount.status]).toEqual([401, 401]);
    expect(await messageOf(wrongPassword)).toBe(staffMessages.badCredentials);
    expect(await messageOf(noAccount)).toBe(staffMessages.badCredentials);
    expect(wrongPassword.headers.get('Set-Cookie')).toBeNull();
    const malformed = await signInRequest(server, { email: staffEmail });
    expect(malformed.status).toBe(400);
    expect(await messageOf(malformed)).toBe(staffMessages.malformedSignIn);
  });

  it('slows down sign-ins per account with growing delays, never locking the owner out', async () => {
    const server = await start();
    await createStaff(server);
    // The owner signed in on this browser before: it carries the device cookie.
    const device = cookieOf(
      await signInRequest(server, { email: staffEmail, password: staffPassword }),
      'akscel_device',
    );
    expect(device).toMatch(/^akscel_device=\d+\./);
    const attempt = (password: string, cookie?: string) =>
      signInRequest(server, { email: staffEmail, password }, cookie ? { Cookie: cookie } : {});
    for (let i = 0; i < 3; i += 1) expect((await attempt(`wrong password ${i}`)).status).toBe(401);
    const throttled = await attempt(staffPassword);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('1');
    expect(await messageOf(throttled)).toBe(staffMessages.throttled(1));

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt('wrong password 3')).status).toBe(401);
    const longer = await attempt(staffPassword);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('Retry-After')).toBe('2');

    // Far into a flood of guesses, a new device waits at most five minutes: no lock.
    await server.database.db
      .updateTable('sign_in_throttle')
      .set({ failures: 40, last_failure_at: Date.now(), next_attempt_at: Date.now() + 5 * 60_000 })
      .where('key', 'like', 'account:%')
      .execute();
    const flooded = await attempt(staffPassword);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('Retry-After'))).toBeLessThanOrEqual(5 * 60);
    // The owner's known device is counted on its own: the right password still signs in.
    expect((await attempt(staffPassword, device)).status).toBe(204);
    // A forged device cookie is no device cookie.
    expect((await attempt(staffPassword, 'akscel_device=1.forged.forged')).status).toBe(429);
    // Another account is not affected.
    await createStaff(server, 'second@akscellence.example');
    const other = await signInRequest(server, {
      email: 'second@akscellence.example',
      password: staffPassword,
    });
    expect(other.status).toBe(204);
  });

  it('slows down one client that tries many accounts', async () => {
    const server = await start();
    await createStaff(server);
    for (let i = 0; i < 10; i += 1) {
      const response = await signInRequest(server, {
        email: `guess${i}@akscellence.example`,
        password: 'a guessed password',
      });
      expect(response.status).toBe(401);
    }
    const blocked = await signInRequest(server, { email: staffEmail, password: staffPassword });
    expect(blocked.status).toBe(429);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes and after 12 hours in any case', async () => {
    const server = await start();
    await createStaff(server);
    const idle = await signIn(server);
    const old = await signIn(server);
    const fresh = await signIn(server);
    const now = Date.now();
    // The database holds the SHA-256 of the cookie's token.
    const idOf = (session: { cookie: string }) =>
      createHash('sha256')
        .update(session.cookie.split('=')[1] ?? '')
        .digest('hex');
    await server.database.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now - sessionIdleMs - 1000 })
      .where('id', '=', idOf(idle))
      .execute();
    await server.database.db
      .updateTable('staff_sessions')
      .set({ created_at: now - sessionAbsoluteMs - 1000, last_seen_at: now - 60_000 })
      .where('id', '=', idOf(old))
      .execute();
    expect((await idle.request(staffApiPaths.submissions)).status).toBe(401);
    expect((await old.request(staffApiPaths.submissions)).status).toBe(401);
    expect((await fresh.request(staffApiPaths.submissions)).status).toBe(200);
    // An expired session is gone from the database, not only refused.
    expect(
      await server.database.db.selectFrom('staff_sessions').select('id').execute(),
    ).toHaveLength(1);
  });
});
