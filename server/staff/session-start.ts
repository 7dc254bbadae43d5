/**
 * The end of a successful sign-in, after the password alone or after its code: the session and
 * its cookie, the device cookie, the activity record. And the cookie of the step between, which
 * holds a signed pending sign-in (server/staff/two-factor-keys.ts) and opens no staff route.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestIsHttps } from '../client-address';
import { recordAudit } from '../db/audit';
import { createSession } from '../db/staff';
import { pendingSignInMs } from '../policy/two-factor';
import { deviceCookie, deviceCookieMaxAgeSeconds, type DeviceSigner } from './device-cookie';
import { writeSessionCookie, type GuardOptions, type StaffEnv } from './guard';

export interface SessionStartOptions extends GuardOptions {
  devices: DeviceSigner;
  log: (line: string) => void;
}

export async function startSession(
  c: Context<StaffEnv>,
  options: SessionStartOptions,
  staff: { id: number; email: string },
  clientHash: string,
): Promise<Response> {
  const session = await createSession(
    options.database,
    staff.id,
    options.now(),
    c.req.header('User-Agent') ?? null,
  );
  writeSessionCookie(c, options, session.token);
  const https = requestIsHttps(c, options.proxy);
  setCookie(c, deviceCookie, options.devices.issue(staff.id), {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: deviceCookieMaxAgeSeconds,
    ...(https ? { secure: true, prefix: 'host' as const } : {}),
  });
  await recordAudit(options.database, {
    action: 'sign-in',
    staffId: staff.id,
    actor: staff.email,
    clientHash,
  });
  options.log(`request=${c.get('requestId')} staff sign-in outcome=success`);
  return c.body(null, 204);
}

/** The pending sign-in's cookie: a password was right, the code is still to come. */
export const pendingCookie = 'akscel_pending';

export function writePendingCookie(c: Context, options: GuardOptions, token: string): void {
  const attributes = {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: Math.floor(pendingSignInMs / 1000),
  } as const;
  if (requestIsHttps(c, options.proxy)) {
    setCookie(c, pendingCookie, token, { ...attributes, prefix: 'host' });
  } else setCookie(c, pendingCookie, token, attributes);
}

export function readPendingCookie(c: Context, options: GuardOptions): string | undefined {
  return requestIsHttps(c, options.proxy)
    ? getCookie(c, pendingCookie, 'host')
    : getCookie(c, pendingCookie);
}

export function clearPendingCookie(c: Context, options: GuardOptions): void {
  if (requestIsHttps(c, options.proxy)) {
    deleteCookie(c, pendingCookie, { path: '/', secure: true, prefix: 'host' });
  } else deleteCookie(c, pendingCookie, { path: '/' });
}
