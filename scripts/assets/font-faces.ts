/**
 * The site's Roboto faces: which weights every page preloads, where their subset files are, and
 * the @font-face rules that name them. The rules are written by the build
 * (scripts/build/vite-plugin-font-faces.ts), never kept as a file, so they always name the
 * weights and the characters that the subsets hold (`npm run fonts` writes the subsets).
 */
import { join, resolve } from 'node:path';
// Relative, not `@/`: vite.config.ts loads this module before its alias exists.
import { textRange } from '../../src/lib/font-ranges.ts';

/** Regular text, medium navigation and buttons, bold headings. */
export const weights = [400, 500, 700] as const;

export const fontsDir = resolve(import.meta.dirname, '..', '..', 'src', 'assets', 'fonts');

export const subsetPath = (weight: number) => join(fontsDir, `roboto-${weight}.woff2`);

/**
 * The stylesheet src/main.tsx imports. It is no file on disk: the build serves it as if it stood
 * beside the subsets, so its `url(./roboto-400.woff2)` finds them as Vite publishes them.
 */
export const stylesheetPath = join(fontsDir, 'roboto.css');

/** The @font-face rules of the subsets: the same characters, in every weight. */
export function buildStylesheet(): string {
  const face = (weight: number) =>
    `@font-face {\n  font-family: 'Roboto';\n  font-style: normal;\n  font-display: swap;\n` +
    `  font-weight: ${weight};\n  src: url(./roboto-${weight}.woff2) format('woff2');\n` +
    `  unicode-range: ${textRange};\n}\n`;
  return weights.map(face).join('');
}
