/**
 * Palettes MUI writes for components this site never renders. Their custom properties would be
 * in every page's stylesheet, twice (once per scheme), and recomputed on every element when the
 * scheme changes, so the theme leaves them out. A component added later that reads one of them
 * needs its name taken off this list: `npm run test:budget` fails when a built script reads a
 * palette named here.
 */
export const unusedComponentPalettes: readonly string[] = [
  'AppBar',
  'Avatar',
  'Slider',
  'SnackbarContent',
  'SpeedDialAction',
  'StepConnector',
  'StepContent',
];
