import { absoluteUrl } from '@/config/site';

/** XML namespace of sitemap.xml. */
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
import { assetPaths } from '@/config/endpoints';
import { escapeHtml as escapeXml } from '@/lib/escape-html';

/** sitemap.xml listing each canonical page once, with absolute URLs. */
export function buildSitemap(
  origin: string,
  pagePaths: readonly string[],
  lastModified: string,
): string {
  const urls = [...new Set(pagePaths)]
    .map(
      (path) =>
        `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapNamespace}">\n${urls}\n</urlset>\n`;
}

export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, assetPaths.sitemap)}\n`;
}
