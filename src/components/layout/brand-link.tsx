import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { brandMark } from '@/content/brand-art';
import { ui } from '@/content/ui';

/** The brand: mark and name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href={paths.home.href()}
      underline="none"
      aria-label={ui.brandHomeLabel}
      onClick={onNavigate}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        color: 'text.primary',
        fontWeight: 'fontWeightBold',
        typography: 'h4',
        flexShrink: 0,
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
      {site.brand}
    </Link>
  );
}
