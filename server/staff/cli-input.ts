/**
 * What the staff accounts command (./cli.ts) reads: its words, checked before the database is
 * opened, and the password, piped in or typed twice without echo. A mistake in the words is a
 * UsageError, which the command answers with the usage text.
 */
import { isStaffRole, staffRoles, type StaffRole } from '@/shared/staff/roles';
import { minPasswordLength, passwordProblem } from './password-policy';
import { promptHidden, readPipedLine } from './prompt';

export const usage = `Usage:
  npm run staff -- add <email> [--role <role>]  create a staff account (you are asked for its password)
  npm run staff -- role <email> <role>          give a staff account another role
  npm run staff -- password <email>             set a new password and sign the account out everywhere
  npm run staff -- remove <email>               delete a staff account and sign it out everywhere
  npm run staff -- disable <email>              stop an account from signing in and sign it out everywhere
  npm run staff -- enable <email>               let a disabled account sign in again
  npm run staff -- two-factor-off <email>       turn off two-factor sign-in for someone who lost
                                                their authenticator and recovery codes; ends the
                                                account's sessions (an admin sets it up again at
                                                the next sign-in)
  npm run staff -- list                         list the staff accounts

Roles: admin (every lead, the activity and the reports), sales (contact requests only) and
recruiting (applications only). The first account is an admin; later ones need --role.

Passwords need at least ${minPasswordLength} characters and must not be easy to guess (common or
breached passwords, repeats, keyboard patterns, the account's own words). Piped into the command,
the first line of standard input is the password: printf '%s\\n' "$PASSWORD" | npm run staff -- add you@company.com`;

export class UsageError extends Error {}

const emailPattern = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

export function checkRole(role: string | undefined): StaffRole {
  if (role === undefined) throw new UsageError(`Give a role: ${staffRoles.join(', ')}.`);
  if (!isStaffRole(role)) {
    throw new UsageError(`"${role}" is not a role; the roles are ${staffRoles.join(', ')}.`);
  }
  return role;
}

export function checkEmail(email: string | undefined): string {
  if (email === undefined) throw new UsageError('Give the staff member’s e-mail address.');
  if (email.length > 254 || !emailPattern.test(email)) {
    throw new Error(`"${email}" is not an e-mail address.`);
  }
  return email;
}

export async function readPassword(email: string): Promise<string> {
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

/** How many words each command takes after its name, at most. */
const arities: Record<string, number> = {
  add: 3,
  role: 2,
  password: 1,
  remove: 1,
  disable: 1,
  enable: 1,
  'two-factor-off': 1,
  list: 0,
};

/** Refuses an unknown command and words a command does not take, before anything is opened. */
export function checkCommandLine(command: string | undefined, args: readonly string[]): void {
  const arity =
    command !== undefined && Object.hasOwn(arities, command) ? arities[command] : undefined;
  if (arity === undefined) {
    throw new UsageError(
      command === undefined ? 'Say what to do.' : `Unknown command "${command}".`,
    );
  }
  const rest = args.slice(arity);
  if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
  if (command === 'add' && args.length > 1 && args[1] !== '--role') {
    throw new UsageError(`Unexpected arguments: ${args.slice(1).join(' ')}`);
  }
}
