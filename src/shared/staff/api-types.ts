/**
 * The staff API's answers as JSON, shared by the gateway server that sends them and the staff
 * pages that read them. Field names of a submission are the form payload's (`orgnization` is
 * spelled that way on purpose).
 */

import type { CameFrom, SourceKind } from '../analytics/reports';
import type { SubmissionIn } from './submission-fields';
import type { SenderStage, Stage } from './pipeline';
import type { StaffRole } from './roles';
import type { ExtractionState, ResumeFlag } from './resume-flags';

import type { SubmissionKind } from './submission-fields';

export { submissionKinds, type SubmissionKind } from './submission-fields';

/**
 * Which entries the list shows: the inbox (not flagged as spam), the spam folder (as in a mail
 * program), or everything.
 */
export const folders = ['inbox', 'spam', 'all'] as const;
export type Folder = (typeof folders)[number];

/** The order of the list: newest first, or by job (then newest first within one). */
export const sortOrders = ['newest', 'job'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * `GET /staff/api/submissions` (and the CSV): each value empty for "any". `assignee` is a staff
 * account's id, or `none` for unassigned entries; `job` a stored job's id, `none` for applications
 * joined to no job, or (from addresses bookmarked before jobs had ids) a position's exact text; `source` a kind of
 * source (`search`, `social`, ..., or `unknown` for entries no visit was found for); `campaign` a
 * `utm_campaign` as the visit carried it.
 */
export interface InboxQuery {
  kind: SubmissionKind | '';
  folder: Folder;
  stage: Stage | '';
  assignee: string;
  job: string;
  source: SourceKind | 'unknown' | '';
  campaign: string;
  q: string;
  sort: SortOrder;
}

/** The kinds of entry a role sees, and whether it opens everyone's activity and the reports. */
export interface StaffAccess {
  kinds: SubmissionKind[];
  activity: boolean;
  reports: boolean;
  /** Managing the staff accounts and inviting colleagues. */
  accounts: boolean;
  /** The job board: writing, publishing and closing jobs. */
  jobs: boolean;
}

/** `GET /staff/api/session`: who is signed in, and the token state-changing requests carry. */
export interface StaffSessionInfo {
  email: string;
  role: StaffRole;
  /**
   * What the role opens, as the server enforces it: the pages offer nothing else (and a request
   * for anything else is refused all the same).
   */
  access: StaffAccess;
  /** Sent back in the X-CSRF-Token header of every POST, PATCH and DELETE. */
  csrfToken: string;
  /** ISO 8601: when the session ends unless used before. */
  idleExpiresAt: string;
  /** ISO 8601: when the session ends in any case. */
  absoluteExpiresAt: string;
  /**
   * The company's time zone (COMPANY_TIME_ZONE), such as America/Chicago: the server counts the
   * reports' days in it, so a range's last day is the company's today, wherever staff are.
   */
  timeZone: string;
  twoFactor: TwoFactorStatus;
}

/** The signed-in account's two-factor sign-in. */
export interface TwoFactorStatus {
  on: boolean;
  /** The account must have it (admins, or everyone when STAFF_TWO_FACTOR=all). */
  required: boolean;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
}

/** `POST /staff/api/session` with the right password: 204 without two-factor, else this. */
export interface SignInAnswer {
  /** A code (or a recovery code) goes to `POST /staff/api/session/code` next. */
  codeNeeded: true;
}

/** `POST /staff/api/two-factor/setup`: a new key for the authenticator app. */
export interface TwoFactorSetup {
  /** Base32, as apps take it when typed. */
  secret: string;
  /** The `otpauth://` address. */
  uri: string;
  /** The QR code of `uri`: one string of `0` and `1` per row, `1` a dark module. */
  qr: string[];
}

/** `POST /staff/api/two-factor`: the recovery codes, shown this once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** `GET /staff/api/sessions`: one of the signed-in staff member's own sessions. */
export interface StaffSessionSummary {
  /** Pass to `DELETE /staff/api/sessions/:id` to end it. */
  id: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the last request made with it. */
  lastSeenAt: string;
  /** The browser and system, as its User-Agent names them ("Firefox 132 on Windows"). */
  device: string;
  /** The session of this request. */
  current: boolean;
}

/** One row of the list. */
export type InboxItem = SubmissionIn<'list'>;

/** An internal note on an entry: staff read it, the sender never does. */
export interface Note {
  id: number;
  /** The author's e-mail address. */
  author: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * `GET /staff/api/submissions/:id`: every field of one submission, its notes, oldest first, and
 * where its sender came from (null: no visit of theirs was found, "source unknown").
 */
export type SubmissionDetail = SubmissionIn<'detail'> & {
  /** The reference the sender quotes ("AKS-7K3M-9QX2"), which only the server can make. */
  reference: string;
  notes: Note[];
  came_from: CameFrom | null;
  /** The résumé file an application came with; null without one. */
  resume: ResumeFile | null;
};

/** What staff are told of an application's résumé file before they download it. */
export interface ResumeFile {
  /** The applicant's name for it, cleaned for display. */
  name: string;
  /** Bytes. */
  size: number;
  mediaType: string;
  /** SHA-256 of the content, hex. */
  sha256: string;
  /** What the gateway found in it that staff should know before opening it. */
  flags: ResumeFlag[];
  /** How reading its text went. */
  extraction: ExtractionState;
  /** Its text, when it was read and had some. */
  text: string | null;
}

/**
 * `PATCH /staff/api/submissions/:id`: what to change (one or more). The stage must be one of
 * the entry's kind; `assigneeId` null unassigns.
 */
export interface SubmissionChange {
  stage?: Stage;
  spam?: boolean;
  assigneeId?: number | null;
}

/**
 * What a sender's private status page shows (`POST` the token to the request-status path): the
 * reference, where the request stands in plain words, and enough to recognise it.
 */
export interface RequestStatus {
  reference: string;
  kind: SubmissionKind;
  firstName: string;
  /** The job of an application. */
  position: string | null;
  /** ISO 8601. */
  receivedAt: string;
  stage: SenderStage;
  /** What the sender sent, for them alone: the confirmation e-mail carries no copy of it. */
  sent: SentCopy;
}

/** A sender's copy of what they sent, on their private status page. */
export interface SentCopy {
  firstName: string;
  lastName: string;
  email: string;
  organization: string;
  /** An applicant's location. */
  location: string | null;
  message: string;
}

/** `GET /staff/api/staff`: the accounts an entry can be assigned to. */
export interface StaffMember {
  id: number;
  email: string;
}

/** `GET /staff/api/summary`: what the navigation and the page title count. */
export interface InboxSummary {
  /** Entries at the stage "new" that are not spam. */
  new: number;
}

/** `GET /staff/api/submissions`: a page of the list. */
export interface InboxPage {
  items: InboxItem[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}
