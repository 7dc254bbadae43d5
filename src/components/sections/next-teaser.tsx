import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Art } from '@/content/types';
import { ArtImage } from '../common/art-image';
import { Icon } from '../common/icon';
import { Surface } from '../common/surface';
import { ui } from '@/content/ui';
import { ButtonLink } from '../common/button-link';

interface NextTeaserProps {
  eyebrow: string;
  title: string;
  text: string;
  to: string;
  linkLabel: string;
  image?: Art;
}

/** A "Read More" card pointing at the next page of a series. */
export function NextTeaser({ eyebrow, title, text, to, linkLabel, image }: NextTeaserProps) {
  const headingId = useId();
  return (
    <Surface
      component="section"
      aria-labelledby={headingId}
      sx={{
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: { xs: 2, sm: 4 },
        p: { xs: 3, md: 4 },
      }}
    >
      {image && (
        <ArtImage
          art={{ ...image, alt: '' }}
          sx={{ width: { xs: '100%', sm: 220 }, borderRadius: 2, flexShrink: 0 }}
        />
      )}
      <Box sx={{ flex: 1 }}>
        <Typography variant="overline" component="p" color="secondary">
          {eyebrow}
        </Typography>
        <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Box>
      <ButtonLink
        to={to}
        context={ui.linkAbout(title)}
        variant="contained"
        endIcon={<Icon name="arrow-forward" size="small" />}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      >
        {linkLabel}
      </ButtonLink>
    </Surface>
  );
}
