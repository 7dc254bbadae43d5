/**
 * What every staff API request passes before its route runs: answers are never cached or
 * indexed; a state-changing request must come from the site's own origin (Origin header) and,
 * once signed in, carry the session's CSRF token in X-CSRF-Token; and every route but the few
 * public ones (signing in and its code, forgotten passwords, invitation links) needs a live
 * session (401 otherwise, which sends the staff pages to the sign-in page). An account that must
 * have two-factor sign-in and has not set it up may only set it up (or sign out) until it has:
 * every other route answers 403 (server/policy/two-factor.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import { csrfHeader, publicStaffApiPosts, staffApiPaths } from '@/config/staff-api';
import { requestIsHttps, type ProxyTrust } from '../client-address';
import type { Database } from '../db/connection';
import { findSession, type ActiveSession } from '../db/staff';
import { sessionCookie } from '../policy/staff-session';
import { twoFactorRequired, type TwoFactorRule } from '../policy/two-factor';

export const staffMessages = {
  signIn: 'Sign in to continue.',
  wrongOrigin: 'This request did not come from the staff pages of this site.',
  csrf: 'The page is out of date: reload it and try again.',
  badCredentials: 'The e-mail address or password is not correct.',
  malformedSignIn: 'Enter your e-mail address and password.',
  throttled: (seconds: number) =>
    `Too many sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  busy: 'Many sign-ins are under way. Try again in a second.',
  endCurrentSession: 'This is the session you are using: sign out instead.',
  noSuchSession: 'There is no such session; it may have ended already.',
  emptyNote: 'Write the note first.',
  noteTooLong: (limit: number) =>
    `A note can be at most ${limit.toLocaleString('en-US')} characters long.`,
  notFound: 'There is no such entry; it may have been deleted.',
  notForYourRole: 'Your role does not include this. An admin can change roles if you need it.',
  accountDisabled: 'This account is disabled. Ask an admin of the staff pages to enable it.',
  twoFactorFirst: 'Set up two-factor sign-in first: your account needs it.',
  badCode: 'That code is not correct, or it was used already.',
  malformedCode:
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  signInAgain: 'Sign in again: the time for entering the code ran out.',
  badPassword: 'The password is not correct.',
  twoFactorOnAlready: 'Two-factor sign-in is on already.',
  noSetUp: 'Start the set-up again: there is no key waiting for its first code.',
} as const;

export interface StaffEnv {
  Variables: { session: ActiveSession; sessionToken: string; requestId: string };
}

export interface GuardOptions {
  database: Database;
  proxy: ProxyTrust;
  /** Where staff open the site, allowed as an Origin besides the request's own host. */
  publicOrigin: string;
  now: () => number;
  /** STAFF_TWO_FACTOR: who must have two-factor sign-in. */
  twoFactorRule: TwoFactorRule;
}

/** What an account that must set up two-factor sign-in may still do. */
const setUpRoutes = new Set([
  `GET ${staffApiPaths.session}`,
  `DELETE ${staffApiPaths.session}`,
  `POST ${staffApiPaths.twoFactorSetup}`,
  `POST ${staffApiPaths.twoFactor}`,
]);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isHttps(c: Context, options: GuardOptions): boolean {
  return requestIsHttps(c, options.proxy);
}

export function readSessionToken(c: Context, options: GuardOptions): string | undefined {
  return isHttps(c, options) ? getCookie(c, sessionCookie, 'host') : getCookie(c, sessionCookie);
}

export function writeSessionCookie(c: Context, options: GuardOptions, token: string): void {
  // No Max-Age: the cookie ends with the browser session; the server ends the session sooner.
  const attributes = { path: '/', httpOnly: true, sameSite: 'Strict' } as const;
  if (isHttps(c, options)) setCookie(c, sessionCookie, token, { ...attributes, prefix: 'host' });
  else setCookie(c, sessionCookie, token, attributes);
}

export function clearSessionCookie(c: Context, options: GuardOptions): void {
  if (isHttps(c, options))
    deleteCookie(c, sessionCookie, { path: '/', secure: true, prefix: 'host' });
  else deleteCookie(c, sessionCookie, { path: '/' });
}

/** The request's own origin (as the browser sees it, behind a trusted proxy too). */
function ownOrigin(c: Context, options: GuardOptions): string | undefined {
  const host = c.req.header('Host');
  return host ? `${isHttps(c, options) ? 'https' : 'http'}://${host}` : undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function staffGuard(options: GuardOptions): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    const changes = !safeMethods.has(c.req.method);
    if (changes) {
      const origin = c.req.header('Origin');
      const allowed = [ownOrigin(c, options), options.publicOrigin];
      if (origin === undefined || !allowed.includes(origin)) {
        return c.json({ message: staffMessages.wrongOrigin }, 403);
      }
    }
    // Signing in (a password, then maybe a code), and the ways in of someone without a password (an invitation, a forgotten
    // password), are done without a session.
    if (c.req.method === 'POST' && publicStaffApiPosts.includes(c.req.path)) return next();

    const token = readSessionToken(c, options);
    const session = token ? await findSession(options.database, token, options.now()) : undefined;
    if (!token || !session) {
      if (!token) return c.json({ message: staffMessages.signIn }, 401);
      // A cookie whose session is over: the page says so, where a first visit only asks to sign in.
      clearSessionCookie(c, options);
      return c.json({ message: staffMessages.signIn, reason: 'expired' }, 401);
    }
    if (changes && !sameText(c.req.header(csrfHeader) ?? '', session.csrfToken)) {
      return c.json({ message: staffMessages.csrf }, 403);
    }
    if (
      !session.twoFactorOn &&
      twoFactorRequired(session.role, options.twoFactorRule) &&
      !setUpRoutes.has(`${c.req.method} ${c.req.path}`)
    ) {
      return c.json({ message: staffMessages.twoFactorFirst, reason: 'two-factor-required' }, 403);
    }
    c.set('session', session);
    c.set('sessionToken', token);
    return next();
  };
}
