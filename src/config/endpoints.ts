/**
 * Addresses that are not pages: the one gateway call and the files the build publishes beside
 * the pages. The gateway server imports this module, so it stays free of React Router.
 */

/** The gateway call, relative to the API base. */
export const gatewayPath = '/akscel-demo-service/akscel_demo_model/create';

/**
 * A sender's private status page asks the gateway where their submission stands, and withdraws
 * it; both under the gateway's prefix, so a CDN that routes the gateway routes these too.
 */
export const requestStatusPaths = {
  status: '/akscel-demo-service/request-status',
  withdraw: '/akscel-demo-service/request-status/withdraw',
} as const;

/**
 * The jobs as JSON, for a client-side navigation to a page that shows them (the server renders the
 * same data into the page itself). Under the gateway's prefix: a CDN routes them to the server
 * with the gateway, as it must the job pages (docs/jobs.md).
 */
export const jobsApiPaths = {
  list: '/akscel-demo-service/jobs',
  job: (slug: string) => `/akscel-demo-service/jobs/${encodeURIComponent(slug)}`,
  pattern: '/akscel-demo-service/jobs/:slug',
} as const;

/**
 * Where an applicant's résumé file is sent, on the site's own gateway only, before the
 * application that refers to it (src/shared/forms/resume-file.ts).
 */
export const resumeUploadPath = '/akscel-demo-service/resume-uploads';

/**
 * Where each page view and the page's speed figures are counted, on the site's own server (never
 * a third party; no cookie). The body is small JSON (`src/shared/analytics/beacon.ts`).
 */
export const beaconPath = '/beacon';

/**
 * The folder of the build's hashed files (scripts, styles, fonts, pictures): named by their
 * content, they are cached for good.
 */
export const assetsDir = 'assets';

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
 * Share images (Open Graph and Twitter cards): one PNG per page, drawn from the page's title and
 * artwork (server/share-image.ts): at build time for every prerendered page, and by the server
 * for a job staff have added or retitled. The size is the one the large link previews of social
 * sites and chat apps use.
 */
export const shareImage = { width: 1200, height: 630, type: 'image/png' } as const;

/** Where a page's share image is: /share/index.png for home, /share/careers/<slug>.png, ... */
export function shareImagePath(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, '');
  return `/share/${name === '' ? 'index' : name}.png`;
}

/** The picture of every page kept out of search (not found, errors), drawn from the 404 page. */
export const notFoundShareImage = '/share/not-found.png';

/**
 * The staff inbox. Its pages (client-rendered only: never prerendered, not in the sitemap,
 * `noindex`) are routes in ./paths.ts built from these patterns; the gateway server links to an
 * entry from notification e-mails, so the patterns live here, free of React Router.
 */
export const staffPagePatterns = {
  inbox: '/staff',
  signIn: '/staff/sign-in',
  submission: '/staff/submissions/:id',
  activity: '/staff/activity',
  account: '/staff/account',
  reports: '/staff/reports',
  /** Every staff account and the invitations waiting (admins only). */
  accounts: '/staff/accounts',
  /** The job board: every job (admins and recruiters). */
  jobs: '/staff/jobs',
  /** A new job's form. */
  newJob: '/staff/jobs/new',
  /** One job's form, its state and its moves. */
  job: '/staff/jobs/:id',
  /** Where an invited colleague sets a password (the link in the invitation carries a token). */
  join: '/staff/join',
  /** Asking for a link to set a new password. */
  forgotPassword: '/staff/forgot-password',
  /** Where the link from that e-mail sets a new password. */
  resetPassword: '/staff/reset-password',
} as const;
