import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '@/config/paths';

export interface PageCase {
  path: string;
  /** The page's h1 in the prerendered HTML. */
  h1: string;
  title: string;
  status: number;
}

/**
 * Every page the build prerendered, with its title and h1 (written by scripts/build/prerender.ts).
 * The suite visits them all; content modules import Markdown and SVG files, which the test
 * runner cannot load, so the built site is the source.
 */
export const builtPages: PageCase[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'dist-ssr', 'pages.json'), 'utf8'),
) as PageCase[];

export const allPages = builtPages.filter((page) => page.status === 200);

/**
 * Pages only their owner opens (the sender's status page, from a private link): prerendered,
 * but kept out of search, the sitemap and link previews.
 */
export const privatePaths: ReadonlySet<string> = new Set([paths.requestStatus.href()]);

/** The pages search engines and link previews see. */
export const indexedPages = allPages.filter((page) => !privatePaths.has(page.path));

/** A path no route matches: the prerendered 404 page is served there. */
export const unknownPath = '/this-page-does-not-exist';

/** Every prerendered page, the 404 screen included (visitors reach it at an unknown path). */
export const everyPage = builtPages.map((page) =>
  page.status === 404 ? { ...page, path: unknownPath } : page,
);

export function pageAt(path: string): PageCase {
  const page = builtPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No prerendered page at ${path}; run npm run build.`);
  return page;
}

/** The header's links in order, ending with Contact Us. */
export const headerLinkLabels = [
  'Home',
  'About Us',
  'Services',
  'Domains',
  'Insights',
  'Products',
  'Careers',
  'Blogs',
  'Contact Us',
] as const;
