/**
 * The audit trail's vocabulary, shared by the server that records it and the staff pages that
 * show it: one record of what staff (and senders, and the system) did, which is also each
 * entry's history.
 */

export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sessions-ended',
  // Before stages existed: new, handled or spam.
  'status-changed',
  'stage-changed',
  'marked-spam',
  'marked-not-spam',
  'assigned',
  'note-added',
  'reply-started',
  'confirmation-sent',
  'entry-deleted',
  'entry-withdrawn',
  // Reading an entry, once per member of staff and entry in a while.
  'entry-viewed',
  // An application's résumé file downloaded, each time.
  'resume-downloaded',
  'export',
  'account-added',
  'account-removed',
  'password-changed',
  'role-changed',
  'account-disabled',
  'account-enabled',
  'invitation-sent',
  'invitation-withdrawn',
  'invitation-accepted',
  // Recorded whether or not the address has an account; for one without, without the address.
  'password-reset-requested',
  'password-reset',
  // Two-factor sign-in: turned on or off (by its owner, or off from the command line), a
  // recovery code spent, a code (or the password that turns it off) refused.
  'two-factor-on',
  'two-factor-off',
  'recovery-code-used',
  'two-factor-code-refused',
  // The job board: the detail names the job and what changed (the fields, or the states).
  'job-created',
  'job-edited',
  'job-duplicated',
  'job-published',
  'job-paused',
  'job-resumed',
  'job-closed',
  'job-reopened',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One event as the staff API answers it. */
export interface AuditEvent {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  /** A staff e-mail address, "command line", or "sender". */
  actor: string;
  action: AuditAction;
  /** The entry acted on, while it exists. */
  entryId: number | null;
  detail: string;
  /** The first characters of the keyed hash of the client's address: equal hashes, same address. */
  client: string | null;
}

/** `GET /staff/api/activity` and an entry's history: newest first. */
export interface AuditPage {
  items: AuditEvent[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}
