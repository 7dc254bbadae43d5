import { staffPagePatterns } from './endpoints.ts';

/** The link to one entry in the inbox (notification e-mails and webhooks carry it). */
export function staffSubmissionHref(id: number): string {
  return staffPagePatterns.submission.replace(':id', String(id));
}

/**
 * The staff pages' JSON API on the gateway server; every route needs a session but the few
 * `publicStaffApiPosts` (signing in, a forgotten password, the links it and an invitation
 * e-mail). Apart from
 * ./endpoints.ts so that the public pages, which never call it, do not carry it.
 */
export const staffApiPaths = {
  prefix: '/staff/api',
  session: '/staff/api/session',
  /** The second step of signing in: a code from the app or a recovery code (POST). */
  sessionCode: '/staff/api/session/code',
  /** Turns two-factor sign-in on with the set-up's first code (POST); answers the recovery codes. */
  twoFactor: '/staff/api/two-factor',
  /** A new secret to scan or type (POST), while two-factor is off. */
  twoFactorSetup: '/staff/api/two-factor/setup',
  /** Turns two-factor off with the password and a code (POST). */
  twoFactorOff: '/staff/api/two-factor/off',
  submissions: '/staff/api/submissions',
  submissionsCsv: '/staff/api/submissions.csv',
  submission: (id: number | string) => `/staff/api/submissions/${String(id)}`,
  /** Route pattern of one submission (hono syntax, the same as React Router's). */
  submissionPattern: '/staff/api/submissions/:id',
  /** Internal notes on an entry (POST one). */
  notes: (id: number | string) => `/staff/api/submissions/${String(id)}/notes`,
  notesPattern: '/staff/api/submissions/:id/notes',
  /** A reply by e-mail was started (POST). */
  replies: (id: number | string) => `/staff/api/submissions/${String(id)}/replies`,
  repliesPattern: '/staff/api/submissions/:id/replies',
  /** The résumé file an application came with, as it was sent (GET: a download). */
  resume: (id: number | string) => `/staff/api/submissions/${String(id)}/resume`,
  resumePattern: '/staff/api/submissions/:id/resume',
  /** How many entries are new. */
  summary: '/staff/api/summary',
  /** The staff accounts an entry can be assigned to. */
  staff: '/staff/api/staff',
  /** One entry's history, newest first. */
  submissionActivity: (id: number | string) => `/staff/api/submissions/${String(id)}/activity`,
  submissionActivityPattern: '/staff/api/submissions/:id/activity',
  /** The audit trail of everyone's actions, newest first. */
  activity: '/staff/api/activity',
  /** The signed-in staff member's own sessions. */
  sessions: '/staff/api/sessions',
  sessionById: (id: string) => `/staff/api/sessions/${encodeURIComponent(id)}`,
  sessionPattern: '/staff/api/sessions/:id',
  /** Visits, sources, conversions and real visitors' speed over a range of days (GET). */
  reports: '/staff/api/reports',
  /** Every staff account (GET), for admins. */
  accounts: '/staff/api/accounts',
  /** One account: its role or whether it may sign in (PATCH), or removing it (DELETE). */
  account: (id: number | string) => `/staff/api/accounts/${String(id)}`,
  accountPattern: '/staff/api/accounts/:id',
  /** Invitations waiting to be accepted (GET) and a new one (POST), for admins. */
  invitations: '/staff/api/invitations',
  invitation: (id: number | string) => `/staff/api/invitations/${String(id)}`,
  invitationPattern: '/staff/api/invitations/:id',
  /** The jobs (GET: the list; POST: a new draft), for admins and recruiters. */
  jobs: '/staff/api/jobs',
  /** One job (GET; PUT: an edit of the whole job). */
  job: (id: number | string) => `/staff/api/jobs/${String(id)}`,
  jobPattern: '/staff/api/jobs/:id',
  /** A draft copy of the job (POST). */
  jobCopies: (id: number | string) => `/staff/api/jobs/${String(id)}/copies`,
  jobCopiesPattern: '/staff/api/jobs/:id/copies',
  /** A move between states (POST `{ move }`: publish, pause, resume, close, reopen). */
  jobMoves: (id: number | string) => `/staff/api/jobs/${String(id)}/moves`,
  jobMovesPattern: '/staff/api/jobs/:id/moves',
  /** A forgotten password: a reset link to an address (POST, no session). */
  passwordResets: '/staff/api/password-resets',
  /** What the token of an invitation or reset link is for (POST `{ token }`, no session). */
  accountLink: '/staff/api/account-link',
  /** Choosing the password with such a token (POST `{ token, password }`, no session). */
  accountLinkPassword: '/staff/api/account-link/password',
} as const;

/**
 * The staff API's routes that answer without a session, all POST (the Origin check holds for
 * them as for every change). Tokens travel in the bodies, never in an address a log keeps.
 */
export const publicStaffApiPosts: readonly string[] = [
  staffApiPaths.session,
  staffApiPaths.sessionCode,
  staffApiPaths.passwordResets,
  staffApiPaths.accountLink,
  staffApiPaths.accountLinkPassword,
];

/**
 * The header every other state-changing request carries its session's CSRF token in: the staff
 * pages send it and the server's guard checks it (docs/leads.md).
 */
export const csrfHeader = 'X-CSRF-Token';
