/**
 * The staff pages' server state, all through React Query: the session, pages of the inbox, one
 * submission, and the mutations that change them. A 401 from any of them means the session has
 * ended; the layout sends the staff member to the sign-in page (its useUnauthorizedRedirect).
 * Signing in and out, two-factor sign-in and the account's sessions are in ./session-queries.ts.
 */
import {
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { InboxQuery, StaffAccess, SubmissionChange } from '@/shared/staff/api-types';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffJobSummary } from '@/shared/jobs/staff-jobs';
import { isRefusedByRole, isUnauthorized, needsTwoFactor, json, staffClient } from './staff-client';

export const staffKeys = {
  session: ['staff', 'session'] as const,
  inbox: (filter: InboxQuery, cursor: string | null) => ['staff', 'inbox', filter, cursor] as const,
  inboxAll: ['staff', 'inbox'] as const,
  submission: (id: number) => ['staff', 'submission', id] as const,
  history: (id: number) => ['staff', 'history', id] as const,
  activity: ['staff', 'activity'] as const,
  sessions: ['staff', 'sessions'] as const,
  summary: ['staff', 'summary'] as const,
  staff: ['staff', 'members'] as const,
  reports: (from: string, to: string) => ['staff', 'reports', from, to] as const,
  accounts: ['staff', 'accounts'] as const,
  jobs: ['staff', 'jobs'] as const,
  job: (id: number) => ['staff', 'jobs', id] as const,
  invitations: ['staff', 'invitations'] as const,
  /** What every invitation or reset link opens; the links' answers are dropped once used. */
  accountLinks: ['staff', 'account-link'] as const,
  accountLink: (token: string) => ['staff', 'account-link', token] as const,
};

export function createStaffQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 401, a role's 403 or a missing two-factor set-up will not turn into a 200 by asking
        // again; other failures get one more try.
        retry: (count, error) =>
          !isUnauthorized(error) && !isRefusedByRole(error) && !needsTwoFactor(error) && count < 1,
        refetchOnWindowFocus: true,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}

export function useSession(enabled = true) {
  return useQuery({ queryKey: staffKeys.session, queryFn: staffClient.session, enabled });
}

/**
 * The company's time zone from the session the staff layout asked for (this asks the server
 * nothing itself): `settled` once that answer, or its failure, has arrived.
 */
export function useCompanyTimeZone(): { timeZone: string | undefined; settled: boolean } {
  const session = useSession(false);
  return { timeZone: session.data?.timeZone, settled: session.status !== 'pending' };
}

export function useInboxPage(filter: InboxQuery, cursor: string | null) {
  return useQuery({
    queryKey: staffKeys.inbox(filter, cursor),
    queryFn: () => staffClient.inbox(filter, cursor),
    // The grid keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSubmission(id: number) {
  return useQuery({
    queryKey: staffKeys.submission(id),
    queryFn: () => staffClient.submission(id),
  });
}

/**
 * What the signed-in account's role opens, from the session the staff layout asked for;
 * undefined until that answer has arrived.
 */
export function useAccess(): StaffAccess | undefined {
  return useSession(false).data?.access;
}

/** The audit trail, page by page (each page after the last one's cursor). */
export function useActivity(enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: staffKeys.activity,
    queryFn: ({ pageParam }) => staffClient.activity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useHistory(id: number) {
  return useQuery({ queryKey: staffKeys.history(id), queryFn: () => staffClient.history(id) });
}

/** How many entries are new; asked again every minute, as a mail program would. */
export function useSummary(enabled = true) {
  return useQuery({
    queryKey: staffKeys.summary,
    queryFn: staffClient.summary,
    enabled,
    refetchInterval: 60_000,
  });
}

/** The staff accounts an entry can be assigned to. */
export function useStaffMembers() {
  return useQuery({ queryKey: staffKeys.staff, queryFn: staffClient.staff, staleTime: 60_000 });
}

/** The reports of a range; the page keeps showing the last range's figures while a new one loads. */
export function useReports(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: staffKeys.reports(from, to),
    queryFn: () => staffClient.reports(from, to),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The session's CSRF token, read when a mutation runs (fresh after a re-sign-in). */
export function useCsrfToken(): () => Promise<string> {
  const client = useQueryClient();
  return async () =>
    (await client.query({ queryKey: staffKeys.session, queryFn: staffClient.session })).csrfToken;
}

/** After a change to an entry: the lists, its history and the counts follow. */
function useEntryChanged(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: staffKeys.inboxAll });
    void client.invalidateQueries({ queryKey: staffKeys.history(id) });
    void client.invalidateQueries({ queryKey: staffKeys.activity });
    void client.invalidateQueries({ queryKey: staffKeys.summary });
  };
}

/** Moves an entry to another stage, flags or unflags it as spam, or assigns it. */
export function useChangeSubmission(id: number) {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  const changed = useEntryChanged(id);
  return useMutation({
    mutationFn: async (change: SubmissionChange) => staffClient.change(id, change, await csrf()),
    onSuccess: (entry) => {
      client.setQueryData(staffKeys.submission(id), entry);
      changed();
    },
  });
}

export function useAddNote(id: number) {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  const changed = useEntryChanged(id);
  return useMutation({
    mutationFn: async (body: string) => staffClient.addNote(id, body, await csrf()),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffKeys.submission(id) });
      changed();
    },
  });
}

/** Records that a reply was started (the mail program opens at once; this goes alongside). */
export function useReplyStarted(id: number) {
  const csrf = useCsrfToken();
  const changed = useEntryChanged(id);
  return useMutation({
    mutationFn: async () => {
      await staffClient.replyStarted(id, await csrf());
    },
    onSuccess: changed,
  });
}

export function useDeleteSubmission(id: number) {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async () => {
      await staffClient.remove(id, await csrf());
    },
    onSuccess: () => {
      client.removeQueries({ queryKey: staffKeys.submission(id) });
      void client.invalidateQueries({ queryKey: staffKeys.inboxAll });
    },
  });
}

/**
 * Every job with its state and applicants: the Jobs list, and the inbox's filter by job (so it
 * lives here, with the inbox's queries, not in the Jobs area's chunk).
 */
export function useJobs(enabled = true) {
  return useQuery({
    queryKey: staffKeys.jobs,
    queryFn: () => json<StaffJobSummary[]>(staffApiPaths.jobs),
    enabled,
  });
}
