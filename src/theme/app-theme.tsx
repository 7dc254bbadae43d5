import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
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

export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={modeStorageKey}>
      <InitColorSchemeScript attribute={colorSchemeAttribute} modeStorageKey={modeStorageKey} />
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
