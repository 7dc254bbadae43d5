/**
 * Changes to staff accounts that must leave an admin behind: giving an account another role,
 * disabling it and removing it. Someone must always be able to manage the rest, so the last admin
 * who may sign in keeps the role, stays enabled and stays while other accounts remain.
 */
import type { Transaction } from 'kysely';
import type { StaffRole } from '@/shared/staff/roles';
import type { Database } from './connection';
import type { StaffUserRow, Tables } from './schema';
import { withdrawResets } from './account-links';
import { normaliseEmail } from './staff';

/** An account by its address (the command line) or its number (the accounts page). */
export type AccountKey = { email: string } | { id: number };

/** True when some account is an admin (the next account added must be one when none is). */
export async function hasAdmin(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ids of the admins who may sign in, read so that two changes at once cannot both take away
 * the last one: on PostgreSQL the rows stay locked until the transaction ends; SQLite lets one
 * writer at a time.
 */
async function enabledAdminIds(database: Database, trx: Transaction<Tables>): Promise<number[]> {
  let query = trx
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null);
  if (database.engine === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

function findAccount(trx: Transaction<Tables>, key: AccountKey): Promise<StaffUserRow | undefined> {
  const query = trx.selectFrom('staff_users').selectAll();
  return 'id' in key
    ? query.where('id', '=', key.id).executeTakeFirst()
    : query.where('email', '=', normaliseEmail(key.email)).executeTakeFirst();
}

/** The one admin left who may sign in is this account. */
function isLastAdmin(admins: readonly number[], id: number): boolean {
  return admins.length === 1 && admins[0] === id;
}

export type AccountChange =
  | { ok: true; email: string; role: StaffRole; changed: boolean }
  | { ok: false; reason: 'no-such-account' | 'last-admin' };

/** Gives the account a role; the last admin keeps theirs. `role` in the answer is the old one. */
export async function setStaffRole(
  database: Database,
  key: AccountKey,
  role: StaffRole,
): Promise<AccountChange> {
  return database.db.transaction().execute(async (trx): Promise<AccountChange> => {
    const admins = await enabledAdminIds(database, trx);
    const user = await findAccount(trx, key);
    if (!user) return { ok: false, reason: 'no-such-account' };
    if (role !== 'admin' && isLastAdmin(admins, user.id)) {
      return { ok: false, reason: 'last-admin' };
    }
    await trx.updateTable('staff_users').set({ role }).where('id', '=', user.id).execute();
    return { ok: true, email: user.email, role: user.role, changed: user.role !== role };
  });
}

/**
 * Stops an account from signing in, ending its sessions at once, or lets it sign in again. The
 * last admin who may sign in stays enabled.
 */
export async function setStaffDisabled(
  database: Database,
  key: AccountKey,
  disabled: boolean,
  now: number,
): Promise<AccountChange> {
  return database.db.transaction().execute(async (trx): Promise<AccountChange> => {
    const admins = await enabledAdminIds(database, trx);
    const user = await findAccount(trx, key);
    if (!user) return { ok: false, reason: 'no-such-account' };
    if (disabled && isLastAdmin(admins, user.id)) return { ok: false, reason: 'last-admin' };
    // Disabling again keeps the time it was first disabled.
    if (disabled === (user.disabled_at !== null)) {
      return { ok: true, email: user.email, role: user.role, changed: false };
    }
    await trx
      .updateTable('staff_users')
      .set({ disabled_at: disabled ? now : null })
      .where('id', '=', user.id)
      .execute();
    if (disabled) {
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', user.id).execute();
      // A reset link mailed before would let the account back in.
      await withdrawResets(trx, user.id, now);
    }
    return { ok: true, email: user.email, role: user.role, changed: true };
  });
}

/**
 * Removes the account and ends its sessions. Its history stays under the address it had (the
 * activity and notes keep the text; only their link to the account goes). The last admin who may
 * sign in stays while other accounts remain.
 */
export async function removeStaff(database: Database, key: AccountKey): Promise<AccountChange> {
  return database.db.transaction().execute(async (trx): Promise<AccountChange> => {
    const admins = await enabledAdminIds(database, trx);
    const user = await findAccount(trx, key);
    if (!user) return { ok: false, reason: 'no-such-account' };
    if (isLastAdmin(admins, user.id)) {
      const other = await trx
        .selectFrom('staff_users')
        .select('id')
        .where('id', '!=', user.id)
        .executeTakeFirst();
      if (other) return { ok: false, reason: 'last-admin' };
    }
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', user.id).execute();
    await trx.deleteFrom('staff_users').where('id', '=', user.id).execute();
    return { ok: true, email: user.email, role: user.role, changed: true };
  });
}
