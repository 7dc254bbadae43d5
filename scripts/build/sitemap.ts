import { absoluteUrl } from '@/config/site';
import { assetPaths } from '@/config/endpoints';
import { sitemapXml } from '../../server/sitemap';

/** sitemap.xml listing each canonical page once, with absolute URLs. */
export function buildSitemap(
  origin: string,
  pagePaths: readonly string[],
  lastModified: string,
): string {
  return sitemapXml(
    origin,
    pagePaths.map((path) => ({ path, lastModified })),
  );
}

export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, assetPaths.sitemap)}\n`;
}
