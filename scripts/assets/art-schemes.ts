/**
 * The dark scheme of the site's SVG pictures. A picture shown with <img> cannot read the page's
 * CSS, but it does see the page's colour scheme: browsers answer `prefers-color-scheme` inside an
 * SVG image with the used `color-scheme` of the <img>, which the theme sets on <html> for the
 * scheme the visitor chose. So each file carries a small <style> that repaints it for dark pages:
 *
 * - artwork (illustrations, diagrams): every colour of the light drawing has a dark counterpart
 *   from the site's palette, so light panels become dark ones instead of glaring white tiles;
 * - client logos: one colour, `currentColor`, light on the dark tile (details are cut-outs);
 * - the brand mark: its blue lightened, to keep 3:1 against the dark header.
 *
 * `npm run art` rewrites the block of every file after a change here or a new picture; a unit
 * test fails when a file is out of date or uses a colour without a dark counterpart.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brand, gray, teal, white } from '@/theme/primitives';
import { isMainModule } from '../lib/paths';

const assetsDir = resolve(import.meta.dirname, '..', '..', 'src', 'assets');

/** Light colour of the drawings -> its colour on dark pages. Keys in upper case. */
export const darkArtPalette: Readonly<Record<string, string>> = {
  // Panels and soft shapes: the light tints become the dark scheme's tints.
  [brand[50]]: '#13233F',
  [brand[100]]: '#1B3358',
  [brand[200]]: '#2A4A7F',
  [gray[100]]: gray[800],
  // Paper (cards, clouds, documents) becomes the dark paper.
  [white]: gray[800],
  // Mid tones stay; the darkest blues are lifted to stay visible on a dark panel.
  [brand[300]]: brand[300],
  [brand[400]]: brand[400],
  [brand[500]]: brand[500],
  [brand[600]]: '#3B74D6',
  [brand[700]]: '#2F5FB3',
  // Text and outlines drawn dark become light.
  [brand[800]]: brand[100],
  [brand[900]]: '#9DB8E6',
  [gray[700]]: gray[300],
  [gray[600]]: gray[400],
  [gray[500]]: '#94A3B8',
  [gray[300]]: '#8A99AD',
  [teal[100]]: '#0F3B3A',
  [teal[300]]: teal[300],
  [teal[400]]: teal[400],
  [teal[600]]: '#3CC2AF',
  '#F5B94E': '#F5B94E',
};

/** The single colour of client logos on dark tiles. */
const logoColor = gray[200];

/** The brand mark's colours on the dark header. */
export const darkBrandPalette: Readonly<Record<string, string>> = {
  [brand[600]]: brand[300],
  [teal[400]]: teal[400],
};

type Kind = 'art' | 'logo' | 'brand';

/** Which pictures get which treatment, by folder under src/assets. */
const folders: readonly { folder: string; kind: Kind }[] = [
  { folder: 'art', kind: 'art' },
  { folder: 'clients', kind: 'logo' },
  { folder: 'brand', kind: 'brand' },
];

const blockPattern = /<style id="color-schemes">[\s\S]*?<\/style>\n?/;
const colorPattern = /(fill|stroke|stop-color)="(#[0-9A-Fa-f]{6})"/g;

/** The colours a drawing paints with (upper case), each with the attributes that use it. */
export function colorsOf(svg: string): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const [, attribute = '', color = ''] of svg.matchAll(colorPattern)) {
    const key = color.toUpperCase();
    used.set(key, (used.get(key) ?? new Set<string>()).add(attribute));
  }
  return used;
}

function repaint(
  colors: ReadonlyMap<string, ReadonlySet<string>>,
  palette: Readonly<Record<string, string>>,
): string {
  const rules: string[] = [];
  for (const [color, attributes] of colors) {
    const dark = palette[color];
    if (dark === undefined) throw new Error(`No dark counterpart for the colour ${color}.`);
    if (dark.toUpperCase() === color) continue;
    // `i`: the attribute may spell the colour in lower case.
    for (const attribute of attributes)
      rules.push(`[${attribute}="${color}" i]{${attribute}:${dark}}`);
  }
  return rules.join('');
}

/** The dark-scheme rules of one picture. */
export function darkRules(svg: string, kind: Kind): string {
  if (kind === 'logo') {
    // Everything painted takes the one colour; masks (cut-outs) keep their black and white, and
    // light-only tints (class "tint") leave the cut-out beneath them showing the dark tile.
    return `svg{color:${logoColor}}[fill^="#"]:not(mask *){fill:currentColor}[stroke^="#"]:not(mask *){stroke:currentColor}.tint{display:none}`;
  }
  return repaint(colorsOf(svg), kind === 'brand' ? darkBrandPalette : darkArtPalette);
}

/** The picture with its colour-scheme block written (or rewritten) after the opening <svg> tag. */
export function withDarkScheme(svg: string, kind: Kind): string {
  const bare = svg.replace(blockPattern, '');
  const rules = darkRules(bare, kind);
  if (rules === '') return bare;
  const block = `<style id="color-schemes">@media (prefers-color-scheme: dark){${rules}}</style>\n`;
  return bare.replace(
    /(<svg\b[^>]*>\n?)/,
    (tag: string) => `${tag.endsWith('\n') ? tag : `${tag}\n`}${block}`,
  );
}

/** Every picture that gets a dark scheme, with its kind. */
export function schemePictures(): { path: string; kind: Kind }[] {
  return folders.flatMap(({ folder, kind }) =>
    readdirSync(join(assetsDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.svg'))
      .sort()
      .map((file) => ({ path: join(assetsDir, folder, file), kind })),
  );
}

if (isMainModule(import.meta.filename)) {
  let changed = 0;
  const pictures = schemePictures();
  for (const { path, kind } of pictures) {
    const source = readFileSync(path, 'utf8');
    const next = withDarkScheme(source, kind);
    if (next !== source) {
      writeFileSync(path, next);
      changed += 1;
      console.log(`  ${relative(assetsDir, path)}`);
    }
  }
  console.log(`art: ${changed} of ${pictures.length} pictures updated`);
}
