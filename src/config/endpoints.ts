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
  /** The staff pages' client-rendered shell, served for every /staff address. */
  staffShell: '/staff/index.html',
  /** Settings the build was made with (the retention period the privacy notice states). */
  buildSettings: '/build-settings.json',
} as const;

/**
 * The staff inbox. Its pages (client-rendered only: never prerendered, not in the sitemap,
 * `noindex`) are routes in ./paths.ts built from these patterns; the gateway server links to an
 * entry from notification e-mails, so the patterns live here, free of React Router.
 */
export const staffPagePatterns = {
  inbox: '/staff',
  signIn: '/staff/sign-in',
  submission: '/staff/submissions/:id',
} as const;
