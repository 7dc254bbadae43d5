import type { Components, Theme } from '@mui/material/styles';

/** Alerts and progress indicators. */
export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        alignItems: 'flex-start',
      }),
    },
  },
  MuiAvatar: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: (theme.vars ?? theme).palette.primary.main,
        color: (theme.vars ?? theme).palette.primary.contrastText,
        fontWeight: theme.typography.fontWeightBold,
      }),
    },
  },
};
