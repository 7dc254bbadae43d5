import type { Components, Theme } from '@mui/material/styles';
import { LinkBehavior } from '../link-behavior';

/** Links and the navigation drawer. Links route through React Router (see LinkBehavior). */
export const navigationCustomizations: Components<Theme> = {
  MuiTypography: {
    defaultProps: {
      // Subtitles are lead paragraphs, not headings (MUI maps them to h6 by default).
      variantMapping: { subtitle1: 'p', subtitle2: 'p' },
    },
  },
  MuiLink: {
    defaultProps: {
      component: LinkBehavior,
      underline: 'hover',
    },
    styleOverrides: {
      root: {
        textUnderlineOffset: '0.2em',
      },
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: {
        width: 'min(20rem, 85vw)',
      },
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: 48,
        borderRadius: theme.shape.borderRadius,
        '&[aria-current]': {
          backgroundColor: (theme.vars ?? theme).palette.surface.tint,
          color: (theme.vars ?? theme).palette.primary.main,
          fontWeight: theme.typography.fontWeightBold,
        },
      }),
    },
  },
};
