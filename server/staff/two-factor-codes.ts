/**
 * The codes of two-factor sign-in: TOTP secrets and codes (RFC 6238, with the otpauth library),
 * recovery codes, and what a code typed by a person may look like before anything is checked.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { recoveryCodeCount, totpDigits, totpDrift, totpPeriodSeconds } from '../policy/two-factor';

/** The issuer an authenticator app shows beside the account. */
export const totpIssuer = 'Akscellence staff';

function totpOf(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label: email,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 160 random bits (RFC 4226's recommendation), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address a QR code carries to the app. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step of a moment (ms). */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / totpPeriodSeconds);
}

/** The code of a step; the tests compute codes the way an app does. */
export function totpCode(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * totpPeriodSeconds * 1000 });
}

/**
 * The step a six-digit code belongs to, within the allowed drift of `now`, or undefined. The
 * caller still checks that the step is later than the last one accepted.
 */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: totpDrift });
  return delta === null ? undefined : totpStep(now) + delta;
}

// Recovery codes: ten letters and digits that cannot be mistaken for one another, in two groups
// of five ("7KQ4M-XW2PD"): 50 bits each, far beyond guessing under the sign-in throttle.
const recoveryAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const recoveryGroup = 5;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from(
      { length: recoveryGroup * 2 },
      () => recoveryAlphabet[randomInt(recoveryAlphabet.length)] ?? '',
    ).join('');
    return `${characters.slice(0, recoveryGroup)}-${characters.slice(recoveryGroup)}`;
  });
}

/** What a person typed, as one of the two kinds of code, or undefined when it is neither. */
export type TypedCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Longest text looked at: anything longer is refused before it is read. */
export const maxTypedCodeLength = 40;

/**
 * Spaces and dashes are what people type between groups; case does not matter. Anything else
 * (letters in a six-digit code, 60 digits, control characters) is refused with one message.
 */
export function readTypedCode(value: unknown): TypedCode | undefined {
  if (typeof value !== 'string' || value.length > maxTypedCodeLength) return undefined;
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (new RegExp(`^\\d{${totpDigits}}$`).test(compact)) return { kind: 'totp', code: compact };
  const recovery = new RegExp(`^[${recoveryAlphabet}]{${recoveryGroup * 2}}$`);
  if (recovery.test(compact)) {
    return {
      kind: 'recovery',
      code: `${compact.slice(0, recoveryGroup)}-${compact.slice(recoveryGroup)}`,
    };
  }
  return undefined;
}
