/**
 * sitemap.xml: each canonical page once, with an absolute URL and the day it last changed. The
 * build writes the one a static host serves; the server answers its own, with the job pages
 * from the database (server/jobs/live-pages.ts).
 */
import { absoluteUrl } from '@/config/site';

/** XML namespace of sitemap.xml. */
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapEntry {
  path: string;
  /** ISO date (YYYY-MM-DD). */
  lastModified: string;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc><lastmod>${entry.lastModified}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapNamespace}">\n${urls}\n</urlset>\n`;
}
