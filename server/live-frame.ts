/**
 * What the server needs from a build to render a page the way the prerender did: the page
 * template and the parts the prerender adds around React's markup (font preloads, the theme's
 * styles, each route's scripts, the inline scripts as the build minified them), and the pages
 * the sitemap lists. The prerender writes it beside the server build (dist-ssr/); the server's
 * live pages read it with the server build's renderer (server/jobs/live-pages.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillTemplate, rendersCarousel, splitHoistedHead } from './page-html';
import type { ShareColors } from './share-image';

export interface LiveFrame {
  /** The build these parts come from (the beacons' build id). */
  buildId: string;
  template: string;
  /** Font preloads, after each page's own head tags. */
  preloads: string;
  /** The theme's variables and baseline, before each page's critical CSS. */
  themeStyles: string;
  /** Swiper's styles, for a page that renders a carousel. */
  carouselStyle: string;
  /** Each route chain's scripts (inline and module), by its route ids joined with spaces. */
  scripts: Record<string, string>;
  /** Each inline script React renders, as written in the app, to its minified text. */
  inlineScripts: Record<string, string>;
  /** The pages in the sitemap besides the job pages, and the day of the build. */
  sitemap: { paths: string[]; builtOn: string };
  /**
   * How a job's share image is drawn (server/jobs/share-images.ts): the colours, and the brand
   * mark and the job pages' artwork as paths inside the built site. A build without it serves
   * the pictures it drew.
   */
  shareImage?: { colors: ShareColors; markFile: string; jobArtFile: string | undefined };
}

export const liveFrameFile = (ssrDir: string) => join(ssrDir, 'live-frame.json');

export function readLiveFrame(ssrDir: string): LiveFrame {
  // Written by our own build, in the same deploy as the server that reads it.
  return JSON.parse(readFileSync(liveFrameFile(ssrDir), 'utf8')) as LiveFrame;
}

/** What the server build's `render` gives for a page. */
export interface RenderedMarkup {
  html: string;
  styles: string;
  status: number;
  routeIds: string[];
  data: string;
}

/** The whole document of a rendered page, put together as the prerender does it. */
export function assemblePage(frame: LiveFrame, page: RenderedMarkup): string {
  const html = page.html.replace(/<script>([\s\S]*?)<\/script>/g, (_tag, source: string) => {
    const text = frame.inlineScripts[source];
    // A script the build never saw has no hash in the Content-Security-Policy: it would not run.
    if (text === undefined) throw new Error('The page renders an inline script the build lacks.');
    return `<script>${text}</script>`;
  });
  const scripts = frame.scripts[page.routeIds.join(' ')];
  if (scripts === undefined) {
    throw new Error(`The build has no scripts for the routes ${page.routeIds.join(', ')}.`);
  }
  const { head, body } = splitHoistedHead(html);
  return fillTemplate(frame.template, {
    head: head + frame.preloads + scripts,
    styles: frame.themeStyles + page.styles + (rendersCarousel(body) ? frame.carouselStyle : ''),
    body,
    data: page.data,
  });
}
