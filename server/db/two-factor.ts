/**
 * An account's two-factor sign-in as stored: the encrypted secret, when it was turned on, the
 * last accepted time step and the recovery codes' hashes. What is sealed or hashed is done by the
 * caller (server/staff/two-factor-keys.ts); these queries only keep it, and make each code work
 * once even when two requests carry it at the same moment.
 */
import type { Database } from './connection';
import type { Tables } from './schema';
import type { Transaction } from 'kysely';

export interface StoredTwoFactor {
  staffId: number;
  email: string;
  passwordHash: string;
  role: Tables['staff_users']['role'];
  /** When it was turned on; null while off (or while a set-up waits for its code). */
  enabledAt: number | null;
  sealedSecret: string | null;
  lastStep: number | null;
}

export async function readTwoFactor(
  database: Database,
  staffId: number,
): Promise<StoredTwoFactor | undefined> {
  const row = await database.db
    .selectFrom('staff_users')
    .select([
      'id',
      'email',
      'password_hash',
      'role',
      'two_factor_at',
      'two_factor_secret',
      'two_factor_last_step',
    ])
    .where('id', '=', staffId)
    // A disabled account signs in no further, also between its password and its code.
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return (
    row && {
      staffId: row.id,
      email: row.email,
      passwordHash: row.password_hash,
      role: row.role,
      enabledAt: row.two_factor_at,
      sealedSecret: row.two_factor_secret,
      lastStep: row.two_factor_last_step,
    }
  );
}

/** A set-up begins (or begins again): its secret waits for a first code. Not while it is on. */
export async function startTwoFactorSetup(
  database: Database,
  staffId: number,
  sealedSecret: string,
): Promise<boolean> {
  const result = await database.db
    .updateTable('staff_users')
    .set({ two_factor_secret: sealedSecret, two_factor_last_step: null })
    .where('id', '=', staffId)
    .where('two_factor_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Spends the code of `step`: true only when no code of this step or a later one was accepted
 * before (one compare-and-set, so of two requests with the same code one wins).
 */
export async function claimStep(
  database: Database | Transaction<Tables>,
  staffId: number,
  step: number,
): Promise<boolean> {
  const db = 'db' in database ? database.db : database;
  const result = await db
    .updateTable('staff_users')
    .set({ two_factor_last_step: step })
    .where('id', '=', staffId)
    .where((eb) =>
      eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Turns two-factor on with the set-up's secret once its first code proved good: the step is
 * spent and the recovery codes replace any earlier ones, in one transaction.
 */
export async function enableTwoFactor(
  database: Database,
  staffId: number,
  step: number,
  recoveryHashes: readonly string[],
  now: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    if (!(await claimStep(trx, staffId, step))) return false;
    const turnedOn = await trx
      .updateTable('staff_users')
      .set({ two_factor_at: now })
      .where('id', '=', staffId)
      .where('two_factor_at', 'is', null)
      .where('two_factor_secret', 'is not', null)
      .executeTakeFirst();
    if (Number(turnedOn.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(recoveryHashes.map((codeHash) => ({ staff_id: staffId, code_hash: codeHash })))
      .execute();
    return true;
  });
}

/** Turns it off: the secret, the spent step and the recovery codes go. */
export async function disableTwoFactor(
  database: Database | Transaction<Tables>,
  staffId: number,
): Promise<void> {
  const db = 'db' in database ? database.db : database;
  await db
    .updateTable('staff_users')
    .set({ two_factor_at: null, two_factor_secret: null, two_factor_last_step: null })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
}

/** Spends a recovery code: true when the account had it (and now has it no more). */
export async function useRecoveryCode(
  database: Database,
  staffId: number,
  codeHash: string,
): Promise<boolean> {
  const result = await database.db
    .deleteFrom('staff_recovery_codes')
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recoveryCodesLeft(database: Database, staffId: number): Promise<number> {
  const row = await database.db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('left'))
    .where('staff_id', '=', staffId)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/**
 * The command line's recovery of an account whose owner lost their device: two-factor off and
 * every session of the account ended. Resolves to what it found.
 */
export async function turnOffForAccount(
  database: Database,
  email: string,
): Promise<'turned-off' | 'was-off' | 'no-such-account'> {
  return database.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('staff_users')
      .select(['id', 'two_factor_at', 'two_factor_secret'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) return 'no-such-account';
    if (user.two_factor_at === null && user.two_factor_secret === null) return 'was-off';
    await disableTwoFactor(trx, user.id);
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', user.id).execute();
    return user.two_factor_at === null ? 'was-off' : 'turned-off';
  });
}
