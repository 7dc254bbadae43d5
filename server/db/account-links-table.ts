/** The table of invitation and reset links (migration 0014), apart from schema.ts for its size. */
import type { Generated } from 'kysely';
import type { StaffRole } from '@/shared/staff/roles';

/**
 * Single-use links e-mailed to one address: an invitation (a new account with a role) or a
 * password reset (an account that exists). Used, withdrawn or expired, a link opens nothing.
 */
export interface AccountLinksTable {
  id: Generated<number>;
  purpose: 'invite' | 'reset';
  /** Lower case: the invited address, or the account's. */
  email: string;
  /** The role an invitation gives; null for a reset. */
  role: StaffRole | null;
  /** The account a reset is for; null for an invitation. */
  staff_id: number | null;
  /** The admin who sent an invitation, while the account exists. */
  created_by: number | null;
  /** That admin's address when they sent it. */
  created_by_email: string | null;
  /** Random; the link's token is a keyed hash of it (server/staff/link-tokens.ts). */
  seed: string;
  /** SHA-256 of the token, which is how a link is found. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  withdrawn_at: number | null;
}
