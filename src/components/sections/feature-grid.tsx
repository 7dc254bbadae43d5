import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Feature } from '@/content/types';
import { Icon } from '../common/icon';

interface FeatureGridProps {
  features: readonly Feature[];
  /** Level of each feature's title; h3 under a section's h2. */
  titleComponent?: 'h3' | 'h4';
  columns?: { xs?: number; sm?: number; md?: number };
}

/** Titled points with an icon: Why Us, work benefits, product capabilities. */
export function FeatureGrid({
  features,
  titleComponent = 'h3',
  columns = { xs: 1, sm: 2, md: 4 },
}: FeatureGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: `repeat(${columns.xs ?? 1}, minmax(0, 1fr))`,
          sm: `repeat(${columns.sm ?? 2}, minmax(0, 1fr))`,
          md: `repeat(${columns.md ?? 4}, minmax(0, 1fr))`,
        },
      }}
    >
      {features.map((feature) => (
        <Box
          component="li"
          key={feature.title}
          sx={{
            p: 3,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'surface.border',
          }}
        >
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'surface.tint',
              color: 'primary.main',
              mb: 2,
            }}
          >
            <Icon name={feature.icon} />
          </Box>
          <Typography variant="h4" component={titleComponent} sx={{ mb: 1 }}>
            {feature.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {feature.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
