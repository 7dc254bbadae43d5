/**
 * The accounts page's API (`/staff/api/accounts`), shared by the server that answers it and the
 * admin's page that reads it.
 */
import type { StaffRole } from './roles';

/** `GET /staff/api/accounts`: one staff account, as an admin manages it. */
export interface StaffAccountSummary {
  id: number;
  email: string;
  role: StaffRole;
  /** False once an admin disabled it: it cannot sign in and has no sessions. */
  enabled: boolean;
  /** Whether signing in takes a code from an authenticator app as well as the password. */
  twoFactor: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, or null before its first sign-in. */
  lastSignInAt: string | null;
  /** The account asking: it cannot disable or remove itself here. */
  you: boolean;
}

/**
 * `PATCH /staff/api/accounts/:id`: one change at a time. Two-factor sign-in can only be turned
 * off here (for someone who lost their phone and recovery codes); its owner turns it on.
 */
export type StaffAccountChange = { role: StaffRole } | { enabled: boolean } | { twoFactor: false };
