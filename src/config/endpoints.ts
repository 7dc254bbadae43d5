/**
 * Addresses that are not pages: the one gateway call and the files the build publishes beside
 * the pages. The gateway server imports this module, so it stays free of React Router.
 */

/** The gateway call, relative to the API base. */
export const gatewayPath = '/akscel-demo-service/akscel_demo_model/create';

/** Files the build publishes beside the pages. */
export const assetPaths = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  manifest: '/site.webmanifest',
  favicon: '/favicon.svg',
  appleTouchIcon: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  notFoundPage: '/404.html',
} as const;
