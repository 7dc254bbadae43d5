/**
 * The suite's authenticator app: the keys of the accounts that set up two-factor sign-in, kept in
 * files under test-results/ beside the test server's database (both outlive a run), and the
 * codes computed from them with the library the server checks them with (otpauth).
 *
 * The server takes a code once per 30-second step, and the steps either side of its own. Workers
 * run at once, so every code is handed out under a lock (a directory made atomically), each a
 * step later than the last: the current step's, else the next one's, else the worker waits for
 * the next step, as a person would wait for the app's next code.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';

const stateDir = resolve(import.meta.dirname, '..', '..', '..', 'test-results', 'staff-two-factor');
const periodMs = 30_000;

interface Authenticator {
  secret: string;
  /** The last step whose code was handed out. */
  lastStep: number;
}

const fileOf = (email: string, kind: 'key' | 'session') =>
  join(stateDir, `${email.toLowerCase().replace(/[^a-z0-9.@-]/g, '_')}.${kind}.json`);

export function currentStep(now = Date.now()): number {
  return Math.floor(now / periodMs);
}

export function codeAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * periodMs,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` while no other worker works on this account's files. */
export async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(stateDir, { recursive: true });
  const lock = `${fileOf(email, 'key')}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died holding it: a lock is never held this long otherwise.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true });
      } catch {
        // Gone meanwhile.
      }
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(stateDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, file);
}

export function hasAuthenticator(email: string): boolean {
  return readJson(fileOf(email, 'key')) !== undefined;
}

/** Call under the account's lock. */
export function saveAuthenticator(email: string, secret: string, lastStep: number): void {
  writeJson(fileOf(email, 'key'), { secret, lastStep } satisfies Authenticator);
}

/** The account was made anew: whatever was kept for an earlier one of its address is void. */
export function forgetAccount(email: string): void {
  rmSync(fileOf(email, 'key'), { force: true });
  rmSync(fileOf(email, 'session'), { force: true });
}

/**
 * A code the server has not taken yet; `onWait` is told how long the worker will wait first
 * (so that a test can allow for it). Call under the account's lock.
 */
export async function nextCode(email: string, onWait?: (ms: number) => void): Promise<string> {
  const app = readJson(fileOf(email, 'key')) as Authenticator | undefined;
  if (!app) throw new Error(`No authenticator for ${email}.`);
  for (;;) {
    const now = currentStep();
    const step = Math.max(now, app.lastStep + 1);
    if (step <= now + 1) {
      saveAuthenticator(email, app.secret, step);
      return codeAt(app.secret, step);
    }
    const wait = (now + 1) * periodMs - Date.now() + 250;
    onWait?.(wait);
    await sleep(wait);
  }
}

/** Cookies of a signed-in browser, kept so that other tests need not sign in again. */
export interface KeptCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

export function keptSession(email: string): KeptCookie[] | undefined {
  return readJson(fileOf(email, 'session')) as KeptCookie[] | undefined;
}

export function keepSession(email: string, cookies: KeptCookie[]): void {
  writeJson(fileOf(email, 'session'), cookies);
}
