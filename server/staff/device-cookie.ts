/**
 * The device cookie of OWASP's advice against account lock-out: after a successful sign-in the
 * browser gets a signed token naming the account; a later attempt carrying it for that account
 * is throttled for that device alone (see policy/sign-in-throttle.ts). The token is an HMAC with a key
 * kept in the database, so a stolen copy of the cookie is the only way to have one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const deviceCookie = 'akscel_device';
/** A year: the point is to recognise the browser on its next visit, whenever that is. */
export const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export interface DeviceSigner {
  issue(staffId: number): string;
  /** The account the token was issued for, when the token is genuine. */
  staffIdOf(token: string): number | undefined;
}

export function deviceSigner(key: string): DeviceSigner {
  const sign = (payload: string) =>
    createHmac('sha256', key).update(`device:${payload}`).digest('base64url');
  return {
    issue(staffId) {
      const payload = `${staffId}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    staffIdOf(token) {
      const parts = token.split('.');
      if (parts.length !== 3 || !/^\d{1,15}$/.test(parts[0] ?? '')) return undefined;
      const payload = `${parts[0]}.${parts[1]}`;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(parts[2] ?? '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return Number(parts[0]);
    },
  };
}
