import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Client } from '@/content/types';
import type { SxObject } from '../common/merge-sx';

/**
 * Logos standing still: eight sit as two rows of four (one column pair on phones); an auto-fill
 * grid left a lone logo on a second row at common desktop widths.
 */
export const clientLogoGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
  gap: 2,
} as const;

const sizes = {
  small: { width: 150, height: 50 },
  large: { width: 192, height: 64 },
} as const;

/**
 * A client wordmark on a tile of the page's scheme: in colour on white in the light scheme; in
 * the dark scheme the logo files paint themselves in one light colour (see scripts/assets/themed-svg.ts)
 * on a dark tile, so no white tile glares from a dark page.
 */
export function ClientLogo({
  client,
  size = 'large',
}: {
  client: Client;
  size?: keyof typeof sizes;
}) {
  const { width, height } = sizes[size];
  const { index, count } = client.logo.slice;
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: 'common.white',
        border: 1,
        borderColor: 'surface.border',
        ...theme.applyStyles('dark', { bgcolor: 'background.default' }),
      })}
    >
      <Box
        component="img"
        src={client.logo.src}
        alt={client.logo.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width,
          maxWidth: '100%',
          height: 'auto',
          // The file holds every logo in a column: scaled to the tile's width, it is shifted to
          // show this one (a percentage of the overflow: 0 for the first, 100% for the last),
          // in the element's own style, where a class per logo would weigh on every page.
          aspectRatio: `${String(width)} / ${String(height)}`,
          objectFit: 'cover',
        }}
        style={{ objectPosition: `50% ${String((index * 100) / (count - 1 || 1))}%` }}
      />
    </Box>
  );
}

/** The list element of logos: the static list and the drifting strip both render it. */
export function LogoList({
  label,
  sx,
  children,
}: {
  /** Accessible name of the list. */
  label: string;
  sx: SxObject;
  children: ReactNode;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, ...sx }}>
      {children}
    </Box>
  );
}

/** All client logos as a static list, e.g. in the footer and on About. */
export function ClientLogoList({
  clients,
  label,
  size,
}: {
  clients: readonly Client[];
  /** Accessible name of the list. */
  label: string;
  size?: keyof typeof sizes;
}) {
  return (
    <LogoList label={label} sx={clientLogoGrid}>
      {clients.map((client) => (
        <li key={client.name}>
          <ClientLogo client={client} size={size} />
        </li>
      ))}
    </LogoList>
  );
}
