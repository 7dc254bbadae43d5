/**
 * The tables of the gateway's database, as Kysely sees them. Both engines hold the same columns;
 * the migrations beside this file create them. Times a person reads (when a submission arrived)
 * are ISO 8601 text in UTC; times only the server compares (expiries, retries, windows) are
 * milliseconds since the epoch. The analytics' tables are in ./analytics-tables.ts and the
 * account links' in ./account-links-table.ts, apart from this file for its size.
 */
import type { JobState } from '@/shared/jobs/job-posting';
import type { PracticeArea } from '@/shared/jobs/practice-areas';
import type { StaffRole } from '@/shared/staff/roles';
import type { AccountLinksTable } from './account-links-table';
import type {
  BuildsTable,
  DailyFunnelsTable,
  DailyPagesTable,
  DailyRollupsTable,
  DailySiteTable,
  DailySourcesTable,
  DailyValuesTable,
  DailyVitalsTable,
  PageViewsTable,
  VisitorSaltsTable,
  VisitsTable,
  VitalsTable,
} from './analytics-tables';
import type { Generated, Selectable } from 'kysely';
import type { AuditAction } from '@/shared/staff/audit';
import type { ExtractionState } from '@/shared/staff/resume-flags';
import type { SubmissionColumns } from '@/shared/staff/submission-fields';

export type { NewSubmission, SubmissionKind } from '@/shared/staff/submission-fields';
/**
 * What the outbox delivers: the staff notification e-mail and webhook of a submission, the
 * sender's confirmation, and digests (of flagged entries, of the week).
 */
export const notificationChannels = ['email', 'webhook', 'confirmation', 'digest'] as const;
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
  /** What the account may see and do (server/policy/staff-roles.ts). */
  role: StaffRole;
  /** When an admin disabled it (ms); null while it may sign in. */
  disabled_at: number | null;
  /** When two-factor sign-in was turned on; null while it is off. */
  two_factor_at: number | null;
  /**
   * The TOTP secret, encrypted (server/staff/two-factor-keys.ts); set without `two_factor_at`
   * while a set-up waits for its first code.
   */
  two_factor_secret: string | null;
  /** The last time step whose code was accepted: that code, and every earlier one, is spent. */
  two_factor_last_step: number | null;
}

export interface StaffRecoveryCodesTable {
  staff_id: number;
  /** HMAC of the code under a key outside the database; the row goes when the code is used. */
  code_hash: string;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's token: a copy of the database holds no usable session. */
  id: string;
  staff_id: number;
  /** Sent back in X-CSRF-Token by every state-changing request of the session. */
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  /** The browser's User-Agent at sign-in, so its owner can tell their sessions apart. */
  user_agent: string | null;
}

export interface SignInThrottleTable {
  /** `account:`, `client:` or `device:` and a keyed hash: never the text anyone typed. */
  key: string;
  /** Attempts not proven good (each is counted before its password is checked). */
  failures: number;
  /** When the last attempt was counted. */
  last_failure_at: number;
  /** The next attempt is refused before this time. */
  next_attempt_at: number;
}

/**
 * What staff and senders did, and when: sign-ins, status changes, deletions, exports, account
 * changes. Rows about one entry are its history; they are kept for the retention period.
 */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  /** The staff member who acted; null for the command line, a sender, or an unknown account. */
  staff_id: number | null;
  /** Who acted, as staff read it: a staff e-mail address, "command line", "sender". */
  actor: string;
  action: AuditAction;
  /** The entry acted on, while it exists. */
  entry_id: number | null;
  /** What changed, without anything a sender wrote (e.g. "new -> handled", a filter). */
  detail: Generated<string>;
  /** Keyed hash of the client's address. */
  client_hash: string | null;
}

/** Recent submissions by payload and client: a repeat within seconds is the same submission. */
export interface SubmissionKeysTable {
  key: string;
  submission_id: number;
  created_at: number;
}

export interface RateLimitsTable {
  /** Keyed hash of the client's address. */
  key: string;
  window_started_at: number;
  hits: number;
}

/**
 * The confirmations' own windows, kept apart from the rate limits, whose windows are short and
 * swept as such: one per recipient (a keyed hash of the address) for a day, and one for all
 * senders together for an hour.
 */
