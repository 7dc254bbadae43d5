import Typography from '@mui/material/Typography';
import type { Feature } from '@/content/types';
import { IconBadge } from '../common/icon-badge';
import { ListGrid, type GridColumns } from './list-grid';

interface FeatureGridProps {
  features: readonly Feature[];
  /** Level of each feature's title; h3 under a section's h2. */
  titleComponent?: 'h3' | 'h4';
  columns?: GridColumns;
}

/** Titled points with an icon: Why Us, work benefits, product capabilities. */
export function FeatureGrid({
  features,
  titleComponent = 'h3',
  columns = { xs: 1, sm: 2, md: 4 },
}: FeatureGridProps) {
  return (
    <ListGrid
      items={features}
      itemKey={(feature) => feature.title}
      columns={columns}
      itemSx={{
        p: 3,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'surface.border',
      }}
      renderItem={(feature) => (
        <>
          <IconBadge icon={feature.icon} size={48} sx={{ mb: 2 }} />
          <Typography variant="h4" component={titleComponent} sx={{ mb: 1 }}>
            {feature.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {feature.text}
          </Typography>
        </>
      )}
    />
  );
}
