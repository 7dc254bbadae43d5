/**
 * How the visitor's colour scheme is kept and shown: a `data-light` or `data-dark` attribute on
 * <html> (the theme's CSS variables follow it) and their choice in localStorage. Shared by the
 * theme and the page's inline script, which shows the scheme before the first paint and switches
 * it before React has loaded.
 */

/** The prefix of the scheme attribute on <html>: `data-light` / `data-dark`. */
export const colorSchemeAttribute = 'data';

/** localStorage key of the visitor's choice ('light' | 'dark' | 'system'). */
export const modeStorageKey = 'akscellence-mode';

/**
 * Present on <html> while the scheme changes: the theme turns every transition off under it
 * (theme/customizations/baseline.ts), so the page's colours change in the one frame that shows
 * the switch, instead of each themed element animating its own change for frames after it.
 */
export const schemeSwitchAttribute = 'data-scheme-switch';

/** The attributes of the two schemes (written out: part of every page's inline script). */
const schemeAttributes = { dark: 'data-dark', light: 'data-light' } as const;

/** Whether the page shows the dark scheme now. */
export function showsDarkScheme(): boolean {
  return document.documentElement.hasAttribute(schemeAttributes.dark);
}

/** Shows the dark or the light scheme (on this page's <html>, or another document's). */
export function showScheme(dark: boolean, root: Element = document.documentElement): void {
  root.toggleAttribute(schemeAttributes.dark, dark);
  root.toggleAttribute(schemeAttributes.light, !dark);
}

/**
 * Shows the scheme the visitor chose, or else their system's, before the page's first paint, so
 * a stored choice never flashes the other scheme.
 */
export function showStoredScheme(): void {
  let mode: string | null = null;
  try {
    mode = localStorage.getItem(modeStorageKey);
  } catch {
    // Storage blocked: the system's scheme.
  }
  showScheme(
    mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches),
  );
}
