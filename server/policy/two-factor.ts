/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): who must have it, and the
 * constants every authenticator app expects (30-second steps, six digits, SHA-1). A code is
 * accepted for the current step and one step either side, so a phone whose clock is up to half a
 * minute off still signs in; each account's last accepted step is stored, so a code (and any
 * earlier one) works once. Codes are throttled like passwords (policy/sign-in-throttle.ts).
 */
import type { StaffRole } from '@/shared/staff/roles';

export const totpPeriodSeconds = 30;
export const totpDigits = 6;
/** Steps accepted either side of the server's own. */
export const totpDrift = 1;
/** Recovery codes made when two-factor is turned on; each works once. */
export const recoveryCodeCount = 10;
/**
 * Between a correct password and its code: the browser holds a signed token that can do nothing
 * but send a code, for this long.
 */
export const pendingSignInMs = 5 * 60_000;

/** STAFF_TWO_FACTOR: admins always need two-factor; `all` asks it of every account. */
export type TwoFactorRule = 'admins' | 'all';

export function twoFactorRequired(role: StaffRole, rule: TwoFactorRule): boolean {
  return rule === 'all' || role === 'admin';
}
