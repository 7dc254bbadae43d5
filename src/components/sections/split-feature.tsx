import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Art, Cta } from '@/content/types';
import { ArtImage } from '../common/art-image';
import { CtaLink } from '../common/button-link';
import { SplitGrid } from './section';

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
    <SplitGrid wideGap={8}>
      <Box sx={{ order: { md: artFirst ? 2 : 1 } }}>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} color="text.secondary" sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
        {cta && <CtaLink cta={cta} variant="contained" size="large" sx={{ mt: 1 }} />}
      </Box>
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
    </SplitGrid>
  );
}
