/**
 * Share images: the picture a link to a page shows in social sites and chat apps (Open Graph
 * and Twitter cards). One 1200 x 630 PNG per page, drawn from the page's title and its artwork on
 * the site's hero band, with the brand mark and the site's address. The build draws every
 * prerendered page's (scripts/build/share-images.ts, with the theme's colours); the server draws
 * a job's when staff have changed it (server/jobs/share-images.ts, with the colours the build
 * wrote down for it), so both are one drawing.
 *
 * satori lays the picture out (flexbox, text shaped and wrapped with Roboto from the
 * @fontsource package, so nothing is downloaded and nothing depends on the machine's fonts) into
 * an SVG whose text is already paths; resvg turns that SVG into the PNG, on libuv's threads.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { Font } from 'satori';
import { shareImage } from '@/config/endpoints';
import { site } from '@/config/site';
import { projectRoot as root } from './config';

const fontDir = join(root, 'node_modules', '@fontsource', 'roboto', 'files');

/** What one picture shows. */
export interface ShareImageInput {
  /** The page's title, without the brand. */
  title: string;
  /** The page's artwork (an SVG file of the build), or undefined for the brand mark alone. */
  artFile: string | undefined;
  /** The brand mark (SVG file of the build). */
  markFile: string;
}

/** The theme's colours the picture is drawn in (CSS colours). */
export interface ShareColors {
  /** The band, from its first colour to its second. */
  hero: string;
  heroAccent: string;
  heroText: string;
  heroMuted: string;
  /** The short bar before the address. */
  accent: string;
  /** Behind the brand mark. */
  markBackground: string;
}

async function loadFonts(): Promise<Font[]> {
  // satori reads TTF, OTF and WOFF (not WOFF2); the package ships WOFF beside the site's WOFF2.
  const font = async (weight: 400 | 700): Promise<Font> => ({
    name: 'Roboto',
    weight,
    style: 'normal',
    data: await readFile(join(fontDir, `roboto-latin-${weight}-normal.woff`)),
  });
  return Promise.all([font(400), font(700)]);
}

/** An SVG file as a data URL, with its intrinsic size. */
async function svgImage(file: string): Promise<{ src: string; width: number; height: number }> {
  // Previews do not follow the reader's colour scheme: keep the light drawing, which is what
  // the band is designed around, and drop the dark-scheme block (scripts/assets/themed-svg.ts).
  const svg = (await readFile(file, 'utf8')).replace(
    /<style id="color-schemes">[\s\S]*?<\/style>/,
    '',
  );
  const size = /<svg\b[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg);
  if (!size?.[1] || !size[2]) throw new Error(`${file} has no width and height to lay it out by.`);
  return {
    src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    width: Number(size[1]),
    height: Number(size[2]),
  };
}

function box(style: CSSProperties, ...children: (ReactElement | string)[]): ReactElement {
  return createElement('div', { style: { display: 'flex', ...style } }, ...children);
}

function image(src: string, width: number, height: number, style: CSSProperties = {}) {
  return createElement('img', { src, width, height, style });
}

/** Font size for the title: as large as fits three lines in the text column. */
function titleSize(title: string): number {
  if (title.length <= 28) return 68;
  if (title.length <= 44) return 60;
  return 52;
}

/** The picture's layout (satori's subset of CSS: flexbox, no grid). */
async function layout(input: ShareImageInput, colors: ShareColors): Promise<ReactElement> {
  const mark = await svgImage(input.markFile);
  const art = input.artFile ? await svgImage(input.artFile) : undefined;
  const artWidth = 440;
  const host = new URL(site.origin).host;

  const brandRow = box(
    { alignItems: 'center', gap: 20 },
    box(
      {
        width: 72,
        height: 72,
        borderRadius: 16,
        backgroundColor: colors.markBackground,
        alignItems: 'center',
        justifyContent: 'center',
      },
      image(mark.src, 52, 52),
    ),
    box({ fontSize: 36, fontWeight: 700, color: colors.heroText }, site.brand),
  );
  const title = box(
    {
      fontSize: titleSize(input.title),
      fontWeight: 700,
      lineHeight: 1.12,
      color: colors.heroText,
    },
    input.title,
  );
  const footer = box(
    { alignItems: 'center', gap: 16, fontSize: 26, color: colors.heroMuted },
    box({ width: 48, height: 6, borderRadius: 3, backgroundColor: colors.accent }),
    host,
  );
  const padding = 64;
  const gap = 48;
  const text = box(
    {
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexShrink: 0,
      width: shareImage.width - 2 * padding - (art ? artWidth + gap : 0),
      height: shareImage.height - 2 * padding,
    },
    brandRow,
    title,
    footer,
  );
  return box(
    {
      width: shareImage.width,
      height: shareImage.height,
      // Vertical room comes from the text column's height: satori adds padding to the size.
      paddingLeft: padding,
      paddingRight: padding,
      gap,
      alignItems: 'center',
      fontFamily: 'Roboto',
      backgroundColor: colors.hero,
      backgroundImage: `linear-gradient(135deg, ${colors.hero} 0%, ${colors.heroAccent} 100%)`,
    },
    text,
    ...(art
      ? [
          image(art.src, artWidth, Math.round((artWidth * art.height) / art.width), {
            borderRadius: 28,
            flexShrink: 0,
          }),
        ]
      : []),
  );
}

/** Draws pictures one after another with the fonts loaded once. */
export async function shareImageRenderer(
  colors: ShareColors,
): Promise<(input: ShareImageInput) => Promise<Buffer>> {
  // Loaded when first asked for: the Lambda bundle serves no pages and carries neither (resvg is
  // a native addon a bundle cannot hold).
  const [{ default: satori }, { renderAsync }, fonts] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    loadFonts(),
  ]);
  return async (input) => {
    const svg = await satori(await layout(input, colors), {
      width: shareImage.width,
      height: shareImage.height,
      fonts,
    });
    const png = await renderAsync(svg, {
      fitTo: { mode: 'width', value: shareImage.width },
      // Every glyph is a path already; resvg needs no fonts of its own.
      font: { loadSystemFonts: false },
    });
    return png.asPng();
  };
}
