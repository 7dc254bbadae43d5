import type { Components, Theme } from '@mui/material/styles';
import { buttonSizeStyles } from '../button-size';
import { focusRing } from '../focus-ring';
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
        // ButtonBase removes the native outline; put the site's ring back for keyboard users.
        '&.Mui-focusVisible': focusRing(theme),
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
        // The field as a whole gets the site's focus ring, around MUI's thicker border.
        '&.Mui-focused': focusRing(theme),
      }),
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      outlined: ({ theme }) => {
        const paper = (theme.vars ?? theme).palette.background.paper;
        return {
          // The raised label sits across the field's edge, where the focus ring runs: backed by
          // the field's own colour (a little wider than the text), it interrupts the ring the
          // way it interrupts the border, instead of the ring striking through the words.
          '&.MuiInputLabel-shrink': { backgroundColor: paper, boxShadow: `0 0 0 3px ${paper}` },
        };
      },
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
