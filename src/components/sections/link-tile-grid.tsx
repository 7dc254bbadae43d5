import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { IconName } from '@/content/types';
import { radii } from '@/theme/primitives';
import { IconBadge } from '../common/icon-badge';
import { Icon } from '../common/icon';
import { ListGrid, type GridColumns } from './list-grid';

export interface LinkTile {
  key: string;
  title: string;
  text?: string;
  icon: IconName;
  to: string;
}

interface LinkTileGridProps {
  tiles: readonly LinkTile[];
  columns?: GridColumns;
}

/** Clickable tiles, each one link named by its title: What We Do services, the industries grid. */
export function LinkTileGrid({ tiles, columns = { xs: 1, sm: 2, md: 3 } }: LinkTileGridProps) {
  return (
    <ListGrid
      items={tiles}
      itemKey={(tile) => tile.key}
      columns={columns}
      gap={{ xs: 2, md: 3 }}
      sx={
        // In two columns an odd last tile would sit alone beside a hole: let it take the row.
        columns.sm === 2 && tiles.length % 2 === 1
          ? {
              '& > li:last-of-type': {
                gridColumn: { sm: 'span 2', md: columns.md === 2 ? 'span 2' : 'auto' },
              },
            }
          : undefined
      }
      renderItem={(tile) => (
        <Link
          href={tile.to}
          underline="none"
          color="inherit"
          sx={{
            height: '100%',
            display: 'flex',
            alignItems: 'flex-start',
            gap: 2,
            p: { xs: 2.5, md: 3 },
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'surface.border',
            borderRadius: `${radii.card}px`,
            transition: 'border-color 150ms, box-shadow 150ms',
            '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
            '&:hover h3': { color: 'primary.main' },
          }}
        >
          <IconBadge icon={tile.icon} size={44} />
          {/* A title alone lines up with the icon; with a text it sits at the top, beside the icon. */}
          <Box sx={{ flex: 1, minWidth: 0, alignSelf: tile.text ? 'flex-start' : 'center' }}>
            <Typography variant="h4" component="h3">
              {tile.title}
            </Typography>
            {tile.text && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {tile.text}
              </Typography>
            )}
          </Box>
          <Icon name="arrow-forward" sx={{ color: 'primary.main', alignSelf: 'center' }} />
        </Link>
      )}
    />
  );
}
