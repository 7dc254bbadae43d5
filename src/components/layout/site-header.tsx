import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { contactNav, primaryNav } from '@/content/navigation';
import { ui } from '@/content/ui';
import { navCurrent } from '@/lib/nav';
import { layout } from '@/theme/primitives';
import { BrandLink } from './brand-link';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { Icon } from '../common/icon';
import { IconAction } from '../common/icon-action';
import { ButtonLink } from '../common/button-link';
import { PageContainer } from '../common/page-container';

const drawerId = 'site-nav-drawer';

/** The drawer (MUI Modal, focus trap, transitions) loads on first use, not with every page. */
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavDrawer })));

export function SiteHeader() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

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
            <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0.25 }}>
              {primaryNav.map((item) => {
                const current = navCurrent(item, pathname);
                return (
                  <li key={item.to}>
                    <ButtonLink
                      to={item.to}
                      aria-current={current}
                      variant="text"
                      sx={{
                        px: 1.25,
                        color: current ? 'primary.main' : 'text.primary',
                        fontWeight: current ? 'fontWeightBold' : 'fontWeightMedium',
                        boxShadow: current ? 'inset 0 -3px 0 currentColor' : 'none',
                        borderRadius: 0,
                        // One line per link, whatever font is showing while Roboto loads.
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {item.label}
                    </ButtonLink>
                  </li>
                );
              })}
            </Box>
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 1 }, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ButtonLink
              to={contactNav.to}
              variant="contained"
              aria-current={pathname === contactNav.to ? 'page' : undefined}
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
            >
              {contactNav.label}
            </ButtonLink>
            <ColorSchemeToggle />
            <IconAction
              label={ui.openMenu}
              hasPopup="dialog"
              expanded={drawerOpen}
              controls={drawerOpen ? drawerId : undefined}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              // Start downloading the drawer as soon as the visitor heads for the button.
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              sx={{ display: { md: 'none' } }}
            >
              <Icon name="menu" />
            </IconAction>
            {/* Without JavaScript the drawer cannot open; the small-screen navigation page can. */}
            <noscript>
              <Link
                href={paths.htabs.href()}
                sx={{ display: { md: 'none' }, fontWeight: 'fontWeightMedium' }}
              >
                {ui.menuTitle}
              </Link>
            </noscript>
          </Box>
        </Box>
      </PageContainer>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => {
              setDrawerOpen(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
