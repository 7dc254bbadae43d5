import type { Components, Theme } from '@mui/material/styles';
import { fallbackFontFace, layout } from '../primitives';

/** Global rules: focus ring, anchor offset under the sticky header, reduced motion. */
export const baselineCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      '@font-face': fallbackFontFace,
      html: {
        // Anchor targets land below the sticky header instead of under it.
        scrollPaddingTop: `${layout.headerHeight + 16}px`,
        WebkitTextSizeAdjust: '100%',
      },
      body: {
        overflowX: 'hidden',
      },
      ':focus-visible': {
        outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
        outlineOffset: '2px',
      },
      '[tabindex="-1"]:focus': {
        outline: 'none',
      },
      img: {
        maxWidth: '100%',
        height: 'auto',
      },
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    }),
  },
};
