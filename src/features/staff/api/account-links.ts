/**
 * The staff API's invitations (for admins) and the ways in without a password (an invitation's
 * link, a forgotten password), through React Query like the rest of the staff pages. The link
 * routes need no session; the token travels in the request body, never in an address.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApiPaths } from '@/config/staff-api';
import type {
  AccountLinkDone,
  AccountLinkInfo,
  InvitationSummary,
  NewInvitation,
} from '@/shared/staff/account-links';
import { json, request } from './staff-client';
import { staffKeys, useCsrfToken } from './queries';

export const accountLinksClient = {
  invitations: () => json<InvitationSummary[]>(staffApiPaths.invitations),
  invite: (invitation: NewInvitation, csrfToken: string) =>
    json<InvitationSummary>(staffApiPaths.invitations, {
      method: 'POST',
      body: invitation,
      csrfToken,
    }),
  withdraw: async (id: number, csrfToken: string): Promise<void> => {
    await request(staffApiPaths.invitation(id), { method: 'DELETE', csrfToken });
  },
  askForReset: (email: string) =>
    json<{ message: string }>(staffApiPaths.passwordResets, { method: 'POST', body: { email } }),
  linkInfo: (token: string) =>
    json<AccountLinkInfo>(staffApiPaths.accountLink, { method: 'POST', body: { token } }),
  setPassword: (token: string, password: string) =>
    json<AccountLinkDone>(staffApiPaths.accountLinkPassword, {
      method: 'POST',
      body: { token, password },
    }),
};

/** The invitations waiting to be accepted (admins only). */
export function useInvitations(enabled = true) {
  return useQuery({
    queryKey: staffKeys.invitations,
    queryFn: accountLinksClient.invitations,
    enabled,
  });
}

/** Sends an invitation; the list of those waiting and the activity follow. */
export function useInvite() {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async (invitation: NewInvitation) =>
      accountLinksClient.invite(invitation, await csrf()),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffKeys.invitations });
      void client.invalidateQueries({ queryKey: staffKeys.activity });
    },
  });
}

export function useWithdrawInvitation() {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async (id: number) => {
      await accountLinksClient.withdraw(id, await csrf());
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffKeys.invitations });
      void client.invalidateQueries({ queryKey: staffKeys.activity });
    },
  });
}

export function useAskForReset() {
  return useMutation({ mutationFn: accountLinksClient.askForReset });
}

/** What a link is for; a link that opens nothing is not asked about twice. */
export function useLinkInfo(token: string) {
  return useQuery({
    queryKey: staffKeys.accountLink(token),
    queryFn: () => accountLinksClient.linkInfo(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Chooses the password; an accepted invitation comes back signed in, so the session is read anew. */
export function useSetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      accountLinksClient.setPassword(token, password),
    onSuccess: async (done) => {
      client.removeQueries({ queryKey: staffKeys.accountLinks });
      if (done.signedIn) await client.invalidateQueries({ queryKey: staffKeys.session });
    },
  });
}
