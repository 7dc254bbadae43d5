import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '@/content/types';
import { layout } from '@/theme/primitives';
import { Surface } from '../common/surface';
import { Icon } from '../common/icon';

/** "Laura M." -> "LM": avatars show initials, never photos. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^A-Za-z]/g, '').charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { quote, author, category } = testimonial;
  return (
    <Surface component="figure" sx={{ m: 0, p: { xs: 3, md: 4 }, gap: 2 }}>
      <Icon name="quote" size="large" sx={{ color: 'secondary.main' }} />
      <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
        {quote}
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: layout.avatarSize,
            height: layout.avatarSize,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 'fontWeightBold',
          }}
        >
          {initials(author.name)}
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 'fontWeightBold' }}>{author.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {category ? `${author.role}, ${category}` : author.role}
          </Typography>
        </Box>
      </Box>
    </Surface>
  );
}
