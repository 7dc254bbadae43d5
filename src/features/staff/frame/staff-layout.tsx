import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { anchors, paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { BrandMarkLink } from '@/components/layout/brand-link';
import { SkipLink } from '@/components/layout/skip-link';
import { PageContainer } from '@/components/common/page-container';
import { isUnauthorized, StaffApiError } from '../api/staff-client';
import { markPageHydrated } from '@/lib/start-up/regions';
import { createStaffQueryClient, useAccess, useSession, useSummary } from '../api/queries';
import { signedOutJustNow, useSignOut } from '../api/session-queries';
import { isPageWithoutSession, signInHref } from './sign-in-link';
import { useTwoFactorGate } from './two-factor-gate';

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
  // Set once this page has sent the staff member to sign in. Removing the queries makes the
  // header ask for the session again, and that request, without the cleared cookie, fails
  // without "expired": it must not send them again and lose the reason.
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = false;
  }, [location.pathname]);
  useEffect(() => {
    const leave = (error: unknown) => {
      if (!isUnauthorized(error) || isPageWithoutSession(location.pathname)) return;
      if (leaving.current || signedOutJustNow(client)) return;
      leaving.current = true;
      client.removeQueries({ queryKey: ['staff'] });
      // "Your session has ended" only to someone whose session did: a first visit just signs in.
      const reason =
        error instanceof StaffApiError && error.reason === 'expired' ? 'expired' : undefined;
      void navigate(signInHref({ next: here, reason }), { replace: true });
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

/** The staff pages; a page that needs more than a role's kinds of lead says what it needs. */
const navLinks: readonly {
  href: string;
  label: string;
  needs?: 'reports' | 'activity' | 'accounts' | 'jobs';
}[] = [
  { href: paths.staffInbox.href(), label: staffCopy.nav.inbox },
  { href: paths.staffJobs.href(), label: staffCopy.nav.jobs, needs: 'jobs' },
  { href: paths.staffReports.href(), label: staffCopy.nav.reports, needs: 'reports' },
  { href: paths.staffActivity.href(), label: staffCopy.nav.activity, needs: 'activity' },
  { href: paths.staffAccounts.href(), label: staffCopy.nav.accounts, needs: 'accounts' },
  { href: paths.staffAccount.href(), label: staffCopy.nav.account },
];

/** The staff pages' own navigation, with the count of new entries; an entry counts as the inbox. */
function StaffNav({ locked }: { locked: boolean }) {
  const { pathname } = useLocation();
  const summary = useSummary(!locked);
  const fresh = summary.data?.new ?? 0;
  // Only what the role opens is offered (the server refuses the rest all the same); before
  // two-factor sign-in is set up where it must be, only the account page.
  const access = useAccess();
  const links = navLinks.filter((link) =>
    locked ? link.href === paths.staffAccount.href() : !link.needs || access?.[link.needs] === true,
  );
  const section = (href: string) =>
    href === paths.staffInbox.href()
      ? pathname === href || pathname.startsWith(`${href}/submissions/`)
      : pathname === href || (href === paths.staffJobs.href() && pathname.startsWith(`${href}/`));
  return (
    <Box
      component="nav"
      aria-label={staffCopy.navLabel}
      sx={{ order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' }, mr: { md: 1 } }}
    >
      {/* Four links and the count of new entries are wider than a small phone: they wrap. */}
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {links.map((link) => (
          <li key={link.href}>
            <Button
              component={RouterLink}
              to={link.href}
              size="small"
              aria-current={section(link.href) ? 'page' : undefined}
              sx={{
                minHeight: 44,
                whiteSpace: 'nowrap',
                color: section(link.href) ? 'primary.main' : 'text.primary',
                fontWeight: section(link.href) ? 'fontWeightBold' : 'fontWeightMedium',
              }}
            >
              {link.label}
              {link.href === paths.staffInbox.href() && fresh > 0 && (
                <Box
                  component="span"
                  sx={{
                    ml: 0.75,
                    px: 0.75,
                    minWidth: '1.5em',
                    borderRadius: 999,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    typography: 'caption',
                    fontWeight: 'fontWeightBold',
                  }}
                >
                  <Box component="span" sx={visuallyHidden}>
                    {staffCopy.newCount(fresh)}
                  </Box>
                  <span aria-hidden="true">{fresh}</span>
                </Box>
              )}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The staff pages follow the colour scheme chosen on the public site (or the system's). They have
 * no switch of their own: importing the site header's would split it out of every public page's
 * startup chunk and push the form pages over their byte budget.
 */
function StaffHeader({ locked }: { locked: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onSignIn = isPageWithoutSession(location.pathname);
  // The pages without a session ask nothing of the server: that would only be a 401.
  const session = useSession(!onSignIn);
  const signOut = useSignOut();
  const signedIn = onSignIn ? undefined : session.data;
  const email = signedIn?.email;

  return (
    <Box
      component="header"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'surface.border' }}
    >
      <PageContainer width="lg">
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 64 }}
        >
          <BrandMarkLink href={paths.staffInbox.href()} sx={{ mr: 'auto' }}>
            {staffCopy.appName}
          </BrandMarkLink>
          {email && <StaffNav locked={locked} />}
          {signedIn && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: { xs: 'none', lg: 'block' } }}
            >
              {staffCopy.signedInAs(signedIn.email, staffCopy.roles[signedIn.role])}
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
  const locked = useTwoFactorGate();
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
      <StaffHeader locked={locked} />
      <Box
        component="main"
        ref={mainRef}
        id={anchors.main}
        tabIndex={-1}
        sx={{ outline: 'none', py: { xs: 3, md: 5 }, minHeight: '70vh' }}
      >
        {/* A page the account may not open yet is not drawn while it is sent to set up. */}
        {locked && pathname !== paths.staffAccount.href() ? null : <Outlet />}
      </Box>
    </>
  );
}

/** The frame of the staff pages: their own header, React Query, and the way back to sign-in. */
export function StaffLayout() {
  useLayoutEffect(() => {
    // The staff pages are rendered in the browser from an empty shell: nothing here waits for
    // React, so from this first commit the page's inline script leaves every press to the app.
    markPageHydrated();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <StaffFrame />
    </QueryClientProvider>
  );
}
