import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../primitives';

/** Cards, papers and accordions. */
export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    styleOverrides: {
      root: {
        backgroundImage: 'none',
      },
    },
  },
  MuiCard: {
    defaultProps: {
      variant: 'outlined',
    },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.card,
        borderColor: (theme.vars ?? theme).palette.surface.border,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }),
    },
  },
  MuiAccordion: {
    defaultProps: {
      disableGutters: true,
      elevation: 0,
    },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${(theme.vars ?? theme).palette.surface.border}`,
        borderRadius: theme.shape.borderRadius,
        '&::before': { display: 'none' },
        '&:not(:last-of-type)': { marginBottom: theme.spacing(1.5) },
        '&:first-of-type, &:last-of-type': { borderRadius: theme.shape.borderRadius },
      }),
    },
  },
  MuiAccordionSummary: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: 56,
        paddingInline: theme.spacing(2.5),
      }),
      content: ({ theme }) => ({
        marginBlock: theme.spacing(1.75),
      }),
    },
  },
  MuiAccordionDetails: {
    styleOverrides: {
      root: ({ theme }) => ({
        paddingInline: theme.spacing(2.5),
        paddingBottom: theme.spacing(2.5),
      }),
    },
  },
};
