import type { Theme } from '@mui/material/styles';
import { buttonSizes, type ButtonSize } from './primitives';

/** The CSS of a button size, for MUI's Button (customizations) and ButtonLink alike. */
export function buttonSizeStyles(theme: Theme, size: ButtonSize) {
  const { minHeight, paddingInline } = buttonSizes[size];
  return {
    minHeight,
    paddingInline: theme.spacing(paddingInline),
    ...(size === 'large' && { fontSize: theme.typography.pxToRem(buttonSizes.large.fontSize) }),
  };
}
