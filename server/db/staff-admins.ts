/**
 * Changes to staff accounts that must leave an admin behind: giving an account another role, and
 * removing one. Someone must always be able to manage the rest, so the last admin keeps the role
 * and stays while other accounts remain.
 */
import type { Transaction } from 'kysely';
import type { StaffRole } from '@/shared/staff/roles';
import type { Database } from './connection';
import type { Tables } from './schema';
import { normaliseEmail } from './staff';

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
 * The ids of the admins, read so that two changes at once cannot both take away the last one: on
 * PostgreSQL the rows stay locked until the transaction ends; SQLite lets one writer at a time.
 */
async function adminIds(database: Database, trx: Transaction<Tables>): Promise<number[]> {
  let query = trx.selectFrom('staff_users').select('id').where('role', '=', 'admin');
  if (database.engine === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

export type RoleChange =
  { ok: true; from: StaffRole } | { ok: false; reason: 'no-such-account' | 'last-admin' };

/** Gives the account a role; the last admin keeps theirs. */
export async function setStaffRole(
  database: Database,
  email: string,
  role: StaffRole,
): Promise<RoleChange> {
  return database.db.transaction().execute(async (trx): Promise<RoleChange> => {
    const admins = await adminIds(database, trx);
    const user = await trx
      .selectFrom('staff_users')
      .select(['id', 'role'])
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (!user) return { ok: false, reason: 'no-such-account' };
    if (role !== 'admin' && admins.length === 1 && admins[0] === user.id) {
      return { ok: false, reason: 'last-admin' };
    }
    await trx.updateTable('staff_users').set({ role }).where('id', '=', user.id).execute();
    return { ok: true, from: user.role };
  });
}

/**
 * Removes the account and ends its sessions. The last admin stays while other accounts remain,
 * so that someone can always manage the rest.
 */
export async function removeStaff(
  database: Database,
  email: string,
): Promise<'removed' | 'no-such-account' | 'last-admin'> {
  return database.db.transaction().execute(async (trx) => {
    const admins = await adminIds(database, trx);
    const user = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (!user) return 'no-such-account';
    if (admins.length === 1 && admins[0] === user.id) {
      const other = await trx
        .selectFrom('staff_users')
        .select('id')
        .where('id', '!=', user.id)
        .executeTakeFirst();
      if (other) return 'last-admin';
    }
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', user.id).execute();
    await trx.deleteFrom('staff_users').where('id', '=', user.id).execute();
    return 'removed';
  });
}
