import type { Components, Theme } from '@mui/material/styles';
import { buttonSizeStyles } from '../button-size';
import { LinkBehavior } from '../link-behavior';
import { layout } from '../primitives';

/** Buttons and form fields. */
export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: {
      // Buttons with an href navigate through React Router.
      LinkComponent: LinkBehavior,
    },
    styleOverrides: {
      root: ({ theme }) => ({
        // ButtonBase removes the native outline; put a visible ring back for keyboard users.
        '&.Mui-focusVisible': {
          outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: '2px',
        },
      }),
    },
  },
  MuiButton: {
    defaultProps: {
      disableElevation: true,
    },
    styleOverrides: {
      root: ({ theme }) => ({
        ...buttonSizeStyles(theme, 'medium'),
        borderRadius: theme.shape.borderRadius,
      }),
      sizeLarge: ({ theme }) => buttonSizeStyles(theme, 'large'),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: {
        minWidth: layout.touchTarget,
        minHeight: layout.touchTarget,
      },
    },
  },
  MuiTextField: {
    defaultProps: {
      fullWidth: true,
    },
  },
  MuiInputBase: {
    defaultProps: {
      // MUI detects browser autofill with keyframes that every field injects as a global style
      // when it mounts (again while hydrating, once per field). Nothing here needs it: labels
      // always sit above the field, and Formik gets autofilled values from the change events.
      disableInjectingGlobalStyles: true,
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: (theme.vars ?? theme).palette.background.paper,
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({
        marginInline: 0,
        fontSize: theme.typography.pxToRem(14),
      }),
    },
  },
};
