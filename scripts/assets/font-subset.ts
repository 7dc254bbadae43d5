/**
 * Builds the site's Roboto files (`src/assets/fonts`). Every page preloads three weights, and on
 * a slow line their bytes decide when the first screen shows: @fontsource's Latin files are about
 * 22 KB each, a subset holding only the characters the site writes (`textCharacters` in
 * src/lib/font-ranges.ts) about 13 KB. The rest of the Latin set is added by the page's script
 * (src/lib/latin-fonts.ts) and fetched only for a character a page shows.
 *
 * Run `npm run fonts` after changing `textCharacters`; a unit test fails when the files are out
 * of date, and the budget fails when a page uses a character the subsets lack. Their @font-face
 * rules are written by the build (./font-faces.ts), so they need no step of their own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { textCharacters } from '@/lib/font-ranges';
import { isMainModule } from '../lib/paths';
import { subsetPath, weights } from './font-faces';

const require = createRequire(import.meta.url);
const fontsourceDir = join(dirname(require.resolve('@fontsource/roboto/package.json')), 'files');

/** The subset of one weight (woff2). The same input always gives the same bytes. */
export async function buildSubset(weight: number): Promise<Buffer> {
  const source = readFileSync(join(fontsourceDir, `roboto-latin-${weight}-normal.woff2`));
  return subsetFont(source, textCharacters, { targetFormat: 'woff2' });
}

if (isMainModule(import.meta.filename)) {
  for (const weight of weights) writeFileSync(subsetPath(weight), await buildSubset(weight));
  console.log(
    `fonts: Roboto ${weights.join(', ')} subset to ${Array.from(textCharacters).length} characters`,
  );
}
