/**
 * The staff side of the browser suite: an account made the way a company makes one (`npm run
 * staff` against the test server's database), and signing in through the page.
 *
 * Admins must sign in with two-factor: the first time the suite needs an admin, it sets two-factor
 * up through the staff API as the account page does, keeps the key (./authenticator.ts), and from
 * then on signs in through the page with the password and a code computed from that key. A code
 * works once per 30-second step, so a test that only needs to be signed in as the suite's admin
 * reuses the session another test of the run signed in with (checked alive first), as a person
 * stays signed in; a test that ends sessions asks for a fresh one of its own.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { ConsoleProblems } from './fixtures';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffRole } from '@/shared/staff/roles';
import type { StaffSessionInfo, TwoFactorSetup } from '@/shared/staff/api-types';
import { e2eBaseUrl, e2eDatabasePath } from './env';
import {
  codeAt,
  currentStep,
  forgetAccount,
  hasAuthenticator,
  keepSession,
  keptSession,
  nextCode,
  saveAuthenticator,
  withAccountLock,
  type KeptCookie,
} from './authenticator';

export const staffEmail = 'browser.staff@akscellence.example';
export const staffPassword = 'a browser test passphrase';

const root = resolve(import.meta.dirname, '..', '..', '..');

/** Runs `npm run staff` against the test server's database; its output, whatever its status. */
function staffCommand(args: readonly string[], input = '', databasePath = e2eDatabasePath) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/staff/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath },
    input,
    encoding: 'utf8',
  });
}

/** The roles of the accounts this worker made sure of: admins sign in with a code. */
const roles = new Map<string, StaffRole>();

/**
 * Creates the account unless an earlier run (or another worker) already did. On a fresh database
 * the first account must be an admin (the command refuses another role then), so a spec that
 * makes a sales or recruiting account makes the suite's admin account first. Its password is
 * never reset here: that would end the sessions of tests running in parallel.
 */
export function ensureStaffAccount(
  email = staffEmail,
  role: StaffRole = 'admin',
  /** The database of a server a spec started itself, instead of the suite's. */
  databasePath = e2eDatabasePath,
): void {
  const run = staffCommand(['add', email, '--role', role], `${staffPassword}\n`, databasePath);
  if (run.status !== 0 && !/exists already/.test(run.stderr)) {
    throw new Error(`npm run staff failed:\n${run.stderr}`);
  }
  // What this module keeps about an account (its role, its authenticator) is the suite server's.
  if (databasePath !== e2eDatabasePath) return;
  if (run.status === 0) forgetAccount(email);
  roles.set(email.toLowerCase(), role);
}

/** Removes an account the way a company does (`npm run staff -- remove`). */
export function removeStaffAccount(email: string): void {
  const run = staffCommand(['remove', email]);
  if (run.status !== 0) throw new Error(`npm run staff failed:\n${run.stderr}`);
}

function needsCode(email: string): boolean {
  return (roles.get(email.toLowerCase()) ?? 'admin') === 'admin';
}

/** `name=value; ...` of the answer's cookies, as the next request sends them. */
function cookiesOf(response: Response, jar: Map<string, string>): string {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name = '', ...value] = pair.split('=');
    jar.set(name, value.join('='));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Turns two-factor on for an admin as the account page does (sign in, new key, first code).
 * When the key of an earlier run is lost, the staff command turns it off first, as it would for
 * someone who lost their phone. Call under the account's lock.
 */
async function setUpTwoFactor(email: string): Promise<void> {
  const off = staffCommand(['two-factor-off', email]);
  if (off.status !== 0) throw new Error(`Turning two-factor off failed:\n${off.stderr}`);
  const jar = new Map<string, string>();
  const send = (path: string, init: RequestInit = {}, csrf?: string) =>
    fetch(`${e2eBaseUrl}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        Origin: e2eBaseUrl,
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
      },
    });
  const signedIn = await send(staffApiPaths.session, {
    method: 'POST',
    body: JSON.stringify({ email, password: staffPassword }),
  });
  if (signedIn.status !== 204) throw new Error(`Sign-in answered ${signedIn.status}.`);
  cookiesOf(signedIn, jar);
  const { csrfToken } = (await (await send(staffApiPaths.session)).json()) as StaffSessionInfo;
  const setup = await send(staffApiPaths.twoFactorSetup, { method: 'POST' }, csrfToken);
  const { secret } = (await setup.json()) as TwoFactorSetup;
  const step = currentStep();
  const on = await send(
    staffApiPaths.twoFactor,
    { method: 'POST', body: JSON.stringify({ code: codeAt(secret, step) }) },
    csrfToken,
  );
  if (on.status !== 200) throw new Error(`Turning two-factor on answered ${on.status}.`);
  saveAuthenticator(email, secret, step);
}

/** Makes sure the admin has two-factor on with a key the suite keeps (no code is spent). */
export function ensureTwoFactor(email = staffEmail): Promise<void> {
  return withAccountLock(email, async () => {
    if (!hasAuthenticator(email)) await setUpTwoFactor(email);
  });
}

/** Two-factor off for an account, from the command line (a spec that sets it up starts so). */
export function turnOffTwoFactor(email: string): void {
  const off = staffCommand(['two-factor-off', email]);
  if (off.status !== 0) throw new Error(`Turning two-factor off failed:\n${off.stderr}`);
  forgetAccount(email);
}

/** A code for the account's next sign-in; the test's time allows for any wait. */
export function staffCode(email = staffEmail): Promise<string> {
  return withAccountLock(email, async () => {
    if (!hasAuthenticator(email)) await setUpTwoFactor(email);
    return nextCode(email, (ms) => {
      test.info().setTimeout(test.info().timeout + ms);
    });
  });
}

/** Whether kept cookies still open a session (asked outside the page: no 401 in its console). */
async function alive(cookies: readonly KeptCookie[]): Promise<boolean> {
  const answer = await fetch(`${e2eBaseUrl}${staffApiPaths.session}`, {
    headers: { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  return answer.status === 200;
}

/**
 * Signs in through the page: the password, then a code when the account is an admin. `fresh`
 * asks for a session of the test's own (one it may end); otherwise an admin's live session from
 * another test may be reused.
 */
export async function signInAsStaff(
  page: Page,
  email = staffEmail,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const code = needsCode(email);
  const kept = code && !options.fresh ? keptSession(email) : undefined;
  if (kept && (await alive(kept))) {
    await page.context().addCookies(kept);
    await page.goto(paths.staffInbox.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    return;
  }
  // Set up before the password is sent: without it, an admin's sign-in would need no code.
  if (code) await ensureTwoFactor(email);
  await page.goto(paths.staffSignIn.href());
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    const field = page.getByLabel('Code from your authenticator app');
    await expect(field).toBeVisible();
    await field.fill(await staffCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  if (code && !options.fresh) {
    const cookies = await page.context().cookies(e2eBaseUrl);
    keepSession(email, cookies);
  }
}

/**
 * The browser logs every 401 answer; where a test expects the session check to fail, it is
 * forgiven.
 */
export function forgiveUnauthorized(problems: ConsoleProblems): void {
  problems.messages = problems.messages.filter((message) => !message.includes('status of 401'));
}
