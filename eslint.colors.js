// @ts-check
/**
 * Colours come from the theme (src/theme/): a colour value written anywhere else would not follow
 * a restyle. Lint refuses one in the app's code; scripts/theme-colors.test.ts checks every other
 * file for the theme's values, SVG sources included.
 */
const colorValue = String.raw`/#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b/`;
const message =
  'Colours come from the theme: use a theme key in `sx` (`primary.main`), or import from src/theme.';

/**
 * The `no-restricted-syntax` entries that refuse a colour. Exported because a later config that
 * sets the same rule for some files replaces these options there, and must repeat them.
 */
export const colorRestrictions = [
  { selector: `Literal[value=${colorValue}]`, message },
  { selector: `TemplateElement[value.raw=${colorValue}]`, message },
];

/**
 * Flat-config objects; eslint.config.js spreads them and the colour test lints with them.
 * @type {import('eslint').Linter.Config[]}
 */
export const themeColorsConfig = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/theme/**'],
    rules: {
      'no-restricted-syntax': ['error', ...colorRestrictions],
    },
  },
];
