import Button, { type ButtonProps } from '@mui/material/Button';
import { mergeSx } from './merge-sx';

/** A solid light button for dark hero and banner backgrounds, in both colour schemes. */
export function InverseButton({ sx, ...props }: ButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      {...props}
      sx={mergeSx(
        {
          bgcolor: 'common.white',
          color: 'surface.hero',
          flexShrink: 0,
          '&:hover': { bgcolor: 'grey.200' },
        },
        sx,
      )}
    />
  );
}
