import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

interface BreadcrumbProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  trail: readonly { label: string; to: string }[];
  current: string;
}

/** A breadcrumb trail on a dark hero band: links, then the current page. */
export function Breadcrumb({ label, trail, current }: BreadcrumbProps) {
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 2 }}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          typography: 'overline',
          color: 'surface.heroMuted',
          '& li + li::before': { content: '"/"', mr: 1 },
        }}
      >
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link href={crumb.to} sx={{ color: 'surface.heroText' }}>
              {crumb.label}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </Box>
    </Box>
  );
}
