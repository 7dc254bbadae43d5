/**
 * Failed sign-ins slow down and then stop guessing. Per account: the first 3 failures are free,
 * then each further attempt must wait 1, 2, 4, 8 ... seconds after the last failure, and the 10th
 * failure locks the account for 15 minutes. Per client address the same with more room (10 free,
 * lock at 30), since one office may share an address. Failures are forgotten 15 minutes after
 * the last one; a successful sign-in clears its account's count.
 */

export interface ThrottleRule {
  freeFailures: number;
  lockAtFailures: number;
}

export const accountRule: ThrottleRule = { freeFailures: 3, lockAtFailures: 10 };
export const clientRule: ThrottleRule = { freeFailures: 10, lockAtFailures: 30 };
export const lockMs = 15 * 60_000;
/** A failure older than this no longer counts. */
export const throttleMemoryMs = 15 * 60_000;
const maxDelayMs = 5 * 60_000;

export interface ThrottleState {
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

/** Milliseconds until the next attempt may be made; 0 when it may be made now. */
export function waitMs(state: ThrottleState | undefined, rule: ThrottleRule, now: number): number {
  if (!state) return 0;
  if (state.locked_until > now) return state.locked_until - now;
  if (now - state.last_failure_at >= throttleMemoryMs) return 0;
  if (state.failures < rule.freeFailures) return 0;
  const delay = Math.min(maxDelayMs, 1000 * 2 ** (state.failures - rule.freeFailures));
  return Math.max(0, state.last_failure_at + delay - now);
}
