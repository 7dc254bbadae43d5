import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { contactNav, primaryNav } from '@/content/navigation';
import { navCurrent } from '@/lib/nav';
import { ButtonLink } from '../common/button-link';

/**
 * The site's main links, as the header shows them on wide screens; the menu's drawer shows the
 * same markup, restyled as a list, so that a page carries the styles of these links once.
 */
export function PrimaryLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0.25 }}>
      {primaryNav.map((item) => {
        const current = navCurrent(item, pathname);
        return (
          <li key={item.to}>
            <ButtonLink
              to={item.to}
              aria-current={current}
              variant="text"
              onClick={onNavigate}
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
  );
}

/** The Contact Us button of the header (from `sm` up) and of the menu's drawer. */
export function ContactButton({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ButtonLink
      to={contactNav.to}
      variant="contained"
      aria-current={pathname === contactNav.to ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
    >
      {contactNav.label}
    </ButtonLink>
  );
}
