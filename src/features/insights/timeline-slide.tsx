import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@/content/types';
import { ArtImage } from '@/components/common/art-image';
import { Surface } from '@/components/common/surface';

/**
 * One year of the company timeline: picture, year, title and description. The first slide's
 * picture is on a phone's first screen and is the page's largest paint there, so it loads
 * eagerly with high priority instead of after layout, behind the page's scripts.
 */
export function TimelineSlide({ entry, first = false }: { entry: TimelineEntry; first?: boolean }) {
  return (
    <Surface component="article" sx={{ height: '100%' }}>
      <ArtImage
        art={entry.pic}
        priority={first}
        sx={{ width: '100%', aspectRatio: `${entry.pic.width} / ${entry.pic.height}` }}
      />
      <Box sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography
          component="p"
          sx={{ typography: 'h2', color: 'primary.main', lineHeight: 1, mb: 1 }}
        >
          {entry.year}
        </Typography>
        <Typography variant="h3" sx={{ typography: 'h4', mb: 1 }}>
          {entry.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.des}
        </Typography>
      </Box>
    </Surface>
  );
}
