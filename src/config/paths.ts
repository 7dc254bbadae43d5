/**
 * Every path and href of the site. Components, content and tests build links from here so a
 * renamed route is a one-line change; no other module spells a URL.
 */

/** Service slugs, in the order the services list shows them. */
export const serviceSlugs = [
  'ser1',
  'serv2sas',
  'serv3dss',
  'serv4ba',
  'serv5od',
  'serv6svar',
  'serv7itc',
  'serv8cits',
  'serv9pm',
  'serv10pd',
  'serv11de',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Domain slugs, in the order the domains list shows them. */
export const domainSlugs = [
  'dom1',
  'domag2',
  'domfin3',
  'domrm4',
  'domgm5',
  'dombank6',
  'domgov7',
  'domult8',
  'domtele9',
  'dominsu10',
] as const;
export type DomainSlug = (typeof domainSlugs)[number];

export const articleSlugs = ['blogexp1', 'blogexp2', 'blogexp3', 'blogexp4'] as const;
export type ArticleSlug = (typeof articleSlugs)[number];

/** The spec serves every article under two prefixes; `/blogs` is the canonical one. */
export const articlePrefixes = ['blogs', 'home'] as const;
export type ArticlePrefix = (typeof articlePrefixes)[number];

export const paths = {
  home: '/',
  about: '/aboutus',
  services: '/services',
  service: (slug: ServiceSlug) => `/services/${slug}`,
  domains: '/domains',
  domain: (slug: DomainSlug) => `/domains/${slug}`,
  insights: '/insights',
  products: '/products',
  careers: '/careers',
  /** A position on the careers page (its card's id). */
  careersJob: (jobId: string) => `/careers#${jobId}`,
  blogs: '/blogs',
  article: (slug: ArticleSlug, prefix: ArticlePrefix = 'blogs') => `/${prefix}/${slug}`,
  contact: '/contactus',
  apply: '/applynow',
  htabs: '/htabs',
  privacy: '/privacy',
} as const;

/** Route patterns for the route table (React Router syntax). */
export const routePatterns = {
  service: '/services/:slug',
  domain: '/domains/:slug',
  homeArticle: '/home/:slug',
  blogArticle: '/blogs/:slug',
} as const;

/** In-page anchors that links and scroll targets point at. */
export const anchors = {
  main: 'main-content',
  coreValues: 'core-values',
  clientTestimonial: 'client-testimonial',
  homeBlogs: 'home-blogs',
  blogsHeading: 'blogs-heading',
  insightsOpenPositions: 'insights-open-positions',
  insightsWorkBenefits: 'insights-work-benefits',
} as const;
export type AnchorId = (typeof anchors)[keyof typeof anchors];

/** `path#anchor`, for links that land on a section of another page. */
export function withAnchor(path: string, anchor: AnchorId): string {
  return `${path}#${anchor}`;
}

/** The one gateway call (spec section 7), relative to the API base. */
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

/** XML namespace of sitemap.xml. */
export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Joins the public origin and a path into an absolute URL (canonical links, sitemap). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** Public origin used when VITE_SITE_ORIGIN is not set (a reserved `.example` domain). */
export const defaultOrigin = 'https://www.akscellence.example';

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** JSON-LD vocabulary. */
export const schemaOrgContext = 'https://schema.org';

/** XML namespace of SVG documents (the icon sprite). */
export const svgNamespace = 'http://www.w3.org/2000/svg';

/**
 * The staff inbox: pages rendered in the browser only (never prerendered, not in the sitemap,
 * `noindex`), and the JSON API they call on the gateway server. Every API route needs a session.
 */
export const staffPaths = {
  inbox: '/staff',
  signIn: '/staff/sign-in',
  submission: (id: number | string) => `/staff/submissions/${String(id)}`,
  /** Route pattern of the detail page. */
  submissionPattern: '/staff/submissions/:id',
} as const;

export const staffApiPaths = {
  prefix: '/staff/api',
  session: '/staff/api/session',
  submissions: '/staff/api/submissions',
  submissionsCsv: '/staff/api/submissions.csv',
  submission: (id: number | string) => `/staff/api/submissions/${String(id)}`,
  /** Route pattern of one submission (hono syntax, the same as React Router's). */
  submissionPattern: '/staff/api/submissions/:id',
} as const;
