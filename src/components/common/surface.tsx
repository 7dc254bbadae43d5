import Box, { type BoxProps } from '@mui/material/Box';
import { radii } from '@/theme/primitives';
import { mergeSx } from './merge-sx';

/**
 * A bordered card surface. Plain Box rather than MUI Card: the home page and lists show many
 * of these, and Card/Paper would add their code to every page's startup bundle for a border.
 */
export function Surface({ sx, ...props }: BoxProps) {
  return (
    <Box
      {...props}
      sx={mergeSx(
        {
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'surface.border',
          borderRadius: `${radii.card}px`,
          overflow: 'hidden',
        },
        sx,
      )}
    />
  );
}
