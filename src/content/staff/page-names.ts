/**
 * The site's pages by the names the site itself gives them, for the staff reports: the menu's
 * labels for the pages in the menu, and each service's, industry's and article's own title for its
 * page. The jobs live in the database: the reports' answer names their pages. The reports name a
 * page from there or here and fall back to its address.
 */
import { domainSlugs, paths, serviceSlugs, type ArticlePrefix } from '@/config/paths';
import { articles } from '../articles';
import { contactNav, footerColumns, primaryNav } from '../navigation';
import { domainIndex, serviceIndex } from '../offering-index';
import { ui } from '../ui';

/** A page as staff read it: its name, and the kind of page when the name alone may not say. */
export interface PageName {
  name: string;
  /** "Service", "Industry", "Job opening", "Article": only for pages of a kind with many. */
  kind?: string;
}

/** The pages of many of one kind, each named by its own title. */
const kinds = {
  service: 'Service',
  domain: 'Industry',
  job: 'Job opening',
  article: 'Article',
  /** The same article under the blog's older prefix, which older links still use. */
  oldArticle: 'Article, older link',
} as const;

/**
 * The label of a page's link in the menu or the footer: the name its visitors know it by (the
 * footer's, rather than the page's own module, keeps the privacy notice's text out of the staff
 * pages' code).
 */
function menuLabel(href: string): string {
  const links = [...primaryNav, contactNav, ...footerColumns.flatMap((column) => column.links)];
  const item = links.find((entry) => entry.to === href && !('hash' in entry));
  if (!item) throw new Error(`No menu or footer link goes to ${href}.`);
  return item.label;
}

const articlePrefixKinds: Record<ArticlePrefix, string> = {
  blogs: kinds.article,
  home: kinds.oldArticle,
};

/** What a job's page is, beside its name (its job's title, which the reports' answer gives). */
export const jobPageKind = kinds.job;

/** Every page of the site by its address (`/`, `/services/serv2sas`); the job pages are not here. */
export const sitePageNames: ReadonlyMap<string, PageName> = new Map<string, PageName>([
  ...[
    paths.home,
    paths.about,
    paths.services,
    paths.domains,
    paths.insights,
    paths.products,
    paths.careers,
    paths.blogs,
    paths.contact,
  ].map((page): [string, PageName] => [page.href(), { name: menuLabel(page.href()) }]),
  [paths.apply.href(), { name: ui.applyNow }],
  [paths.privacy.href(), { name: menuLabel(paths.privacy.href()) }],
  [paths.htabs.href(), { name: 'Site menu for phones' }],
  [paths.requestStatus.href(), { name: 'Request status (a sender’s private page)' }],
  ...serviceSlugs.map((slug): [string, PageName] => [
    paths.service.href(slug),
    { name: serviceIndex[slug].title, kind: kinds.service },
  ]),
  ...domainSlugs.map((slug): [string, PageName] => [
    paths.domain.href(slug),
    { name: domainIndex[slug].title, kind: kinds.domain },
  ]),
  ...(['blogs', 'home'] as const).flatMap((prefix) =>
    articles.map((article): [string, PageName] => [
      (prefix === 'blogs' ? paths.article : paths.homeArticle).href(article.slug),
      { name: article.seoTitle, kind: articlePrefixKinds[prefix] },
    ]),
  ),
]);

/**
 * The pages of one route together, as the speed report lists them (`/careers/:slug`): a route of
 * one page by that page's name, a route of many by what they are.
 */
export const siteRouteNames: ReadonlyMap<string, string> = new Map<string, string>([
  ...[...sitePageNames].flatMap(([path, page]): [string, string][] =>
    page.kind === undefined ? [[path, page.name]] : [],
  ),
  [paths.service.pattern, 'Service pages'],
  [paths.domain.pattern, 'Industry pages'],
  [paths.job.pattern, 'Job opening pages'],
  [paths.article.pattern, 'Articles'],
  [paths.homeArticle.pattern, 'Articles, older links'],
]);
