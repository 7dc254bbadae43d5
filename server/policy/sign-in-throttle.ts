/**
 * Sign-in attempts slow down, and never lock anyone out for good. Every attempt is counted
 * before its password is checked, under three keys:
 *
 * - per account: 3 attempts are free, then each further one must wait 1, 2, 4, 8 ... seconds
 *   after the last, up to 5 minutes;
 * - per client address: the same with more room (10 free), since one office shares an address;
 * - per device: a browser where the account signed in before carries a signed device cookie;
 *   its attempts are counted for that device alone (5 free), not for the account or the
 *   address. Someone who floods an account from elsewhere slows the account for new devices,
 *   never its owner on their usual one.
 *
 * Attempts are forgotten 15 minutes after the last one; a successful sign-in clears its account
 * and device and takes its own attempt off the address's count.
 */

export interface ThrottleRule {
  freeAttempts: number;
}

export const accountRule: ThrottleRule = { freeAttempts: 3 };
export const clientRule: ThrottleRule = { freeAttempts: 10 };
export const deviceRule: ThrottleRule = { freeAttempts: 5 };
/** An attempt older than this no longer counts. */
export const throttleMemoryMs = 15 * 60_000;
export const maxDelayMs = 5 * 60_000;

/** How long after the `attempts`-th attempt the next one may be made. */
export function delayAfter(attempts: number, rule: ThrottleRule): number {
  if (attempts < rule.freeAttempts) return 0;
  return Math.min(maxDelayMs, 1000 * 2 ** (attempts - rule.freeAttempts));
}
