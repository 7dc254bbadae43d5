/**
 * Staff accounts are managed here and nowhere else: there is no default account, no sign-up
 * page and no password in an environment variable.
 *
 *   npm run staff -- add <email> [--role <role>]  create an account (asks for the password)
 *   npm run staff -- role <email> <role>          give the account another role
 *   npm run staff -- password <email>             set a new password (ends the account's sessions)
 *   npm run staff -- remove <email>               delete the account (ends its sessions)
 *   npm run staff -- two-factor-off <email>       turn off two-factor sign-in (a lost phone)
 *   npm run staff -- list                         show the accounts
 *
 * The roles are admin, sales and recruiting (server/policy/staff-roles.ts says what each sees).
 * While no account is an admin, the account added is one; after that each new account is given
 * its role by name, so nobody becomes an admin by leaving it out. The last admin can be neither
 * given another role nor removed while other accounts remain.
 *
 * The password is read from standard input when that is not a terminal (one line), and asked
 * for twice without echo when it is. It works on the configured database: DATABASE_URL, or the
 * SQLite file of DATABASE_PATH (default data/submissions.sqlite). Its words and the password
 * are read and checked in ./cli-input.ts.
 */
import { staffPagePatterns } from '@/config/endpoints';
import { readFileSync } from 'node:fs';
import { defaultPort, readDatabaseTarget, readPublicOrigin, siteAddressFile } from '../config';
import { openDatabase, type Database } from '../db';
import { commandLineActor, recordAudit } from '../db/audit';
import { staffRoles, type StaffRole } from '@/shared/staff/roles';
import { addStaff, listStaff, setStaffPassword } from '../db/staff';
import {
  hasAdmin,
  removeStaff,
  setStaffDisabled,
  setStaffRole,
  type AccountChange,
} from '../db/staff-admins';
import { turnOffForAccount } from '../db/two-factor';
import {
  checkCommandLine,
  checkEmail,
  checkRole,
  readPassword,
  usage,
  UsageError,
} from './cli-input';
import { hashPassword } from './passwords';

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

/** The new account's role: an admin while there is none, otherwise the one asked for. */
async function newAccountRole(database: Database, asked: StaffRole | undefined) {
  if (!(await hasAdmin(database))) {
    if (asked !== undefined && asked !== 'admin') {
      throw new Error(
        `There is no admin yet, so this account must be one: add it without --role (or with --role admin).`,
      );
    }
    return 'admin';
  }
  if (asked === undefined) {
    throw new UsageError(`Say which role the account has: --role ${staffRoles.join('|')}.`);
  }
  return asked;
}

/** The account's role before the change, or the reason it was refused as an error. */
function changed(change: AccountChange, address: string): StaffRole {
  if (change.ok) return change.role;
  throw new Error(
    change.reason === 'last-admin'
      ? `${address.toLowerCase()} is the last admin who can sign in: make another account an admin first.`
      : `There is no account for ${address}.`,
  );
}

/** Account changes go into the audit trail, made by the command line. */
function accountChanged(
  database: Database,
  action:
    | 'account-added'
    | 'account-removed'
    | 'account-disabled'
    | 'account-enabled'
    | 'password-changed'
    | 'role-changed'
    | 'two-factor-off',
  email: string,
  detail?: string,
): Promise<void> {
  return recordAudit(database, {
    action,
    staffId: null,
    actor: commandLineActor,
    detail: detail === undefined ? email.toLowerCase() : `${email.toLowerCase()}: ${detail}`,
  });
}

function formatTime(ms: number | null): string {
  return ms === null ? 'never' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

async function run(database: Database, command: string | undefined, args: string[]) {
  const [email] = args;
  switch (command) {
    case 'add': {
      const address = checkEmail(email);
      const asked = args[1] === '--role' ? checkRole(args[2]) : undefined;
      const role = await newAccountRole(database, asked);
      const hash = await hashPassword(await readPassword(address));
      if (!(await addStaff(database, address, hash, role))) {
        throw new Error(
          `An account for ${address} exists already; to change its password run: npm run staff -- password ${address}`,
        );
      }
      await accountChanged(database, 'account-added', address, role);
      console.log(
        `Added ${address.toLowerCase()} (${role}). Sign in at ${new URL(staffPagePatterns.signIn, siteAddress()).toString()}`,
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
    case 'role': {
      const address = checkEmail(email);
      const role = checkRole(args[1]);
      const from = changed(await setStaffRole(database, { email: address }, role), address);
      if (from !== role) {
        await accountChanged(database, 'role-changed', address, `${from} -> ${role}`);
      }
      console.log(`${address.toLowerCase()} is ${role === 'admin' ? 'an' : 'a'} ${role} account.`);
      return;
    }
    case 'remove': {
      const address = checkEmail(email);
      changed(await removeStaff(database, { email: address }), address);
      await accountChanged(database, 'account-removed', address);
      console.log(`Removed ${address.toLowerCase()}; its sessions have ended.`);
      return;
    }
    case 'disable':
    case 'enable': {
      const address = checkEmail(email);
      const disable = command === 'disable';
      changed(await setStaffDisabled(database, { email: address }, disable, Date.now()), address);
      await accountChanged(database, disable ? 'account-disabled' : 'account-enabled', address);
      console.log(
        disable
          ? `Disabled ${address.toLowerCase()}; its sessions have ended.`
          : `${address.toLowerCase()} can sign in again.`,
      );
      return;
    }
    case 'two-factor-off': {
      const address = checkEmail(email);
      const result = await turnOffForAccount(database, address);
      if (result === 'no-such-account') throw new Error(`There is no account for ${address}.`);
      if (result === 'was-off') {
        console.log(`Two-factor sign-in was not on for ${address.toLowerCase()}.`);
        return;
      }
      await accountChanged(database, 'two-factor-off', address);
      console.log(
        `Turned off two-factor sign-in for ${address.toLowerCase()}; its sessions have ended.`,
      );
      return;
    }
    case 'list': {
      const accounts = await listStaff(database);
      if (accounts.length === 0) {
        console.log('No staff accounts yet. Add one with: npm run staff -- add you@company.com');
        return;
      }
      const width = Math.max(5, ...accounts.map((account) => account.email.length));
      console.log(
        `${'email'.padEnd(width)}  role        two-factor  created               last sign-in`,
      );
      for (const account of accounts) {
        console.log(
          `${account.email.padEnd(width)}  ${account.role.padEnd(10)}  ${(account.two_factor_at === null ? 'off' : 'on').padEnd(10)}  ${formatTime(account.created_at).padEnd(20)}  ${formatTime(account.last_sign_in_at)}${account.disabled_at === null ? '' : '  (disabled)'}`,
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

const [command, ...args] = process.argv.slice(2);
let database: Database | undefined;
try {
  checkCommandLine(command, args);
  database = await openDatabase(readDatabaseTarget());
  await run(database, command, args);
  process.exitCode = 0;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n\n${usage}` : message);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await database?.close();
}
