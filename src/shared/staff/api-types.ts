/**
 * The staff API's answers as JSON, shared by the gateway server that sends them and the staff
 * pages that read them. Field names of a submission are the form payload's (`orgnization` is
 * spelled that way on purpose).
 */

import type { SubmissionIn } from './submission-fields';

export {
  submissionKinds,
  submissionStatuses,
  type SubmissionKind,
  type SubmissionStatus,
} from './submission-fields';

/**
 * The `status` filter of the list: one status, `all`, or empty for the inbox (every status but
 * spam, which has its own folder as in a mail program).
 */
export const statusFilters = ['', 'new', 'handled', 'spam', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** `GET /staff/api/session`: who is signed in, and the token state-changing requests carry. */
export interface StaffSessionInfo {
  email: string;
  /** Sent back in the X-CSRF-Token header of every POST, PATCH and DELETE. */
  csrfToken: string;
  /** ISO 8601: when the session ends unless used before. */
  idleExpiresAt: string;
  /** ISO 8601: when the session ends in any case. */
  absoluteExpiresAt: string;
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

/** `GET /staff/api/submissions/:id`: every field of one submission. */
export type SubmissionDetail = SubmissionIn<'detail'>;

/** `GET /staff/api/submissions`: a page of the list, newest first. */
export interface InboxPage {
  items: InboxItem[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}