export type ConfirmationCapsTable = RateLimitsTable;

export interface OutboxTable {
  id: Generated<number>;
  /** The submission it is about; none for a digest. */
  submission_id: number | null;
  channel: NotificationChannel;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** A worker that claimed the job owns it until then; 0 when nobody does. */
  locked_until: Generated<number>;
  delivered_at: number | null;
  /** Why the last attempt failed, without personal data. */
  last_error: string | null;
  /** A job written at most once, whichever instance tries (a digest's day or week). */
  dedupe_key: string | null;
  /** What a job without a submission needs (a digest's period, never a sender's words). */
  payload: string | null;
}

/** Staff's internal notes on an entry, never shown to the sender; erased with the entry. */
export interface NotesTable {
  id: Generated<number>;
  submission_id: number;
  /** Null once the account is removed; `author` keeps the name. */
  author_id: number | null;
  /** The author's e-mail address when the note was written. */
  author: string;
  body: string;
  created_at: number;
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

export interface JobsTable {
  id: Generated<number>;
  slug: string;
  state: JobState;
  title: string;
  reference_number: string;
  /** The job's facts and words as JSON (server/db/job-details.ts). */
  details: string;
  /** ISO date of the current opening's first publication; null before it. */
  date_posted: string | null;
  /** The company's practice the job is in (migration 0022); null for a job given none. */
  practice: PracticeArea | null;
  created_at: number;
  updated_at: number;
  /** Grows with every change; the instances poll the sum to know their pages are stale. */
  revision: Generated<number>;
  /** The screening questions as JSON, `[]` for none (src/shared/jobs/screening.ts). */
  screening_questions: Generated<string>;
}

/** A renamed job's old slugs, which answer 301 to its page. */
export interface JobSlugsTable {
  slug: string;
  job_id: number;
}

/**
 * The titles a published job had before it was renamed (migration 0019): an application from a
 * page loaded before the rename names the job by one of them.
 */
export interface JobTitlesTable {
  title: string;
  job_id: number;
}

/** A résumé file an applicant uploaded (migration 0018); what it is and what was found in it. */
export interface ResumeFilesTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the upload token; the token itself is only the uploader's. */
  upload_key: string;
  /** The entry it is attached to; null until an application refers to it. */
  submission_id: number | null;
  uploaded_at: number;
  /** The name the applicant's file had, cleaned for display; never used to store it. */
  display_name: string;
  media_type: string;
  size: number;
  /** SHA-256 (hex) of the content. */
  sha256: string;
  /** Comma-separated names of what staff should know before opening it (a PDF's script...). */
  flags: string;
  /** Names the file's bytes in `resume_file_parts` (migration 0020). */
  content_key: string;
  extraction: Generated<ExtractionState>;
  /** The text read from the file; null until read, or when none was found. */
  text: string | null;
}

/**
 * A résumé file's bytes, in parts of at most 512 KiB (migration 0020), joined in the order of
 * `part`. They are written before the file's row, which names them by `content_key`.
 */
export interface ResumeFilePartsTable {
  content_key: string;
  part: number;
  bytes: Uint8Array;
  stored_at: number;
}

export interface Tables {
  jobs: JobsTable;
  job_slugs: JobSlugsTable;
  job_titles: JobTitlesTable;
  resume_files: ResumeFilesTable;
  resume_file_parts: ResumeFilePartsTable;
  submissions: SubmissionsTable;
  staff_users: StaffUsersTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  account_links: AccountLinksTable;
  sign_in_throttle: SignInThrottleTable;
  rate_limits: RateLimitsTable;
  confirmation_caps: ConfirmationCapsTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  periodic_tasks: PeriodicTasksTable;
  audit_log: AuditLogTable;
  submission_keys: SubmissionKeysTable;
  notes: NotesTable;
  visitor_salts: VisitorSaltsTable;
  visits: VisitsTable;
  page_views: PageViewsTable;
  vitals: VitalsTable;
  daily_site: DailySiteTable;
  daily_rollups: DailyRollupsTable;
  daily_pages: DailyPagesTable;
  daily_sources: DailySourcesTable;
  daily_funnels: DailyFunnelsTable;
  daily_vitals: DailyVitalsTable;
  builds: BuildsTable;
  daily_values: DailyValuesTable;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
