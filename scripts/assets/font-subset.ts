/**
 * Builds the site's Roboto files (`src/assets/fonts`). Every page preloads three weights, and on
 * a slow line their bytes decide when the first screen shows: @fontsource's Latin files are about
 * 22 KB each, a subset holding only the characters the site writes (`textCharacters` in
 * src/lib/font-ranges.ts) about 13 KB. The rest of the Latin set is added by the page's script
 * (src/lib/latin-fonts.ts) and fetched only for a character a page shows.
 *
 * Run `npm run fonts` after changing `textCharacters`; a unit test fails when the files are out
 * of date, and the budget fails when a page uses a character the subsets lack.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { textCharacters, textRange } from '@/lib/font-ranges';
import { isMainModule } from '../lib/paths';

const require = createRequire(import.meta.url);
const fontsourceDir = join(dirname(require.resolve('@fontsource/roboto/package.json')), 'files');
const fontsDir = resolve(import.meta.dirname, '..', '..', 'src', 'assets', 'fonts');
export const stylesheetPath = join(fontsDir, 'roboto.css');

/** Regular text, medium navigation and buttons, bold headings. */
export const weights = [400, 500, 700] as const;

export const subsetPath = (weight: number) => join(fontsDir, `roboto-${weight}.woff2`);

/** The subset of one weight (woff2). The same input always gives the same bytes. */
export async function buildSubset(weight: number): Promise<Buffer> {
  const source = readFileSync(join(fontsourceDir, `roboto-latin-${weight}-normal.woff2`));
  return subsetFont(source, textCharacters, { targetFormat: 'woff2' });
}

/** The @font-face rules of the subsets. */
export function buildStylesheet(): string {
  const face = (weight: number) =>
    `@font-face {\n  font-family: 'Roboto';\n  font-style: normal;\n  font-display: swap;\n` +
    `  font-weight: ${weight};\n  src: url(./roboto-${weight}.woff2) format('woff2');\n` +
    `  unicode-range: ${textRange};\n}\n`;
  const note =
    '/* Written by scripts/assets/font-subset.ts (`npm run fonts`): change the script, not this file. */\n';
  return note + weights.map(face).join('');
}

if (isMainModule(import.meta.filename)) {
  for (const weight of weights) writeFileSync(subsetPath(weight), await buildSubset(weight));
  writeFileSync(stylesheetPath, buildStylesheet());
  console.log(
    `fonts: Roboto ${weights.join(', ')} subset to ${Array.from(textCharacters).length} characters`,
  );
}
