import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { brandMark } from '@/content/brand-art';
import { ui } from '@/content/ui';
import { pictureLinkSx, type SxObject } from '../common/merge-sx';

interface BrandMarkLinkProps {
  href: string;
  /** The name beside the mark. */
  children: ReactNode;
  /** The link's name for assistive technology, when the shown name says less. */
  'aria-label'?: string;
  onClick?: () => void;
  /** How the link sits in its row (added to its own look). */
  sx?: SxObject;
}

/** The brand mark and a name, as one link: the public site's and the staff pages' headers. */
export function BrandMarkLink({ href, children, onClick, sx, ...aria }: BrandMarkLinkProps) {
  return (
    <Link
      href={href}
      underline="none"
      {...aria}
      onClick={onClick}
      sx={{
        ...pictureLinkSx(1),
        color: 'text.primary',
        fontWeight: 'fontWeightBold',
        typography: 'h4',
        ...sx,
      }}
    >
      <Box
        component="img"
        src={brandMark.src}
        width={32}
        height={32}
        alt={brandMark.alt}
        sx={{ display: 'block' }}
      />
      {children}
    </Link>
  );
}

/** The brand: mark and name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <BrandMarkLink
      href={paths.home.href()}
      aria-label={ui.brandHomeLabel}
      onClick={onNavigate}
      sx={{ flexShrink: 0 }}
    >
      {site.brand}
    </BrandMarkLink>
  );
}
