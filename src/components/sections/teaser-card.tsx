import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Art } from '@/content/types';
import { ArtImage } from '../common/art-image';
import { Surface } from '../common/surface';
import { Icon } from '../common/icon';
import { ui } from '@/content/ui';
import { ButtonLink } from '../common/button-link';

interface TeaserCardProps {
  title: string;
  to: string;
  /** Visible link text, e.g. "Read More". The title is added for assistive technology. */
  linkLabel: string;
  text?: string;
  image?: Art;
  /** Small line above the title (date, reading time, category). */
  meta?: ReactNode;
  titleComponent?: 'h2' | 'h3';
}

/** A card pointing at another page: blog teasers and "Read More" teasers. */
export function TeaserCard({
  title,
  to,
  linkLabel,
  text,
  image,
  meta,
  titleComponent = 'h3',
}: TeaserCardProps) {
  return (
    <Surface>
      {image && (
        <ArtImage
          art={image}
          sx={{
            width: '100%',
            aspectRatio: `${image.width} / ${image.height}`,
            objectFit: 'cover',
          }}
        />
      )}
      <Box sx={{ flex: 1, p: 3 }}>
        {meta && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {meta}
          </Typography>
        )}
        <Typography variant="h4" component={titleComponent}>
          {title}
        </Typography>
        {text && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {text}
          </Typography>
        )}
      </Box>
      <Box sx={{ px: 3, pb: 3 }}>
        <ButtonLink
          to={to}
          context={ui.linkAbout(title)}
          endIcon={<Icon name="arrow-forward" size="small" />}
          variant="text"
          sx={{ px: 0 }}
        >
          {linkLabel}
        </ButtonLink>
      </Box>
    </Surface>
  );
}
