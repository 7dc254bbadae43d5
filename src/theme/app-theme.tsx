import type { ReactNode } from 'react';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { breakpoints, colorSchemes, shape, typography } from './primitives';
import { baselineCustomizations } from './customizations/baseline';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';

/**
 * The colour scheme is written as a `data-light` / `data-dark` attribute on <html> by an inline
 * script that runs before first paint, so a stored choice never flashes the other scheme.
 */
const colorSchemeAttribute = 'data';
/** localStorage key of the visitor's choice ('light' | 'dark' | 'system'). */
export const modeStorageKey = 'akscellence-mode';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: colorSchemeAttribute },
  colorSchemes,
  typography,
  shape,
  breakpoints,
  motion: { reducedMotion: 'system' },
  components: {
    ...baselineCustomizations,
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
    ...feedbackCustomizations,
  },
});

/**
 * How the app's ThemeProvider is set up; the build-time stylesheet renders the same setup.
 * `noSsr`: the colour scheme state starts from what the init script applied, instead of being
 * set again in an effect after hydration. That update would change a context above every band
 * still waiting to hydrate, and React throws such bands' prerendered HTML away and renders them
 * from scratch. The scheme toggle, the one reader, starts from the prerendered state itself.
 */
export const themeProviderProps = {
  theme,
  defaultMode: 'system',
  modeStorageKey,
  noSsr: true,
} as const;

/**
 * MUI's switch for the runtime stylesheet. Its prop type only exists when the Theme type is
 * augmented with `CssThemeVariables`, which would change `theme.vars` for every component, so
 * it is passed as a spread.
 */
const runtimeStylesheetOff = { disableStyleSheetGeneration: true };

/**
 * The theme for every page. Its global CSS (the CSS variables of both schemes and the baseline,
 * `theme-stylesheet.tsx`) is generated at build time and shipped with the HTML, so the browser
 * never serialises it: MUI's runtime generation is off and CssBaseline is not rendered.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider {...themeProviderProps} {...runtimeStylesheetOff}>
      <InitColorSchemeScript attribute={colorSchemeAttribute} modeStorageKey={modeStorageKey} />
      {children}
    </ThemeProvider>
  );
}
