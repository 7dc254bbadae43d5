/** Staff accounts and their sessions. E-mail addresses are kept in lower case. */
import { createHash, randomBytes } from 'node:crypto';
import { maxSessionsPerAccount, sessionAbsoluteMs, sessionIdleMs } from '../policy/staff-session';
import type { StaffRole } from '@/shared/staff/roles';
import type { Database } from './connection';
import type { Kysely } from 'kysely';
import type { StaffUserRow, Tables } from './schema';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findStaff(database: Database, email: string): Promise<StaffUserRow | undefined> {
  return database.db
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findStaffById(database: Database, id: number): Promise<StaffUserRow | undefined> {
  return database.db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaff(database: Database): Promise<StaffUserRow[]> {
  return database.db.selectFrom('staff_users').selectAll().orderBy('email').execute();
}

/** False when an account with this address exists already. */
export async function addStaff(
  database: Database,
  email: string,
  passwordHash: string,
  role: StaffRole,
): Promise<boolean> {
  const result = await database.db
    .insertInto('staff_users')
    .values({
      email: normaliseEmail(email),
      password_hash: passwordHash,
      created_at: Date.now(),
      role,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Sets a new password and ends every session of the account; false when there is none. */
export async function setStaffPassword(
  database: Database,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (!user) return false;
    await replacePassword(trx, user.id, passwordHash);
    return true;
  });
}

/** Inside a transaction: a new password for the account, and every session of it ends. */
export async function replacePassword(
  trx: Kysely<Tables>,
  staffId: number,
  passwordHash: string,
): Promise<void> {
  await trx
    .updateTable('staff_users')
    .set({ password_hash: passwordHash })
    .where('id', '=', staffId)
    .execute();
  await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

/** The cookie holds the token; the database only its hash. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  csrfToken: string;
}

/** A new session; the account's least recently used ones end beyond `maxSessionsPerAccount`. */
export async function createSession(
  database: Database,
  staffId: number,
  now: number,
  userAgent: string | null = null,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_sessions')
      .values({
        id: sessionId(token),
        staff_id: staffId,
        csrf_token: csrfToken,
        created_at: now,
        last_seen_at: now,
        user_agent: userAgent?.slice(0, maxUserAgentLength) ?? null,
      })
      .execute();
    const kept = await trx
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', staffId)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(maxSessionsPerAccount)
      .execute();
    await trx
      .deleteFrom('staff_sessions')
      .where('staff_id', '=', staffId)
      .where(
        'id',
        'not in',
        kept.map((session) => session.id),
      )
      .execute();
    await trx
      .updateTable('staff_users')
      .set({ last_sign_in_at: now })
      .where('id', '=', staffId)
      .execute();
  });
  return { token, csrfToken };
}

/** A browser's User-Agent is stored this long at most. */
const maxUserAgentLength = 300;

export interface SessionSummary {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string | null;
}

/** The account's live sessions, most recently used first. */
export async function listSessions(
  database: Database,
  staffId: number,
  now: number,
): Promise<SessionSummary[]> {
  const rows = await database.db
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent'])
    .where('staff_id', '=', staffId)
    .where('last_seen_at', '>', now - sessionIdleMs)
    .where('created_at', '>', now - sessionAbsoluteMs)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    userAgent: row.user_agent,
  }));
}

/** Ends the account's other sessions; resolves to how many ended. */
export async function endOtherSessions(
  database: Database,
  staffId: number,
  currentToken: string,
): Promise<number> {
  const result = await database.db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('id', '!=', sessionId(currentToken))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one of the account's sessions by its id; false when it has none such. */
export async function endSessionById(
  database: Database,
  staffId: number,
  id: string,
): Promise<boolean> {
  const result = await database.db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The id under which a session's token is stored (and listed to its owner). */
export function storedSessionId(token: string): string {
  return sessionId(token);
}

export interface ActiveSession {
  staffId: number;
  email: string;
  /** Read with the session on every request, so a changed role holds at once. */
  role: StaffRole;
  /** Whether two-factor sign-in is on, read with the session like the role. */
  twoFactorOn: boolean;
  csrfToken: string;
  /** When the session ends if nothing happens before (ms). */
  idleExpiresAt: number;
  absoluteExpiresAt: number;
}

/** The session of a cookie token, if it has neither been idle too long nor lived too long. */
export async function findSession(
  database: Database,
  token: string,
  now: number,
): Promise<ActiveSession | undefined> {
  const id = sessionId(token);
  const row = await database.db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.staff_id',
      'staff_sessions.csrf_token',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_users.email',
      'staff_users.role',
      'staff_users.two_factor_at',
    ])
    .where('staff_sessions.id', '=', id)
    // A disabled account's sessions are deleted with it; this holds if one was written since.
    .where('staff_users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - row.last_seen_at >= sessionIdleMs || now - row.created_at >= sessionAbsoluteMs) {
    await database.db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    return undefined;
  }
  await database.db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .execute();
  return {
    staffId: row.staff_id,
    email: row.email,
    role: row.role,
    twoFactorOn: row.two_factor_at !== null,
    csrfToken: row.csrf_token,
    idleExpiresAt: Math.min(now + sessionIdleMs, row.created_at + sessionAbsoluteMs),
    absoluteExpiresAt: row.created_at + sessionAbsoluteMs,
  };
}

export async function deleteSession(database: Database, token: string): Promise<void> {
  await database.db.deleteFrom('staff_sessions').where('id', '=', sessionId(token)).execute();
}
