import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Art, Cta } from '@/content/types';
import { ArtImage } from '../common/art-image';
import type { SxObject } from '../common/merge-sx';
import { ParagraphsWithAction } from './paragraphs-with-action';

interface SplitColumnsProps {
  /** The space between the columns on wide screens, in theme spacing units. */
  gap: number;
  /** More rules of the grid (its space below, say), spread into its own: one class. */
  sx?: SxObject;
  children: ReactNode;
}

/** Two columns side by side on wide screens, centred on each other; one above the other on phones. */
export function SplitColumns({ gap, sx, children }: SplitColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: gap },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}

interface SplitFeatureProps {
  paragraphs: readonly string[];
  art: Art;
  cta?: Cta;
  /** Put the artwork on the left on wide screens. */
  artFirst?: boolean;
}

/** Text beside artwork (Who We Are). The section's intro supplies the heading. */
export function SplitFeature({ paragraphs, art, cta, artFirst = false }: SplitFeatureProps) {
  return (
    <SplitColumns gap={8}>
      <ParagraphsWithAction
        paragraphs={paragraphs}
        action={cta}
        sx={{ order: { md: artFirst ? 2 : 1 } }}
      />
      <ArtImage
        art={art}
        sx={{
          order: { md: artFirst ? 1 : 2 },
          width: '100%',
          maxWidth: 520,
          justifySelf: 'center',
          borderRadius: 4,
        }}
      />
    </SplitColumns>
  );
}
