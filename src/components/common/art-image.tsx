import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Art } from '@/content/types';
import { mergeSx } from './merge-sx';

interface ArtImageProps {
  art: Art;
  /** Above the fold: load eagerly with high priority (LCP candidates). */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** An image from content with its intrinsic size, so the browser reserves its space. */
export function ArtImage({ art, priority = false, sx }: ArtImageProps) {
  return (
    <Box
      component="img"
      src={art.src}
      alt={art.alt}
      width={art.width}
      height={art.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      sx={mergeSx(
        (theme) => ({
          display: 'block',
          height: 'auto',
          // The artwork is drawn on light panels; dimmed a little, they don't glare on dark pages.
          ...theme.applyStyles('dark', { filter: 'brightness(0.88)' }),
        }),
        sx,
      )}
    />
  );
}
