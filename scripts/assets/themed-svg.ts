/**
 * Paints the site's SVG pictures with the theme, at build time. A source names its colours by
 * token (`fill="brand.600"`, see src/theme/artwork.ts); the painted picture has the scale's
 * value written in and, for the dark scheme, a small <style> block after its opening tag.
 *
 * Why a block inside the file: a picture shown with <img> cannot read the page's CSS, but it
 * does see the page's colour scheme. Browsers answer `prefers-color-scheme` inside an SVG image
 * with the used `color-scheme` of the <img>, which the theme sets on <html> for the scheme the
 * visitor chose. So each picture repaints itself for dark pages:
 *
 * - artwork (illustrations, diagrams): every colour has a dark counterpart, so light panels
 *   become dark ones instead of glaring white tiles;
 * - client logos: one colour, `currentColor`, light on the dark tile (details are cut-outs);
 * - the brand mark: its brand step lightened, to keep 3:1 against the dark header;
 * - app icons (favicon, home-screen icons): no dark block, they sit on the system's own surface.
 */
// Relative, not `@/`: vite.config.ts loads this module before its alias exists.
import {
  darkArtColors,
  darkBrandMarkColors,
  darkLogoColor,
  isColorToken,
  tokenColors,
  type ColorToken,
} from '../../src/theme/artwork.ts';

export type PictureKind = 'art' | 'logo' | 'brand' | 'icon';

/** A colour attribute naming a token, e.g. `fill="brand.600"`. */
const tokenPattern = /\b(fill|stroke|stop-color)="([a-z]+\.[a-z0-9]+)"/g;
/** A colour attribute with a value written in, which a source must not have. */
const valuePattern = /\b(fill|stroke|stop-color|color)="(#[0-9A-Fa-f]{3,8})"/;
const colorPattern = /(fill|stroke|stop-color)="(#[0-9A-Fa-f]{6})"/g;

/** The colours a painted drawing uses (upper case), each with the attributes that use it. */
export function colorsOf(svg: string): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const [, attribute = '', color = ''] of svg.matchAll(colorPattern)) {
    const key = color.toUpperCase();
    used.set(key, (used.get(key) ?? new Set<string>()).add(attribute));
  }
  return used;
}

/** The tokens a source paints with, in order of first use. */
export function tokensOf(source: string): ColorToken[] {
  const tokens = new Set<ColorToken>();
  for (const [, , token = ''] of source.matchAll(tokenPattern)) {
    if (isColorToken(token)) tokens.add(token);
  }
  return [...tokens];
}

/** Refuses what a source must not hold: colour values, unknown tokens, a style block. */
function checkSource(source: string, name: string): void {
  const value = valuePattern.exec(source);
  if (value) {
    throw new Error(
      `${name} paints with ${value[0]}: name a colour of the theme instead (e.g. fill="brand.600"; ` +
        '`npm run art` converts the colours of the current scales).',
    );
  }
  for (const [attribute, , token = ''] of source.matchAll(tokenPattern)) {
    if (!isColorToken(token)) {
      throw new Error(`${name}: ${attribute} names no colour of the theme (src/theme/artwork.ts).`);
    }
  }
  if (/<style\b/.test(source)) {
    throw new Error(`${name} has a <style> block: the build writes the dark-scheme one.`);
  }
}

/**
 * The dark-scheme rules of a picture: each light value that changes, repainted. Rules select by
 * the light value, so two tokens of one picture with one value must also share their dark one.
 */
function repaintRules(
  source: string,
  light: string,
  darkColors: Readonly<Partial<Record<ColorToken, string>>>,
  name: string,
): string {
  const darkByValue = new Map<string, string>();
  for (const token of tokensOf(source)) {
    const dark = darkColors[token];
    if (dark === undefined) {
      throw new Error(`${name} paints with ${token}, which has no dark counterpart in artwork.ts.`);
    }
    const value = (tokenColors[token] ?? '').toUpperCase();
    const known = darkByValue.get(value);
    if (known !== undefined && known !== dark) {
      throw new Error(
        `${name}: two of its tokens are both ${value} but differ on dark pages; give them distinct values.`,
      );
    }
    darkByValue.set(value, dark);
  }
  const rules: string[] = [];
  for (const [color, attributes] of colorsOf(light)) {
    const dark = darkByValue.get(color) ?? color;
    if (dark.toUpperCase() === color) continue;
    // `i`: the scales may spell a value in lower case.
    for (const attribute of attributes)
      rules.push(`[${attribute}="${color}" i]{${attribute}:${dark}}`);
  }
  return rules.join('');
}

/** The dark-scheme rules of one picture (empty for app icons). */
function darkRules(source: string, light: string, kind: PictureKind, name: string): string {
  switch (kind) {
    case 'icon':
      return '';
    case 'logo':
      // Everything painted takes the one colour; masks (cut-outs) keep their black and white,
      // and light-only tints (class "tint") leave the cut-out beneath them showing the dark tile.
      return `svg{color:${darkLogoColor}}[fill^="#"]:not(mask *){fill:currentColor}[stroke^="#"]:not(mask *){stroke:currentColor}.tint{display:none}`;
    case 'brand':
      return repaintRules(source, light, darkBrandMarkColors, name);
    case 'art':
      return repaintRules(source, light, darkArtColors, name);
  }
}

/**
 * The picture as the site serves it: token colours written in, and its dark-scheme block after
 * the opening <svg> tag. `name` says which file a problem is in.
 */
export function paintSvg(source: string, kind: PictureKind, name: string): string {
  checkSource(source, name);
  const light = source.replace(
    tokenPattern,
    (_match, attribute: string, token: string) => `${attribute}="${tokenColors[token] ?? ''}"`,
  );
  const rules = darkRules(source, light, kind, name);
  if (rules === '') return light;
  const block = `<style id="color-schemes">@media (prefers-color-scheme: dark){${rules}}</style>\n`;
  return light.replace(
    /(<svg\b[^>]*>\n?)/,
    (tag: string) => `${tag.endsWith('\n') ? tag : `${tag}\n`}${block}`,
  );
}
