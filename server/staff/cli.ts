/**
 * Staff accounts are managed here and nowhere else: there is no default account, no sign-up
 * page and no password in an environment variable.
 *
 *   npm run staff -- add <email>        create an account (asks for the password)
 *   npm run staff -- password <email>   set a new password (ends the account's sessions)
 *   npm run staff -- remove <email>     delete the account (ends its sessions)
 *   npm run staff -- list               show the accounts
 *
 * The password is read from standard input when that is not a terminal (one line), and asked
 * for twice without echo when it is. It works on the configured database: DATABASE_URL, or the
 * SQLite file of DATABASE_PATH (default data/submissions.sqlite).
 */
import { staffPagePatterns } from '@/config/endpoints';
import { readFileSync } from 'node:fs';
import { defaultPort, readDatabaseTarget, readPublicOrigin, siteAddressFile } from '../config';
import { openDatabase, type Database } from '../db';
import { commandLineActor, recordAudit } from '../db/audit';
import { addStaff, listStaff, removeStaff, setStaffPassword } from '../db/staff';
import { minPasswordLength, passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { promptHidden, readPipedLine } from './prompt';

/**
 * Where staff sign in: PUBLIC_ORIGIN or PORT when this command was given them, otherwise the
 * address the local server recorded when it started, otherwise the default port's.
 */
function siteAddress(): string {
  if (process.env.PUBLIC_ORIGIN || process.env.PORT) {
    return readPublicOrigin(process.env, Number(process.env.PORT ?? defaultPort));
  }
  try {
    const recorded = readFileSync(siteAddressFile(readDatabaseTarget().path), 'utf8').trim();
    return readPublicOrigin({ PUBLIC_ORIGIN: recorded }, defaultPort);
  } catch {
    return readPublicOrigin(process.env, defaultPort);
  }
}

const usage = `Usage:
  npm run staff -- add <email>        create a staff account (you are asked for its password)
  npm run staff -- password <email>   set a new password and sign the account out everywhere
  npm run staff -- remove <email>     delete a staff account and sign it out everywhere
  npm run staff -- list               list the staff accounts

Passwords need at least ${minPasswordLength} characters and must not be easy to guess (common or
breached passwords, repeats, keyboard patterns, the account's own words). Piped into the command,
the first line of standard input is the password: printf '%s\\n' "$PASSWORD" | npm run staff -- add you@company.com`;

class UsageError extends Error {}

const emailPattern = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

function checkEmail(email: string | undefined): string {
  if (email === undefined) throw new UsageError('Give the staff member’s e-mail address.');
  if (email.length > 254 || !emailPattern.test(email)) {
    throw new Error(`"${email}" is not an e-mail address.`);
  }
  return email;
}

async function readPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await readPipedLine();
    const problem = passwordProblem(password, email);
    if (problem) throw new Error(`${problem} (read from standard input)`);
    return password;
  }
  for (;;) {
    const password = await promptHidden(
      `Password for ${email} (at least ${minPasswordLength} characters): `,
    );
    const problem = passwordProblem(password, email);
    if (problem) {
      console.log(problem);
      continue;
    }
    if ((await promptHidden('Type it again: ')) === password) return password;
    console.log('The two did not match; try again.');
  }
}

/** Account changes go into the audit trail, made by the command line. */
function accountChanged(
  database: Database,
  action: 'account-added' | 'account-removed' | 'password-changed',
  email: string,
): Promise<void> {
  return recordAudit(database, {
    action,
    staffId: null,
    actor: commandLineActor,
    detail: email.toLowerCase(),
  });
}

function formatTime(ms: number | null): string {
  return ms === null ? 'never' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

async function run(database: Database, command: string | undefined, email: string | undefined) {
  switch (command) {
    case 'add': {
      const address = checkEmail(email);
      const hash = await hashPassword(await readPassword(address));
      if (!(await addStaff(database, address, hash))) {
        throw new Error(
          `An account for ${address} exists already; to change its password run: npm run staff -- password ${address}`,
        );
      }
      await accountChanged(database, 'account-added', address);
      console.log(
        `Added ${address.toLowerCase()}. Sign in at ${new URL(staffPagePatterns.signIn, siteAddress()).toString()}`,
      );
      return;
    }
    case 'password': {
      const address = checkEmail(email);
      const hash = await hashPassword(await readPassword(address));
      if (!(await setStaffPassword(database, address, hash))) {
        throw new Error(`There is no account for ${address}.`);
      }
      await accountChanged(database, 'password-changed', address);
      console.log(`Changed the password of ${address.toLowerCase()}; its sessions have ended.`);
      return;
    }
    case 'remove': {
      const address = checkEmail(email);
      if (!(await removeStaff(database, address)))
        throw new Error(`There is no account for ${address}.`);
      await accountChanged(database, 'account-removed', address);
      console.log(`Removed ${address.toLowerCase()}; its sessions have ended.`);
      return;
    }
    case 'list': {
      const accounts = await listStaff(database);
      if (accounts.length === 0) {
        console.log('No staff accounts yet. Add one with: npm run staff -- add you@company.com');
        return;
      }
      const width = Math.max(5, ...accounts.map((account) => account.email.length));
      console.log(`${'email'.padEnd(width)}  created               last sign-in`);
      for (const account of accounts) {
        console.log(
          `${account.email.padEnd(width)}  ${formatTime(account.created_at).padEnd(20)}  ${formatTime(account.last_sign_in_at)}`,
        );
      }
      return;
    }
    default:
      throw new UsageError(
        command === undefined ? 'Say what to do.' : `Unknown command "${command}".`,
      );
  }
}

const [command, email, ...rest] = process.argv.slice(2);
let database: Database | undefined;
try {
  if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
  if (command === undefined || !['add', 'password', 'remove', 'list'].includes(command)) {
    throw new UsageError(
      command === undefined ? 'Say what to do.' : `Unknown command "${command}".`,
    );
  }
  database = await openDatabase(readDatabaseTarget());
  await run(database, command, email);
  process.exitCode = 0;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n\n${usage}` : message);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await database?.close();
}
