import Box from '@mui/material/Box';
import { ui } from '@/content/ui';
import { regionWithCode } from '@/lib/start-up/deferred-region';
import { layout } from '@/theme/primitives';
import { BrandLink } from './brand-link';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { PageContainer } from '../common/page-container';
import { ContactButton, PrimaryLinks } from './nav-links';

/**
 * The menu of small screens (its button and drawer) is in the page's HTML and works without
 * script; the drawer's code (MUI Modal, focus trap, transitions) is a chunk of its own that no
 * page starts with, loaded when the browser is idle or the visitor heads for the button.
 */
const NavMenu = regionWithCode(() => import('./nav-menu').then((module) => module.NavMenuContent));

export function SiteHeader() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'surface.border',
      }}
    >
      <PageContainer>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 0.5, sm: 1 },
            minHeight: layout.headerHeight,
          }}
        >
          <BrandLink />
          <Box
            component="nav"
            aria-label={ui.mainNavLabel}
            sx={{ display: { xs: 'none', md: 'block' }, ml: 'auto' }}
          >
            <PrimaryLinks />
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 1 }, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ContactButton />
            <ColorSchemeToggle />
            <NavMenu />
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
