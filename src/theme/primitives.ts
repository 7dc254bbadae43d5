/**
 * Design primitives: the only place where raw colours, type sizes and shape values live.
 * Component customizations and the AppTheme provider build on these. Components reach colours
 * and type through theme keys (`primary.main`, `h3`); the few sizes that are not theme keys
 * (`layout`, `radii`, `buttonSizes`) they import from here. Contrast of every text/background
 * pair is checked by `src/test/contrast-checks.ts` (run by the unit tests).
 */
import type { ThemeOptions } from '@mui/material/styles';
import { mix } from './color.ts';

export const brand = {
  50: '#EEF4FD',
  100: '#D6E4FA',
  200: '#AFC9F4',
  300: '#7FAEF5',
  400: '#4F86E0',
  500: '#2B66C7',
  600: '#1549A8',
  700: '#113C8B',
  800: '#0E2F6A',
  900: '#0A214B',
} as const;

export const teal = {
  50: '#E8F8F5',
  100: '#C5EEE7',
  200: '#8FE0D3',
  300: '#4FD1BF',
  400: '#23B3A1',
  500: '#12978A',
  600: '#0B7A6F',
  700: '#0A6259',
  800: '#094D46',
  900: '#073A35',
} as const;

export const gray = {
  50: '#F4F7FC',
  100: '#E9EEF5',
  200: '#D8E0EA',
  300: '#C2CCD8',
  400: '#A9B6C8',
  500: '#748397',
  600: '#4B5A6E',
  700: '#344152',
  800: '#1D2736',
  900: '#111A2C',
  950: '#0B1220',
} as const;

export const white = '#FFFFFF';

/** Accent of the pictures (stars, coins, highlights), and the dark scheme's warning colour. */
export const amber = '#F5B94E';

/**
 * The dark scheme's tinted surfaces: a brand step mixed into a dark neutral, so they follow the
 * scales above (a restyle changes only the scales).
 */
export const darkTints = {
  /** Hero and call-to-action bands. */
  hero: mix(gray[950], brand[800], 0.26),
  /** The far end of the hero bands' gradient. */
  heroAccent: mix(brand[900], gray[700], 0.22),
  /** Behind icons, badges and the current link. */
  tint: mix(gray[900], brand[600], 0.16),
} as const;

const status = {
  light: {
    error: { main: '#B42318', light: '#FDECEA', dark: '#7A1A12', contrastText: white },
    success: { main: '#1E6B3A', light: '#E7F4EC', dark: '#134527', contrastText: white },
    warning: { main: '#8A5300', light: '#FFF4E0', dark: '#5E3900', contrastText: white },
    info: { main: brand[600], light: brand[50], dark: brand[800], contrastText: white },
  },
  dark: {
    error: { main: '#FF8A80', light: '#FFB4AB', dark: '#D9534A', contrastText: gray[950] },
    success: { main: '#6FCF97', light: '#A6E3BF', dark: '#3FA56B', contrastText: gray[950] },
    warning: { main: amber, light: '#F9D594', dark: '#C98A1B', contrastText: gray[950] },
    info: { main: brand[300], light: brand[200], dark: brand[400], contrastText: gray[950] },
  },
} as const;

/** Palettes of the two colour schemes. `surface` is the site's own addition (see theme-augmentation.d.ts). */
export const colorSchemes = {
  light: {
    palette: {
      primary: { main: brand[600], light: brand[400], dark: brand[800], contrastText: white },
      secondary: { main: teal[600], light: teal[400], dark: teal[800], contrastText: white },
      ...status.light,
      text: { primary: gray[900], secondary: gray[600] },
      background: { default: white, paper: white },
      divider: gray[200],
      surface: {
        muted: gray[50],
        border: gray[200],
        hero: brand[800],
        heroAccent: brand[600],
        heroText: white,
        heroMuted: brand[100],
        tint: brand[50],
        focusRing: brand[600],
        focusRingInner: white,
      },
    },
  },
  dark: {
    palette: {
      primary: { main: brand[300], light: brand[200], dark: brand[400], contrastText: gray[950] },
      secondary: { main: teal[300], light: teal[200], dark: teal[400], contrastText: gray[950] },
      ...status.dark,
      text: { primary: gray[50], secondary: gray[400] },
      background: { default: gray[950], paper: gray[900] },
      divider: gray[800],
      surface: {
        muted: gray[900],
        border: gray[800],
        hero: darkTints.hero,
        heroAccent: darkTints.heroAccent,
        heroText: white,
        heroMuted: brand[200],
        tint: darkTints.tint,
        focusRing: brand[300],
        focusRingInner: gray[950],
      },
    },
  },
} as const;

