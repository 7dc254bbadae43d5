import type { Components, Theme } from '@mui/material/styles';
import { schemeSwitchAttribute } from '@/lib/color-scheme';
import { focusRing } from '../focus-ring';
import { fallbackFontFace, layout } from '../primitives';

/** Global rules: focus ring, anchor offset under the sticky header, reduced motion, scheme switches. */
export const baselineCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      '@font-face': fallbackFontFace,
      html: {
        // Anchor targets land below the sticky header instead of under it, and an element
        // focused at the foot of the window shows its whole focus ring.
        scrollPaddingTop: `${layout.headerHeight + 16}px`,
        scrollPaddingBottom: '16px',
        WebkitTextSizeAdjust: '100%',
      },
      body: {
        overflowX: 'hidden',
      },
      // One more level than a component's own class, so a component that draws a shadow or an
      // underline of its own still shows the whole ring while it has keyboard focus.
      ':root :focus-visible': focusRing(theme),
      '[tabindex="-1"]:focus': {
        outline: 'none',
      },
      img: {
        maxWidth: '100%',
        height: 'auto',
      },
      // A scheme switch recolours the page in one frame (see lib/color-scheme.ts).
      [`[${schemeSwitchAttribute}] *, [${schemeSwitchAttribute}] *::before, [${schemeSwitchAttribute}] *::after`]:
        { transition: 'none !important' },
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
