import type { ReactNode } from 'react';
import { createTheme, shouldSkipGeneratingVar, ThemeProvider } from '@mui/material/styles';
import { colorSchemeAttribute, modeStorageKey } from '@/lib/color-scheme';
import { breakpoints, colorSchemes, shape, typography } from './primitives';
import { unusedComponentPalettes } from './unused-palettes';
import { baselineCustomizations } from './customizations/baseline';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';

/** MUI's own rule, and the palettes of components the site never renders. */
function skipVar(keys: string[]): boolean {
  return (
    shouldSkipGeneratingVar(keys) ||
    (keys[0] === 'palette' && unusedComponentPalettes.includes(keys[1] ?? ''))
  );
}

function createAppTheme() {
  return createTheme({
    cssVariables: { colorSchemeSelector: colorSchemeAttribute, shouldSkipGeneratingVar: skipVar },
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
}

let theme: ReturnType<typeof createAppTheme> | undefined;

/**
 * The site's theme, created on first use rather than when the module loads. Creating it (both
 * colour schemes and their CSS variables) is the largest piece of work in the page's start-up
 * scripts; kept out of module evaluation, the browser evaluates the scripts in one task and
 * creates the theme in another (`app/start.tsx`), two shorter tasks instead of one long one.
 */
export function appTheme() {
  theme ??= createAppTheme();
  return theme;
}

/**
 * How the app's ThemeProvider is set up; the build-time stylesheet renders the same setup.
 * `noSsr`: the colour scheme state starts from what the page applied, instead of being
 * set again in an effect after hydration. That update would change a context above every band
 * still waiting to hydrate, and React throws such bands' prerendered HTML away and renders them
 * from scratch. The scheme toggle, the one reader, starts from the prerendered state itself.
 */
export function themeProviderProps() {
  return { theme: appTheme(), defaultMode: 'system', modeStorageKey, noSsr: true } as const;
}

/**
 * MUI's switch for the runtime stylesheet. Its prop type only exists when the Theme type is
 * augmented with `CssThemeVariables`, which would change `theme.vars` for every component, so
 * it is passed as a spread.
 */
const runtimeStylesheetOff = { disableStyleSheetGeneration: true };

/**
 * The theme for every page. Its global CSS (the CSS variables of both schemes and the baseline,
 * `theme-stylesheet.tsx`) is generated at build time and shipped with the HTML, so the browser
 * never serialises it: MUI's runtime generation is off and CssBaseline is not rendered. The
 * scheme attribute is set before the first paint by the page's inline script
 * (`lib/color-scheme.ts`), in place of MUI's InitColorSchemeScript: one script instead of two in
 * every page's first round trip.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider {...themeProviderProps()} {...runtimeStylesheetOff}>
      {children}
    </ThemeProvider>
  );
}
