import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { anchors, paths } from '@/config/paths';
import { staffCopy } from '@/content/staff';
import { BrandMarkLink } from '@/components/layout/brand-link';
import { SkipLink } from '@/components/layout/skip-link';
import { PageContainer } from '@/components/common/page-container';
import { isUnauthorized } from '@/lib/staff-client';
import { createStaffQueryClient, useSession, useSignOut } from './queries';
import { signInHref } from './sign-in-link';

const queryClient = createStaffQueryClient();

/**
 * When any staff request answers 401 (the session ended, or never was), go to the sign-in page
 * and come back here afterwards.
 */
function useUnauthorizedRedirect() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    const leave = (error: unknown) => {
      if (!isUnauthorized(error) || location.pathname === paths.staffSignIn.href()) return;
      client.removeQueries({ queryKey: ['staff'] });
      void navigate(signInHref({ next: here, reason: 'expired' }), { replace: true });
    };
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [client, navigate, here, location.pathname]);
}

/**
 * The staff pages follow the colour scheme chosen on the public site (or the system's). They have
 * no switch of their own: importing the site header's would split it out of every public page's
 * startup chunk and push the form pages over their byte budget.
 */
function StaffHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const onSignIn = location.pathname === paths.staffSignIn.href();
  // The sign-in page asks nothing of the server: without a session that would only be a 401.
  const session = useSession(!onSignIn);
  const signOut = useSignOut();
  const email = onSignIn ? undefined : session.data?.email;

  return (
    <Box
      component="header"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'surface.border' }}
    >
      <PageContainer width="lg">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
          <BrandMarkLink href={paths.staffInbox.href()} sx={{ mr: 'auto' }}>
            {staffCopy.appName}
          </BrandMarkLink>
          {email && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: { xs: 'none', md: 'block' } }}
            >
              {staffCopy.signedInAs(email)}
            </Typography>
          )}
          {email && (
            <Button
              variant="outlined"
              size="small"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              loading={signOut.isPending}
              onClick={() => {
                signOut.mutate(undefined, {
                  onSettled: () => {
                    void navigate(signInHref({ reason: 'signed-out' }), { replace: true });
                  },
                });
              }}
            >
              {staffCopy.signOut}
            </Button>
          )}
        </Box>
      </PageContainer>
    </Box>
  );
}

function StaffFrame() {
  useUnauthorizedRedirect();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    // After moving to another staff page, keyboard and screen-reader users start at its content
    // (the first page keeps the focus its own fields ask for, e.g. the sign-in e-mail field).
    if (pathname !== firstPath.current) mainRef.current?.focus();
  }, [pathname]);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <SkipLink />
      <StaffHeader />
      <Box
        component="main"
        ref={mainRef}
        id={anchors.main}
        tabIndex={-1}
        sx={{ outline: 'none', py: { xs: 3, md: 5 }, minHeight: '70vh' }}
      >
        <Outlet />
      </Box>
    </>
  );
}

/** The frame of the staff pages: their own header, React Query, and the way back to sign-in. */
export function StaffLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffFrame />
    </QueryClientProvider>
  );
}
