import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Art } from '@/content/types';
import { breakpoints } from '@/theme/primitives';
import { mergeSx } from './merge-sx';

/** Below the `sm` breakpoint: where a picture's narrow version replaces it. */
const narrowMedia = `not all and (min-width: ${breakpoints.values.sm}${breakpoints.unit})`;

interface ArtImageProps {
  art: Art;
  /** Above the fold: load eagerly with high priority (LCP candidates). */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An image from content with its intrinsic size, so the browser reserves its space. A picture
 * with a narrow version becomes a <picture> that phones fetch that version for (and only it).
 */
export function ArtImage({ art, priority = false, sx }: ArtImageProps) {
  const image = (
    <Box
      component="img"
      src={art.src}
      alt={art.alt}
      width={art.width}
      height={art.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      // The pictures repaint themselves for the dark scheme (see scripts/assets/themed-svg.ts).
      sx={mergeSx({ display: 'block', height: 'auto' }, sx)}
    />
  );
  if (!art.narrow) return image;
  const { narrow } = art;
  return (
    <picture>
      <source media={narrowMedia} srcSet={narrow.src} width={narrow.width} height={narrow.height} />
      {image}
    </picture>
  );
}
