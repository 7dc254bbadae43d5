import Link from '@mui/material/Link';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import { Icon } from './icon';
import { pictureLinkSx } from './merge-sx';

interface BackLinkProps {
  label: string;
  to: RouterLinkProps['to'];
  state?: unknown;
  /** On a dark hero band the link takes the band's text colour. */
  onHero?: boolean;
}

/** "Back to ..." link with a leading arrow. */
export function BackLink({ label, to, state, onHero = false }: BackLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      // Without React Router's mark for lazy route discovery, which this app does not use.
      discover="none"
      state={state}
      sx={{
        ...pictureLinkSx(0.75),
        mb: 2,
        fontWeight: 'fontWeightMedium',
        color: onHero ? 'surface.heroText' : 'primary.main',
      }}
    >
      <Icon name="arrow-back" size="small" />
      {label}
    </Link>
  );
}
