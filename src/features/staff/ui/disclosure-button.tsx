import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

interface DisclosureButtonProps {
  /** Whether what it shows is shown now. */
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
}

/**
 * A button that shows and hides a part of the page (the WAI-ARIA disclosure pattern): it says
 * whether that part is shown and which one it is, so a screen reader announces both.
 */
export function DisclosureButton({
  expanded,
  controls,
  onToggle,
  children,
  size,
  sx,
}: DisclosureButtonProps) {
  return (
    <Button
      type="button"
      variant="outlined"
      size={size}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      sx={sx}
    >
      {children}
    </Button>
  );
}
