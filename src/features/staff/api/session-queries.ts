/**
 * Signing in and out of the staff pages through React Query: the password, the second step's
 * code, setting two-factor sign-in up or turning it off, signing out (and knowing it happened a
 * moment ago), and the account's sessions with the ways to end them. The keys and the session
 * itself are in ./queries.ts.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffKeys, useCsrfToken } from './queries';
import { staffClient } from './staff-client';

export function useSessions(enabled = true) {
  return useQuery({ queryKey: staffKeys.sessions, queryFn: staffClient.sessions, enabled });
}

/** The password; when two-factor sign-in is on, `codeNeeded` and no session yet. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      signOuts.delete(client);
      const { codeNeeded } = await staffClient.signIn(email, password);
      if (codeNeeded) return { codeNeeded };
      await client.query({
        queryKey: staffKeys.session,
        queryFn: staffClient.session,
        staleTime: 0,
      });
      return { codeNeeded };
    },
  });
}

/** The second step of signing in: a code from the app or a recovery code. */
export function useSignInCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await staffClient.signInCode(code);
      return client.query({
        queryKey: staffKeys.session,
        queryFn: staffClient.session,
        staleTime: 0,
      });
    },
  });
}

/** A new key for the authenticator app (each call makes another). */
export function useTwoFactorSetup() {
  const csrf = useCsrfToken();
  return useMutation({ mutationFn: async () => staffClient.twoFactorSetup(await csrf()) });
}

/** The set-up's first code: two-factor is on, and the recovery codes come back this once. */
export function useTurnOnTwoFactor() {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async (code: string) => staffClient.twoFactorOn(code, await csrf()),
    onSuccess: () => {
      // Everything refused before set-up may be asked again.
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

export function useTurnOffTwoFactor() {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async ({ password, code }: { password: string; code: string }) => {
      await staffClient.twoFactorOff(password, code, await csrf());
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

/** When each client's staff member last signed out on purpose (ms). */
const signOuts = new WeakMap<QueryClient, number>();

/**
 * True just after the staff member signed out: the page's own requests then answer 401 (the
 * header asks for the session again once the cache is cleared), and that must not send them to
 * sign in "to come back here" instead of saying they signed out.
 */
export function signedOutJustNow(client: QueryClient, now = Date.now()): boolean {
  return now - (signOuts.get(client) ?? 0) < 10_000;
}

export function useSignOut() {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async () => {
      const token = await csrf();
      await client.cancelQueries({ queryKey: ['staff'] });
      signOuts.set(client, Date.now());
      await staffClient.signOut(token);
    },
    onSettled: () => {
      client.clear();
    },
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async () => staffClient.endOtherSessions(await csrf()),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffKeys.sessions });
      void client.invalidateQueries({ queryKey: staffKeys.activity });
    },
  });
}

export function useEndSession() {
  const client = useQueryClient();
  const csrf = useCsrfToken();
  return useMutation({
    mutationFn: async (id: string) => {
      await staffClient.endSession(id, await csrf());
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffKeys.sessions });
      void client.invalidateQueries({ queryKey: staffKeys.activity });
    },
  });
}
