import Box, { type BoxProps } from '@mui/material/Box';
import { mergeSx } from './merge-sx';

const widths = { sm: 'sm', md: 'md', lg: 'lg' } as const;

type PageContainerProps = BoxProps & {
  /** Largest width, by theme breakpoint. */
  width?: keyof typeof widths;
};

/**
 * Centres page content with the theme's side padding, like MUI's Container, without its
 * component machinery (every page uses this, so it stays small).
 */
export function PageContainer({ width = 'lg', sx, ...props }: PageContainerProps) {
  return (
    <Box
      {...props}
      sx={mergeSx(
        (theme) => ({
          width: '100%',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          maxWidth: `${String(theme.breakpoints.values[widths[width]])}${theme.breakpoints.unit ?? 'px'}`,
        }),
        sx,
      )}
    />
  );
}
