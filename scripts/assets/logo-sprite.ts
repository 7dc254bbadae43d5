/**
 * Builds one file of the client logos from the logo files in `src/assets/clients`, painted with
 * the theme (the build imports it as `@/assets/client-logos.svg`). Every page shows the logos in
 * its footer: as eight files they were eight requests, which on a short page arrive beside the
 * fonts of the first screen; as one file they are a single 1 KB (Brotli) request, cached for
 * every later page. The logos stand one below the other in their files' name order, and a page
 * shows one by cropping the whole file to its slice (`spriteArt` in src/content/art-set.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { logosDir, paintFile } from './picture-files.ts';

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

/** The logo files' names (without `.svg`), in the sprite's order. */
export function logoNames(): string[] {
  return readdirSync(logosDir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
}

/** The sprite of painted logos: stacked in a column, with their shared dark-scheme block. */
export function logoSprite(painted: readonly { name: string; svg: string }[]): string {
  const names = painted.map((logo) => logo.name);
  const logos = painted.map((logo) => logoBody(logo.name, logo.svg));
  const [first] = logos;
  if (first === undefined) throw new Error('No client logos.');
  for (const [i, logo] of logos.entries()) {
    if (logo.size !== first.size) throw new Error(`${names[i]}.svg is not ${first.size}.`);
    if (logo.style !== first.style) throw new Error(`${names[i]}.svg has another dark scheme.`);
  }
  const [width = 0, height = 0] = first.size.split(' ').map(Number);
  const total = height * logos.length;
  const slices = logos.map(({ body }, i) => {
    const y = i * height;
    const name = names[i] ?? '';
    return `<svg id="${name}" y="${y}" width="${width}" height="${height}" fill="none">\n${body}\n</svg>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" viewBox="0 0 ${width} ${total}">\n` +
    `<style>${first.style}</style>\n${slices.join('\n')}\n</svg>\n`
  );
}

/** The sprite of the logo files, painted with the theme. */
export function buildLogoSprite(): string {
  return logoSprite(
    logoNames().map((name) => ({ name, svg: paintFile(join(logosDir, `${name}.svg`), 'logo') })),
  );
}