/**
 * Stand-in for Roboto while its files load: a local Arial (Liberation Sans on Linux) scaled to
 * Roboto's metrics, so text keeps its size and line breaks when Roboto swaps in (no layout
 * shift). The overrides are the measured ratios of the two fonts' metrics.
 */
export const fallbackFontFace = {
  fontFamily: 'Roboto Fallback',
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica')",
  sizeAdjust: '100.3%',
  ascentOverride: '92.77%',
  descentOverride: '24.41%',
  lineGapOverride: '0%',
} as const;

export const fontFamily = [
  'Roboto',
  fallbackFontFace.fontFamily,
  'system-ui',
  '-apple-system',
  'Segoe UI',
  'Arial',
  'sans-serif',
].join(',');

/**
 * Type scale. Headings use clamp() so they scale with the viewport without media queries and
 * still scale with the user's text zoom (rem based).
 */
export const typography: ThemeOptions['typography'] = {
  fontFamily,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 700,
  h1: {
    fontSize: 'clamp(2rem, 1.45rem + 2.4vw, 3.25rem)',
    fontWeight: 700,
    lineHeight: 1.15,
    letterSpacing: '-0.01em',
    // Balanced lines: no single word left alone on a heading's last line.
    textWrap: 'balance',
  },
  h2: {
    fontSize: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.375rem)',
    fontWeight: 700,
    lineHeight: 1.2,
    textWrap: 'balance',
  },
  h3: {
    fontSize: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    fontWeight: 700,
    lineHeight: 1.3,
    textWrap: 'balance',
  },
  h4: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
  h5: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.4 },
  subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
  subtitle2: {
    fontSize: '0.875rem',
    fontWeight: 500,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  body1: { fontSize: '1rem', lineHeight: 1.7 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
  button: { fontWeight: 500, textTransform: 'none', letterSpacing: '0.01em' },
  overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.5 },
};

export const shape = { borderRadius: 10 } as const;

/** Corner radii of larger surfaces (px). */
export const radii = { card: 16 } as const;

/**
 * Breakpoints in em: 600, 1024, 1280 and 1536 px at the browser's default 16 px text. A visitor
 * who sets a larger default text size gets the layout of a proportionally narrower screen (the
 * menu button instead of a header row that no longer fits), as with page zoom; px breakpoints
 * would keep the desktop layout and push it off the screen.
 * `md` is where the full header navigation appears: eight links, the brand, the Contact Us
 * button and the scheme toggle need about 900 px, so it sits at 64em (1024 px) instead of MUI's 900.
 */
export const breakpoints = {
  values: { xs: 0, sm: 37.5, md: 64, lg: 80, xl: 96 },
  unit: 'em',
} as const;

/** Sizes used by layout primitives (in theme spacing units unless stated). */
export const layout = {
  sectionSpacingY: { xs: 7, md: 10 },
  /** Space reserved for the fixed header so anchors don't hide under it (px). */
  headerHeight: 64,
  /** Smallest size of a touch target (px), above WCAG 2.2's 24 px minimum. */
  touchTarget: 44,
  /** Width of the decorative avatar of a testimonial (px). */
  avatarSize: 56,
  /** Diameter of the numbered value circles on About (px). */
  valueCircle: 96,
} as const;

/**
 * The two button sizes, shared by MUI's Button and the links drawn as buttons (ButtonLink):
 * height (px), side padding (spacing units) and, for large, the label size (px).
 */
export const buttonSizes = {
  medium: { minHeight: layout.touchTarget, paddingInline: 2.5 },
  large: { minHeight: 52, paddingInline: 3.5, fontSize: 17 },
} as const;
export type ButtonSize = keyof typeof buttonSizes;
