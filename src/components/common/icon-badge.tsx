import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { IconName } from '@/content/types';
import { Icon } from './icon';
import { mergeSx } from './merge-sx';

interface IconBadgeProps {
  icon: IconName;
  /** Width and height (px). */
  size: number;
  sx?: SxProps<Theme>;
}

/** An icon on a tinted rounded square, heading a feature, a tile or a list entry. */
export function IconBadge({ icon, size, sx }: IconBadgeProps) {
  return (
    <Box
      sx={mergeSx(
        {
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'surface.tint',
          color: 'primary.main',
        },
        sx,
      )}
    >
      <Icon name={icon} />
    </Box>
  );
}
