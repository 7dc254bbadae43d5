import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { layout } from '@/theme/primitives';
import { mergeSx } from './merge-sx';

interface IconActionProps {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  hasPopup?: 'dialog';
  disabled?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  sx?: SxProps<Theme>;
  /** What the page's scripts read: an early action (`data-early`), a popover it opens. */
  [attribute: `data-${string}`]: string | undefined;
  popoverTarget?: string;
  popoverTargetAction?: 'hide' | 'show' | 'toggle';
}

/**
 * A round icon button: a native <button> with the theme's focus ring and hover tint. Used in the
 * header and on the home page instead of MUI IconButton, whose ripple machinery would otherwise
 * load on every page.
 */
export function IconAction({
  label,
  onClick,
  children,
  pressed,
  expanded,
  controls,
  hasPopup,
  disabled = false,
  onPointerEnter,
  onFocus,
  sx,
  ...attributes
}: IconActionProps) {
  return (
    <Box
      {...attributes}
      component="button"
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup={hasPopup}
      disabled={disabled}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      sx={mergeSx(
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: layout.touchTarget,
          height: layout.touchTarget,
          p: 0,
          border: 0,
          borderRadius: '50%',
          bgcolor: 'transparent',
          color: 'inherit',
          cursor: 'pointer',
          transition: 'background-color 150ms',
          '&:hover': { bgcolor: 'action.hover' },
          '&:disabled': { cursor: 'default', opacity: 0.45 },
        },
        sx,
      )}
    >
      {children}
    </Box>
  );
}
