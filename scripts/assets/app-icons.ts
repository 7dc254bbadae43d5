/**
 * The app icons, from the painted app-icon source: the favicon as drawn, and the PNG icons that
 * iOS (the apple-touch icon) and the web app manifest ask for. Home screens cut their own shape,
 * so the PNGs fill their square edge to edge; the 512 px one is also "maskable" (Android may cut
 * it to a circle), so its glyph shrinks to 80% to stay inside the safe zone.
 */
import { Resvg } from '@resvg/resvg-js';
// Relative, not `@/`: vite.config.ts loads this module before its alias exists.
import { assetPaths } from '../../src/config/endpoints.ts';

/** The parts of the app icon: `<svg>` tag, the background `<rect>` and the glyph drawn on it. */
function iconParts(svg: string): { tag: string; background: string; glyph: string; size: number } {
  const parts = /^(<svg\b[^>]*>)\s*(<rect\b[^>]*\/>)([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  const size = /\bviewBox="0 0 (\d+) \1"/.exec(svg)?.[1];
  if (!parts || size === undefined) {
    throw new Error(
      'The app icon must be a square viewBox with a <rect> background, then the glyph.',
    );
  }
  const [, tag = '', background = '', glyph = ''] = parts;
  return { tag, background, glyph, size: Number(size) };
}

/** A square PNG of the icon, the background without rounded corners. */
function png(svg: string, width: number, glyphScale: number): Buffer {
  const { tag, background, glyph, size } = iconParts(svg);
  const centre = size / 2;
  const scaled =
    glyphScale === 1
      ? glyph
      : `<g transform="translate(${centre} ${centre}) scale(${glyphScale}) translate(-${centre} -${centre})">${glyph}</g>`;
  const square = `${tag}${background.replace(/\s+rx="[^"]*"/, '')}${scaled}</svg>`;
  return new Resvg(square, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

/** Every icon file by its URL path, from the painted app icon. */
export function appIconFiles(paintedSvg: string): Map<string, string | Buffer> {
  return new Map<string, string | Buffer>([
    [assetPaths.favicon, paintedSvg],
    [assetPaths.appleTouchIcon, png(paintedSvg, 180, 1)],
    [assetPaths.icon192, png(paintedSvg, 192, 1)],
    [assetPaths.icon512, png(paintedSvg, 512, 0.8)],
  ]);
}
