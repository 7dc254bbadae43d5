import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useLayoutEffect, type ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { anchors } from '@/config/paths';
import { ui } from '@/content/ui';
import { markPageHydrated } from '@/lib/start-up/regions';
import { DeferredRegion } from '@/lib/start-up/deferred-region';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Thin bar at the top while the next page's code is loading. Drawn with CSS rather than MUI's
 * LinearProgress to keep that component out of every page's startup code.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={ui.loadingPage}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.1s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}

/**
 * The frame of every page: skip link, header, main landmark, footer. The skip link, the header
 * and the page's first screen hydrate first; the footer and the page's bands (Section) hydrate
 * when the visitor needs them.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    // In the commit that hydrated the page, before the browser hands over the next event: React
    // handles the page's frame from here on, and deferred regions may open.
    markPageHydrated();
  }, []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <ScrollManager />
      <SiteHeader />
      <Box component="main" id={anchors.main} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <DeferredRegion>
        <SiteFooter />
      </DeferredRegion>
    </Box>
  );
}
