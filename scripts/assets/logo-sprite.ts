/**
 * Builds one file of the client logos (`src/assets/client-logos.svg`) from the logo files in
 * `src/assets/clients`. Every page shows the logos in its footer: as eight files they were eight
 * requests, which on a short page arrive beside the fonts of the first screen; as one file they
 * are a single 1 KB (Brotli) request, cached for every later page. Each logo is an SVG <view>
 * named after its file, shown with `<img src="client-logos.svg#prairie-mutual">`.
 *
 * `npm run art` rewrites it after a logo or its dark scheme changes; a unit test fails when it is
 * out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isMainModule } from '../lib/paths';

const assetsDir = resolve(import.meta.dirname, '..', '..', 'src', 'assets');
export const logosDir = join(assetsDir, 'clients');
export const logoSpritePath = join(assetsDir, 'client-logos.svg');

const schemeBlock = /<style id="color-schemes">([\s\S]*?)<\/style>\n?/;

/** One logo's drawing: its file without the <svg> element, ids prefixed to stay unique. */
export function logoBody(name: string, svg: string): { body: string; size: string; style: string } {
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  if (!root) throw new Error(`${name}.svg is not one <svg> element.`);
  const [, attributes = '', inner = ''] = root;
  const width = /\bwidth="(\d+)"/.exec(attributes)?.[1];
  const height = /\bheight="(\d+)"/.exec(attributes)?.[1];
  if (width === undefined || height === undefined) throw new Error(`${name}.svg has no size.`);
  const style = schemeBlock.exec(inner)?.[1] ?? '';
  const body = inner
    .replace(schemeBlock, '')
    .replace(/\bid="([^"]+)"/g, `id="${name}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${name}-$1)`)
    .trim();
  return { body, size: `${width} ${height}`, style };
}

/** The sprite: the logos stacked, one <view> each, and their shared dark-scheme block. */
export function buildLogoSprite(): string {
  const names = readdirSync(logosDir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
  const logos = names.map((name) =>
    logoBody(name, readFileSync(join(logosDir, `${name}.svg`), 'utf8')),
  );
  const [first] = logos;
  if (first === undefined) throw new Error('No client logos.');
  for (const [i, logo] of logos.entries()) {
    if (logo.size !== first.size) throw new Error(`${names[i]}.svg is not ${first.size}.`);
    if (logo.style !== first.style) throw new Error(`${names[i]}.svg has another dark scheme.`);
  }
  const [width = 0, height = 0] = first.size.split(' ').map(Number);
  const views = logos.map(({ body }, i) => {
    const y = i * height;
    const name = names[i] ?? '';
    return (
      `<view id="${name}" viewBox="0 ${y} ${width} ${height}"/>\n` +
      `<svg y="${y}" width="${width}" height="${height}" fill="none">\n${body}\n</svg>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n` +
    `<style>${first.style}</style>\n${views.join('\n')}\n</svg>\n`
  );
}

if (isMainModule(import.meta.filename)) {
  const sprite = buildLogoSprite();
  writeFileSync(logoSpritePath, sprite);
  console.log(`logos: ${sprite.match(/<view /g)?.length ?? 0} logos written to client-logos.svg`);
}
