/**
 * The tables of the gateway's database, as Kysely sees them. Both engines hold the same columns;
 * the migrations beside this file create them. Times a person reads (when a submission arrived)
 * are ISO 8601 text in UTC; times only the server compares (expiries, retries, windows) are
 * milliseconds since the epoch.
 */
import type { Generated, Selectable } from 'kysely';
import type { SubmissionColumns } from '@/shared/staff/submission-fields';

export type {
  NewSubmission,
  SubmissionKind,
  SubmissionStatus,
} from '@/shared/staff/submission-fields';
export { submissionStatuses } from '@/shared/staff/submission-fields';
export const notificationChannels = ['email', 'webhook'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** A column the database fills when a row is written without it is optional on insert. */
type Column<C extends { value: unknown; generated: boolean }> = C['generated'] extends true
  ? Generated<C['value']>
  : C['value'];

/** The submissions table, derived from the one definition of a submission's fields. */
export type SubmissionsTable = { [K in keyof SubmissionColumns]: Column<SubmissionColumns[K]> };

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower case; unique. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`, see server/staff/passwords.ts. */
  password_hash: string;
  created_at: number;
  last_sign_in_at: number | null;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's token: a copy of the database holds no usable session. */
  id: string;
  staff_id: number;
  /** Sent back in X-CSRF-Token by every state-changing request of the session. */
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
}

export interface SignInThrottleTable {
  /** `account:<email>` or `client:<hash>`. */
  key: string;
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

export interface RateLimitsTable {
  /** Keyed hash of the client's address. */
  key: string;
  window_started_at: number;
  hits: number;
}

export interface OutboxTable {
  id: Generated<number>;
  submission_id: number;
  channel: NotificationChannel;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** A worker that claimed the job owns it until then; 0 when nobody does. */
  locked_until: Generated<number>;
  delivered_at: number | null;
  /** Why the last attempt failed, without personal data. */
  last_error: string | null;
}

/** Values the server generates once and keeps (the key of the client-address hash). */
export interface SettingsTable {
  name: string;
  value: string;
}

/** When a task that must run once per period for all instances together last ran. */
export interface PeriodicTasksTable {
  name: string;
  last_run_at: number;
}

export interface Tables {
  submissions: SubmissionsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  sign_in_throttle: SignInThrottleTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  periodic_tasks: PeriodicTasksTable;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
