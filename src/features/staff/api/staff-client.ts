/**
 * The staff pages' calls to the staff API. It is served by the gateway on the site's own origin
 * (the session cookie is SameSite=Strict and the server checks Origin), so paths are relative.
 * Every failure rejects with a StaffApiError carrying the status: 401 means "sign in again".
 */
import { csrfHeader, staffApiPaths } from '@/config/staff-api';
import type {
  RecoveryCodes,
  TwoFactorSetup,
  InboxPage,
  InboxQuery,
  InboxSummary,
  Note,
  StaffMember,
  StaffSessionInfo,
  StaffSessionSummary,
  SubmissionChange,
  SubmissionDetail,
} from '@/shared/staff/api-types';
import type { StaffAccountChange, StaffAccountSummary } from '@/shared/staff/accounts';
import type { AuditPage } from '@/shared/staff/audit';
import type { ReportsResponse } from '@/shared/analytics/reports';

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own sentence, when it sent one. */
    readonly serverMessage: string | undefined,
    /** Seconds to wait, from a 429's Retry-After. */
    readonly retryAfter?: number,
    /** Why a 401: `expired` when a session had been there and has ended. */
    readonly reason?: string,
  ) {
    super(serverMessage ?? `The staff API answered HTTP ${status}.`);
    this.name = 'StaffApiError';
  }
}

/** What a person reads about a failure: the server's own sentence, or `fallback` without one. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof StaffApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The server's answer to an account that must set up two-factor sign-in before anything else. */
export function needsTwoFactor(error: unknown): boolean {
  return (
    error instanceof StaffApiError && error.status === 403 && error.reason === 'two-factor-required'
  );
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof StaffApiError && error.status === 401;
}

/** The server's answer to a page the account's role does not include. */
export function isRefusedByRole(error: unknown): boolean {
  return error instanceof StaffApiError && error.status === 403 && error.reason === 'role';
}

/** The list's filter and order when the address bar carries none. */
export const defaultFilter: InboxQuery = {
  kind: '',
  folder: 'inbox',
  stage: '',
  assignee: '',
  job: '',
  source: '',
  campaign: '',
  q: '',
  sort: 'newest',
};

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The session's token; every state-changing request carries it. */
  csrfToken?: string;
}

export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.csrfToken) headers[csrfHeader] = options.csrfToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new StaffApiError(0, undefined);
  }
  if (response.ok) return response;
  let message: string | undefined;
  let reason: string | undefined;
  try {
    const data: unknown = await response.json();
    if (typeof data === 'object' && data !== null) {
      const fields = data as { message?: unknown; reason?: unknown };
      message = typeof fields.message === 'string' ? fields.message : undefined;
      reason = typeof fields.reason === 'string' ? fields.reason : undefined;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  const retryAfter = response.headers.get('Retry-After');
  throw new StaffApiError(
    response.status,
    message,
    retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined,
    reason,
  );
}

export async function json<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await (await request(path, options)).json()) as T;
}

/** The filter as query parameters, the defaults left out. */
export function filterParams(filter: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultFilter) as (keyof InboxQuery)[]) {
    const value = filter[key].trim();
    if (value !== '' && value !== defaultFilter[key]) params.set(key, value);
  }
  return params;
}

export function filterQuery(filter: InboxQuery, cursor?: string | null): string {
  const params = filterParams(filter);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const staffClient = {
  /** Resolves to whether a code must follow (two-factor sign-in) before the session exists. */
  signIn: async (email: string, password: string): Promise<{ codeNeeded: boolean }> => {
    const response = await request(staffApiPaths.session, {
      method: 'POST',
      body: { email, password },
    });
    return { codeNeeded: response.status === 200 };
  },
  signInCode: async (code: string): Promise<void> => {
    await request(staffApiPaths.sessionCode, { method: 'POST', body: { code } });
  },
  twoFactorSetup: (csrfToken: string) =>
    json<TwoFactorSetup>(staffApiPaths.twoFactorSetup, { method: 'POST', csrfToken }),
  twoFactorOn: (code: string, csrfToken: string) =>
    json<RecoveryCodes>(staffApiPaths.twoFactor, { method: 'POST', body: { code }, csrfToken }),
  twoFactorOff: async (password: string, code: string, csrfToken: string): Promise<void> => {
    await request(staffApiPaths.twoFactorOff, {
      method: 'POST',
      body: { password, code },
      csrfToken,
    });
  },
  session: () => json<StaffSessionInfo>(staffApiPaths.session),
  signOut: async (csrfToken: string): Promise<void> => {
    await request(staffApiPaths.session, { method: 'DELETE', csrfToken });
  },
  inbox: (filter: InboxQuery, cursor: string | null) =>
    json<InboxPage>(`${staffApiPaths.submissions}${filterQuery(filter, cursor)}`),
  submission: (id: number) => json<SubmissionDetail>(staffApiPaths.submission(id)),
  change: (id: number, change: SubmissionChange, csrfToken: string) =>
    json<SubmissionDetail>(staffApiPaths.submission(id), {
      method: 'PATCH',
      body: change,
      csrfToken,
    }),
  addNote: (id: number, body: string, csrfToken: string) =>
    json<Note>(staffApiPaths.notes(id), { method: 'POST', body: { body }, csrfToken }),
  replyStarted: async (id: number, csrfToken: string): Promise<void> => {
    await request(staffApiPaths.replies(id), { method: 'POST', csrfToken });
  },
  summary: () => json<InboxSummary>(staffApiPaths.summary),
  staff: () => json<StaffMember[]>(staffApiPaths.staff),
  remove: async (id: number, csrfToken: string): Promise<void> => {
    await request(staffApiPaths.submission(id), { method: 'DELETE', csrfToken });
  },
  activity: (cursor: string | null) =>
    json<AuditPage>(
      `${staffApiPaths.activity}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  history: (id: number) => json<AuditPage>(staffApiPaths.submissionActivity(id)),
  sessions: () => json<StaffSessionSummary[]>(staffApiPaths.sessions),
  endOtherSessions: (csrfToken: string) =>
    json<{ ended: number }>(staffApiPaths.sessions, { method: 'DELETE', csrfToken }),
  endSession: async (id: string, csrfToken: string): Promise<void> => {
    await request(staffApiPaths.sessionById(id), { method: 'DELETE', csrfToken });
  },
  /** Visits, sources, conversions and speed from the first day to the last, both included. */
  reports: (from: string, to: string) =>
    json<ReportsResponse>(
      `${staffApiPaths.reports}?${new URLSearchParams({ from, to }).toString()}`,
    ),
  accounts: () => json<StaffAccountSummary[]>(staffApiPaths.accounts),
  changeAccount: (id: number, change: StaffAccountChange, csrfToken: string) =>
    json<StaffAccountSummary>(staffApiPaths.account(id), {
      method: 'PATCH',
      body: change,
      csrfToken,
    }),
  removeAccount: async (id: number, csrfToken: string): Promise<void> => {
    await request(staffApiPaths.account(id), { method: 'DELETE', csrfToken });
  },
  /** Where the browser downloads the CSV of a filter (a plain link: the cookie goes along). */
  csvHref: (filter: InboxQuery) => `${staffApiPaths.submissionsCsv}${filterQuery(filter)}`,
  /** Where the browser downloads an application's résumé file (a plain link, as the CSV). */
  resumeHref: (id: number) => staffApiPaths.resume(id),
};
