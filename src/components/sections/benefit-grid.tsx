import Typography from '@mui/material/Typography';
import type { Benefit } from '@/content/types';
import { Surface } from '../common/surface';
import { ListGrid } from './list-grid';

/** The three Top Benefits of a service or domain, numbered. */
export function BenefitGrid({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <ListGrid
      ordered
      items={benefits}
      itemKey={(benefit) => benefit.title}
      columns={{ xs: 1, md: 3 }}
      gap={{ xs: 2.5, md: 3 }}
      renderItem={(benefit, index) => (
        <Surface sx={{ p: { xs: 3, md: 3.5 }, gap: 1.5 }}>
          <Typography
            aria-hidden
            component="span"
            sx={{ typography: 'h2', color: 'secondary.main', lineHeight: 1 }}
          >
            {String(index + 1).padStart(2, '0')}
          </Typography>
          <Typography variant="h3" sx={{ typography: 'h4' }}>
            {benefit.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {benefit.text}
          </Typography>
        </Surface>
      )}
    />
  );
}
