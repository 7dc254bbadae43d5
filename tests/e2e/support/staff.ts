/**
 * The staff side of the browser suite: an account made the way a company makes one (`npm run
 * staff` against the test server's database), and signing in through the page.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { ConsoleProblems } from './fixtures';
import { expect, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import type { StaffRole } from '@/shared/staff/roles';
import { e2eDatabasePath } from './env';

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
}

/** Removes an account the way a company does (`npm run staff -- remove`). */
export function removeStaffAccount(email: string): void {
  const run = staffCommand(['remove', email]);
  if (run.status !== 0) throw new Error(`npm run staff failed:\n${run.stderr}`);
}

export async function signInAsStaff(page: Page, email = staffEmail): Promise<void> {
  await page.goto(paths.staffSignIn.href());
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/**
 * The browser logs every 401 answer; where a test expects the session check to fail, it is
 * forgiven.
 */
export function forgiveUnauthorized(problems: ConsoleProblems): void {
  problems.messages = problems.messages.filter((message) => !message.includes('status of 401'));
}
