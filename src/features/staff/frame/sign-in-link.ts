import { paths } from '@/config/paths';

export type SignInReason = 'expired' | 'signed-out' | 'password-set';

/** The sign-in page, with where to go afterwards and why the staff member is there. */
export function signInHref({ next, reason }: { next?: string; reason?: SignInReason }): string {
  const params = new URLSearchParams();
  if (next) params.set('next', next);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return `${paths.staffSignIn.href()}${query ? `?${query}` : ''}`;
}

/**
 * Where to go after signing in: only a staff page of this site (a link that sends a signed-in
 * member to another site would be an open redirect).
 */
export function safeNext(next: string | null): string {
  const inbox = paths.staffInbox.href();
  if (!next || !next.startsWith(inbox) || next.startsWith('//')) return inbox;
  if (isPageWithoutSession(next.split(/[?#]/)[0] ?? '')) return inbox;
  return next;
}

/**
 * The staff pages one opens without a session (signing in, joining, a forgotten password): they
 * never ask the server who is signed in, and a 401 there sends nobody anywhere.
 */
export function isPageWithoutSession(pathname: string): boolean {
  return [paths.staffSignIn, paths.staffJoin, paths.staffForgotPassword, paths.staffResetPassword]
    .map((route) => route.href())
    .includes(pathname);
}
