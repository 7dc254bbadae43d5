import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { ui } from '@/content/ui';
import { PageLayout } from '@/components/layout/page-layout';

export function RootLayout() {
  return (
    <PageLayout>
      <Outlet />
    </PageLayout>
  );
}

/**
 * Shown only when the app starts without prerendered HTML (the dev server) while the first
 * page's code loads; prerendered pages hydrate with their route already resolved.
 */
export function InitialLoad() {
  return (
    <Box
      role="progressbar"
      aria-label={ui.loadingPage}
      sx={{ height: 3, bgcolor: 'primary.main' }}
    />
  );
}
