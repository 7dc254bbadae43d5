/**
 * Every page of the site: one record per route, holding the pattern the route table matches and
 * the builder of its links (react-router's generatePath fills the pattern), so a route and its
 * links cannot drift apart. No other module spells a page URL.
 */
import { generatePath, type PathParam } from 'react-router-dom';
import { staffPagePatterns } from './endpoints';

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

/** A job's page is /careers/<slug>; staff choose the slug, and the jobs live in the database. */
export type JobSlug = string;

/** Articles are served under two prefixes (older links use `/home`); `/blogs` is canonical. */
export type ArticlePrefix = 'blogs' | 'home';

/** A route without parameters: its link is its pattern. */
export interface StaticRoute<Pattern extends string = string> {
  readonly pattern: Pattern;
  readonly href: () => string;
}

/** A route with parameters, built from one typed argument (a slug). */
export interface ParamRoute<Arg, Pattern extends string = string> {
  readonly pattern: Pattern;
  readonly href: (arg: Arg) => string;
}

type Params<Pattern extends string> = { [Key in PathParam<Pattern>]: string };

function route<const Pattern extends string>(pattern: Pattern): StaticRoute<Pattern>;
function route<const Pattern extends string, Arg>(
  pattern: Pattern,
  params: (arg: Arg) => Params<Pattern>,
): ParamRoute<Arg, Pattern>;
function route<const Pattern extends string, Arg>(
  pattern: Pattern,
  params?: (arg: Arg) => Params<Pattern>,
) {
  // Checked against the pattern in the overloads above; here the pattern is any string.
  const source: string = pattern;
  const build = params as ((arg: Arg) => Record<string, string>) | undefined;
  return { pattern, href: (arg: Arg) => generatePath(source, build?.(arg)) };
}

const slug = <Slug extends string>(value: Slug) => ({ slug: value });

/** The query parameter of the application form that names the position applied for. */
export const positionParam = 'position';

/** The application form's record, plus its link with a position chosen (`?position=<slug>`). */
function withPosition<Route extends StaticRoute>(base: Route) {
  return {
    ...base,
    forPosition: (job: JobSlug) =>
      `${base.href()}?${new URLSearchParams({ [positionParam]: job }).toString()}`,
  };
}

export const paths = {
  home: route('/'),
  about: route('/aboutus'),
  services: route('/services'),
  service: route('/services/:slug', slug<ServiceSlug>),
  domains: route('/domains'),
  domain: route('/domains/:slug', slug<DomainSlug>),
  insights: route('/insights'),
  products: route('/products'),
  careers: route('/careers'),
  job: route('/careers/:slug', slug<JobSlug>),
  blogs: route('/blogs'),
  article: route('/blogs/:slug', slug<ArticleSlug>),
  homeArticle: route('/home/:slug', slug<ArticleSlug>),
  contact: route('/contactus'),
  apply: withPosition(route('/applynow')),
  htabs: route('/htabs'),
  privacy: route('/privacy'),
  /**
   * A sender's private status page: the token is in the fragment (`#<token>`), which never
   * reaches a server. Prerendered, but kept out of search and the sitemap.
   */
  requestStatus: route('/request-status'),
  /** The staff inbox: rendered in the browser only, never prerendered, not in the sitemap. */
  staffInbox: route(staffPagePatterns.inbox),
  staffSignIn: route(staffPagePatterns.signIn),
  staffSubmission: route(staffPagePatterns.submission, (id: number) => ({ id: String(id) })),
  staffActivity: route(staffPagePatterns.activity),
  staffAccount: route(staffPagePatterns.account),
  staffReports: route(staffPagePatterns.reports),
  staffAccounts: route(staffPagePatterns.accounts),
  staffJobs: route(staffPagePatterns.jobs),
  staffNewJob: route(staffPagePatterns.newJob),
  staffJob: route(staffPagePatterns.job, (id: number) => ({ id: String(id) })),
  staffJoin: route(staffPagePatterns.join),
  staffForgotPassword: route(staffPagePatterns.forgotPassword),
  staffResetPassword: route(staffPagePatterns.resetPassword),
} as const;

/** The route of each article prefix, for links that name their prefix (article teasers). */
export const articleRoutes = {
  blogs: paths.article,
  home: paths.homeArticle,
} as const satisfies Record<ArticlePrefix, ParamRoute<ArticleSlug>>;

/** A link to an element of a page: `/domains#healthcare`. */
export function atAnchor(href: string, anchor: string): string {
  return `${href}#${encodeURIComponent(anchor)}`;
}

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
