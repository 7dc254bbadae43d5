import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '../api/queries';
import { isPageWithoutSession } from './sign-in-link';
import { needsTwoFactor } from '../api/staff-client';

/**
 * An account that must have two-factor sign-in and has not set it up may only set it up (the
 * server refuses everything else): every staff page sends it to the account page, where the
 * set-up is. True while that holds, so that the frame offers nothing else.
 */
export function useTwoFactorGate(): boolean {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The pages for someone without a session (signing in, the links from e-mails) ask nothing.
  const onSignIn = isPageWithoutSession(pathname);
  const session = useSession(!onSignIn);
  const status = onSignIn ? undefined : session.data?.twoFactor;
  const locked = status !== undefined && status.required && !status.on;
  const account = paths.staffAccount.href();

  useEffect(() => {
    if (locked && pathname !== account) void navigate(account, { replace: true });
  }, [locked, pathname, account, navigate]);

  useEffect(() => {
    // A page that asked before the session's answer arrived is refused: it goes, too.
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!needsTwoFactor(event.action.error) || pathname === account) return;
      void client.invalidateQueries({ queryKey: ['staff', 'session'] });
      void navigate(account, { replace: true });
    });
  }, [client, navigate, pathname, account]);

  return locked;
}
