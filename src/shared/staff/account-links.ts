/**
 * Invitations and password resets, as the staff API answers them and the staff pages send them.
 * Both are a single-use link e-mailed to one address: an invitation makes a new account with a
 * role, a reset sets a new password on an account that exists.
 */
import { isPlainMailbox } from './mailbox';
import type { StaffRole } from './roles';

/** An invitation lasts three days: long enough for a weekend, short enough to go stale safely. */
export const invitationValidMs = 72 * 60 * 60_000;
/** A reset link lasts an hour: whoever asked for it is waiting for the mail. */
export const resetValidMs = 60 * 60_000;

/**
 * An address an invitation or a reset may be sent to: a plain mailbox only, so that nothing
 * typed into the field can add a header, a second recipient or a line to the e-mail.
 */
export function isStaffAddress(value: string): boolean {
  return isPlainMailbox(value);
}

/** `POST /staff/api/invitations`. */
export interface NewInvitation {
  email: string;
  role: StaffRole;
}

/** One invitation waiting to be accepted (`GET /staff/api/invitations`, and the POST's answer). */
export interface InvitationSummary {
  id: number;
  email: string;
  role: StaffRole;
  /** The admin who sent it (their address as it was then). */
  invitedBy: string;
  /** ISO 8601, UTC. */
  invitedAt: string;
  expiresAt: string;
}

export type AccountLinkPurpose = 'invite' | 'reset';

/** `POST /staff/api/account-link` with `{ token }`: what a link from an e-mail is for. */
export interface AccountLinkInfo {
  purpose: AccountLinkPurpose;
  email: string;
  /** The role an invitation gives; null for a reset. */
  role: StaffRole | null;
  /** Who sent an invitation; null for a reset. */
  invitedBy: string | null;
  expiresAt: string;
}

/** `POST /staff/api/account-link/password` with `{ token, password }`. */
export interface AccountLinkDone {
  purpose: AccountLinkPurpose;
  email: string;
  /** True when the answer signed the browser in (an accepted invitation). */
  signedIn: boolean;
}
