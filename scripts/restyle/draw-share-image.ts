/**
 * Draws one page's share image as the build draws it, with a title of the caller's choosing, so
 * the restyle test can tell which title a built share image shows:
 *
 *   tsx scripts/restyle/draw-share-image.ts <page path> <title> <out.png>
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shareImageRenderer } from '../build/share-images';
import { mainArtSource, outputFileFor } from '../lib/html';
import { distDir } from '../lib/paths';

const [path, title, out] = process.argv.slice(2);
if (path === undefined || title === undefined || out === undefined) {
  throw new Error('Usage: tsx scripts/restyle/draw-share-image.ts <page path> <title> <out.png>');
}
const art = mainArtSource(readFileSync(join(distDir, outputFileFor(path)), 'utf8'));
const mark = readdirSync(join(distDir, 'assets')).find(
  (file) => file.startsWith('mark-') && file.endsWith('.svg'),
);
if (mark === undefined) throw new Error('The build has no brand mark (assets/mark-*.svg).');
const draw = await shareImageRenderer();
writeFileSync(
  out,
  await draw({
    title,
    artFile: art === undefined ? undefined : join(distDir, art),
    markFile: join(distDir, 'assets', mark),
  }),
);
