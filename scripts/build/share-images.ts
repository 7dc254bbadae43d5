/**
 * The build's share images: every prerendered page's picture, drawn by the server's drawing
 * (server/share-image.ts) in the theme's light colours. Previews do not follow the reader's
 * colour scheme, and the light band is what the pictures are designed around. The same colours
 * go into the live frame, for the pictures the server draws of jobs staff have changed.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { shareImagePath } from '@/config/endpoints';
import { documentTitle, site } from '@/config/site';
import { colorSchemes, teal, white } from '@/theme/primitives';
import type { LiveFrame } from '../../server/live-frame';
import {
  shareImageRenderer as drawIn,
  type ShareColors,
  type ShareImageInput,
} from '../../server/share-image';
import { mainArtSource, metaContent } from '../lib/html';

const { surface } = colorSchemes.light.palette;

export const themeShareColors: ShareColors = {
  hero: surface.hero,
  heroAccent: surface.heroAccent,
  heroText: surface.heroText,
  heroMuted: surface.heroMuted,
  accent: teal[400],
  markBackground: white,
};

/** Draws pictures in the theme's colours, one after another, with the fonts loaded once. */
export function shareImageRenderer() {
  return drawIn(themeShareColors);
}

/** The brand mark's file in the build, which every share image shows. */
async function brandMarkFile(distDir: string): Promise<string> {
  const mark = (await readdir(join(distDir, 'assets'))).find(
    (file) => file.startsWith('mark-') && file.endsWith('.svg'),
  );
  if (!mark) throw new Error('The build has no brand mark (assets/mark-*.svg).');
  return join(distDir, 'assets', mark);
}

/**
 * The share images of the prerendered pages: each page's, collected from its head as the page
 * is written (pages may share one), then all drawn into the build; and what the server needs to
 * draw a job's the same way (the live frame's `shareImage`).
 */
export function sharePictures(distDir: string) {
  /** What each picture shows, by its URL path. */
  const pictures = new Map<string, Omit<ShareImageInput, 'markFile'>>();
  return {
    /** Takes the picture a page's head points at, with its title and the page's artwork. */
    collect: (path: string, head: string, body: string) => {
      const url = metaContent(head, 'og:image');
      const title = metaContent(head, 'og:title');
      if (!url?.startsWith(site.origin) || !title) {
        throw new Error(`${path} has no og:image on the site's origin or no og:title.`);
      }
      const suffix = documentTitle('');
      const art = mainArtSource(body);
      pictures.set(new URL(url).pathname, {
        title: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title,
        artFile: art === undefined ? undefined : join(distDir, art),
      });
    },
    /** Draws every picture collected into the build (about 0.3 s each on one core). */
    draw: async (write: (file: string, png: Buffer) => Promise<void>) => {
      const started = performance.now();
      const markFile = await brandMarkFile(distDir);
      const draw = await shareImageRenderer();
      for (const [urlPath, input] of pictures) {
        await write(urlPath.slice(1), await draw({ ...input, markFile }));
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`prerender: ${String(pictures.size)} share images drawn in ${seconds} s`);
    },
    /**
     * How the server draws a job's picture: these colours, the mark, and the artwork of the job
     * page at `jobPagePath` (every job page shows the same), as paths inside the build.
     */
    liveSetup: async (jobPagePath: string): Promise<NonNullable<LiveFrame['shareImage']>> => {
      const art = pictures.get(shareImagePath(jobPagePath))?.artFile;
      return {
        colors: themeShareColors,
        markFile: relative(distDir, await brandMarkFile(distDir)),
        jobArtFile: art === undefined ? undefined : relative(distDir, art),
      };
    },
  };
}
