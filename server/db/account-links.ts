/**
 * Invitations and password resets (the table account_links): single-use links e-mailed to one
 * address. A link is found by the hash of its token; using it is one compare-and-set, so of two
 * requests with the same link exactly one succeeds, on either engine.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffRole } from '@/shared/staff/roles';
import type { Database } from './connection';
import { queueDigest } from './outbox';
import { replacePassword } from './staff';
import type { AccountLinksTable } from './account-links-table';
import type { Tables } from './schema';

export type AccountLinkRow = Selectable<AccountLinksTable>;

/** The outbox job of a link's e-mail names the link alone; its text is written when it is sent. */
export const accountLinkJobType = 'account-link';

export interface NewAccountLink {
  purpose: 'invite' | 'reset';
  email: string;
  role: StaffRole | null;
  staffId: number | null;
  createdBy: { id: number; email: string } | null;
  seed: string;
  tokenHash: string;
  at: number;
  validMs: number;
}

/** Writes the link and the job of its e-mail together: a link without its mail is never left. */
export async function createAccountLink(
  db: Kysely<Tables>,
  link: NewAccountLink,
): Promise<AccountLinkRow> {
  const row = await db
    .insertInto('account_links')
    .values({
      purpose: link.purpose,
      email: link.email,
      role: link.role,
      staff_id: link.staffId,
      created_by: link.createdBy?.id ?? null,
      created_by_email: link.createdBy?.email ?? null,
      seed: link.seed,
      token_hash: link.tokenHash,
      created_at: link.at,
      expires_at: link.at + link.validMs,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await queueDigest(db, {
    dedupeKey: `${accountLinkJobType}:${row.id}`,
    payload: JSON.stringify({ type: accountLinkJobType, id: row.id }),
    at: link.at,
  });
  return row;
}

/** A link of this purpose that may still be used (not used, not withdrawn, not expired). */
function live(db: Kysely<Tables>, purpose: 'invite' | 'reset', now: number) {
  return db
    .selectFrom('account_links')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now);
}

export function findLiveInvitation(
  db: Kysely<Tables>,
  email: string,
  now: number,
): Promise<AccountLinkRow | undefined> {
  return live(db, 'invite', now).where('email', '=', email).executeTakeFirst();
}

/** The invitations waiting to be accepted, the newest first. */
export function listInvitations(database: Database, now: number): Promise<AccountLinkRow[]> {
  return live(database.db, 'invite', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Withdraws an invitation still waiting; the row withdrawn, or undefined when there is none. */
export async function withdrawInvitation(
  database: Database,
  id: number,
  now: number,
): Promise<AccountLinkRow | undefined> {
  return database.db
    .updateTable('account_links')
    .set({ withdrawn_at: now })
    .where('id', '=', id)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** A newer reset link replaces the account's earlier ones: only the latest mail works. */
export async function withdrawResets(
  db: Kysely<Tables>,
  staffId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('account_links')
    .set({ withdrawn_at: now })
    .where('purpose', '=', 'reset')
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
}

export function findLinkByTokenHash(
  database: Database,
  tokenHash: string,
): Promise<AccountLinkRow | undefined> {
  return database.db
    .selectFrom('account_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findLinkById(database: Database, id: number): Promise<AccountLinkRow | undefined> {
  return database.db
    .selectFrom('account_links')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks the link used if it still may be; false when another request used it first. */
export async function useLink(db: Kysely<Tables>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a link may still be used at `now`. */
export function isLive(row: AccountLinkRow, now: number): boolean {
  return row.used_at === null && row.withdrawn_at === null && row.expires_at > now;
}

export type LinkOutcome =
  | { done: true; staffId: number }
  /** Used, withdrawn or expired meanwhile (another request got there first). */
  | { done: false; reason: 'spent' }
  /** An invitation to an address that has an account by now (made on the command line). */
  | { done: false; reason: 'account-exists' };

/**
 * Spends the link and does what it is for, together: a link another request spent first (or
 * that was withdrawn or ran out meanwhile) does nothing.
 */
function spendLink(
  database: Database,
  link: AccountLinkRow,
  now: number,
  use: (trx: Transaction<Tables>) => Promise<LinkOutcome>,
): Promise<LinkOutcome> {
  return database.db.transaction().execute(async (trx): Promise<LinkOutcome> => {
    if (!(await useLink(trx, link.id, now))) return { done: false, reason: 'spent' };
    return use(trx);
  });
}

/** What using a link takes: the link, the new password's hash, and the audit record written with it. */
export interface LinkUse {
  link: AccountLinkRow;
  passwordHash: string;
  now: number;
  record: (trx: Transaction<Tables>, staffId: number) => Promise<void>;
}

/**
 * Uses an invitation: the account is made with its role and the link is spent, together, so a
 * link can never make two accounts. The audit record is written in the same transaction.
 */
export async function acceptInvitation(
  database: Database,
  { link, passwordHash, now, record }: LinkUse,
): Promise<LinkOutcome> {
  const role = link.role;
  if (role === null) return { done: false, reason: 'spent' };
  return spendLink(database, link, now, async (trx) => {
    const existing = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', link.email)
      .executeTakeFirst();
    if (existing) return { done: false, reason: 'account-exists' };
    const created = await trx
      .insertInto('staff_users')
      .values({ email: link.email, password_hash: passwordHash, created_at: now, role })
      .returning('id')
      .executeTakeFirstOrThrow();
    await record(trx, created.id);
    return { done: true, staffId: created.id };
  });
}

/** Uses a reset link: the new password, every session of the account ended, the link spent. */
export async function resetWithLink(
  database: Database,
  { link, passwordHash, now, record }: LinkUse,
): Promise<LinkOutcome> {
  const staffId = link.staff_id;
  if (staffId === null) return { done: false, reason: 'spent' };
  return spendLink(database, link, now, async (trx) => {
    await replacePassword(trx, staffId, passwordHash);
    await record(trx, staffId);
    return { done: true, staffId };
  });
}

/**
 * Writes an invitation (with its mail's job and the audit record) unless the address has an
 * account or an invitation waiting; both are checked in the same transaction as the write.
 */
export async function createInvitation(
  database: Database,
  link: Omit<NewAccountLink, 'purpose' | 'staffId'>,
  record: (trx: Transaction<Tables>) => Promise<void>,
): Promise<AccountLinkRow | 'account-exists' | 'invited-already'> {
  return database.db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', link.email)
      .executeTakeFirst();
    if (account) return 'account-exists' as const;
    if (await findLiveInvitation(trx, link.email, link.at)) return 'invited-already' as const;
    const row = await createAccountLink(trx, { ...link, purpose: 'invite', staffId: null });
    await record(trx);
    return row;
  });
}

/**
 * Links that expired before `before` go: used, withdrawn or not, they open nothing any more, and
 * the address they were for need not be kept for them (the activity says what happened).
 */
export async function forgetExpiredLinks(database: Database, before: number): Promise<number> {
  const result = await database.db
    .deleteFrom('account_links')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
