// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentTitle, seoLimits } from '@/config/site';
import { aboutSeo } from './about';
import { articles } from './articles';
import { blogsPage, careersPage, insightsPage } from './careers';
import { domains } from './domains';
import { applyPage, contactPage } from './forms';
import { homeSeo } from './home';
import { firstJobs as jobs } from '@/shared/jobs/first-jobs';
import { htabsNav } from './navigation';
import { domainsPage, servicesPage } from './offerings-pages';
import { privacyPage } from './privacy';
import { productsPage } from './products';
import { services } from './services';
import { ui } from './ui';

/** The title and description of every page the site has, from the content that feeds its head. */
const pages: readonly { page: string; title: string; description: string }[] = [
  { page: 'home', ...homeSeo },
  { page: 'about', ...aboutSeo },
  { page: 'services', ...servicesPage.seo },
  ...services.map((service) => ({ page: service.slug, ...service.seo })),
  { page: 'domains', ...domainsPage.seo },
  ...domains.map((domain) => ({ page: domain.slug, ...domain.seo })),
  { page: 'products', ...productsPage.seo },
  { page: 'careers', ...careersPage.seo },
  ...jobs.map((job) => ({ page: job.slug, ...job.seo })),
  { page: 'insights', ...insightsPage.seo },
  { page: 'blogs', ...blogsPage.seo },
  ...articles.map((article) => ({
    page: article.slug,
    title: article.seoTitle,
    description: article.description,
  })),
  { page: 'contact', ...contactPage.seo },
  { page: 'apply', ...applyPage.seo },
  { page: 'privacy', ...privacyPage.seo },
  { page: 'htabs', title: htabsNav.heading, description: htabsNav.lead },
  { page: 'not found', title: ui.notFound.title, description: ui.notFound.lead },
];

describe('search snippets', () => {
  it.each(pages.map((entry) => [entry.page, entry] as const))(
    '%s: the title (with the brand) and the description fit a search result',
    (_page, { title, description }) => {
      expect(documentTitle(title).length).toBeLessThanOrEqual(seoLimits.title);
      expect(description.length).toBeLessThanOrEqual(seoLimits.description);
      expect(description.length).toBeGreaterThan(50);
    },
  );

  it('gives every page its own title and description', () => {
    const unique = (list: readonly string[]) => new Set(list).size === list.length;
    expect(unique(pages.map((entry) => entry.title))).toBe(true);
    expect(unique(pages.map((entry) => entry.description))).toBe(true);
  });
});
