import { domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { domainIndex, serviceIndex } from './support/offering-cards';
import { firstJobs as jobs } from '@/shared/jobs/first-jobs';
import { expect, gotoHydrated, test } from './support/fixtures';
import { allPages } from './support/routes';

test.describe('every page', () => {
  test('the build has all 40 spec pages, the privacy notice, the status page and a page per position', () => {
    expect(allPages).toHaveLength(42 + jobs.length);
    for (const job of jobs) {
      expect(allPages.find((page) => page.path === paths.job.href(job.slug))?.h1).toBe(job.title);
    }
    for (const slug of serviceSlugs) {
      expect(allPages.find((page) => page.path === paths.service.href(slug))?.h1).toBe(
        serviceIndex[slug].title,
      );
    }
    for (const slug of domainSlugs) {
      expect(allPages.find((page) => page.path === paths.domain.href(slug))?.h1).toBe(
        domainIndex[slug].title,
      );
    }
  });

  for (const { path, h1 } of allPages) {
    test(`${path} renders "${h1}" without console errors`, async ({ page, consoleProblems }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      expect(consoleProblems.messages).toEqual([]);
    });
  }
});

test.describe('service and domain pages', () => {
  test('FAQ items on a service page start closed and toggle on their own', async ({ page }) => {
    await gotoHydrated(page, paths.service.href('serv2sas'));
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(4);
    const first = page.getByRole('main').locator('.MuiAccordionSummary-root').nth(0);
    const second = page.getByRole('main').locator('.MuiAccordionSummary-root').nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  test('Data Engineering and Healthcare FAQs start closed like every other page', async ({
    page,
  }) => {
    for (const path of [paths.service.href('serv11de'), paths.domain.href('dom1')]) {
      await gotoHydrated(page, path);
      await expect(
        page.getByRole('main').locator('.MuiAccordionSummary-root[aria-expanded="true"]'),
      ).toHaveCount(0);
      const first = page.getByRole('main').locator('.MuiAccordionSummary-root').first();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
    }
  });

  test('the domain teasers chain Government -> Utilities -> Telecommunication -> Insurance -> Healthcare', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.domain.href('domgov7'));
    for (const slug of ['domult8', 'domtele9', 'dominsu10', 'dom1'] as const) {
      const { title } = domainIndex[slug];
      await page.getByRole('link', { name: `Read More about ${title}` }).click();
      await expect(page).toHaveURL(paths.domain.href(slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('the domains list links every domain page', async ({ page }) => {
    await gotoHydrated(page, paths.domains.href());
    for (const slug of domainSlugs) {
      await expect(page.locator(`main a[href="${paths.domain.href(slug)}"]`)).toHaveCount(1);
    }
  });

  test('View Details opens the service at the top of the page', async ({ page }) => {
    await gotoHydrated(page, paths.services.href());
    const link = page.getByRole('link', { name: 'View Details for Data Engineering' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(paths.service.href('serv11de'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Engineering');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('careers and products', () => {
  test('careers lists the five positions with Apply Now to /applynow, naming the position', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.careers.href());
    for (const job of jobs) {
      const card = page.locator(`#${job.slug}`);
      await expect(card.getByRole('heading', { name: job.title })).toBeVisible();
      await expect(card).toContainText('Omaha, NE, USA');
      await expect(card).toContainText('3-5 Years');
      await expect(card.getByRole('link', { name: `Apply Now for ${job.title}` })).toHaveAttribute(
        'href',
        paths.apply.forPosition(job.slug),
      );
    }
    const apply = page.getByRole('link', { name: 'Apply Now for SAP Utilities' });
    await apply.scrollIntoViewIfNeeded();
    await apply.click();
    await expect(page).toHaveURL(paths.apply.forPosition('sap-utilities'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to join Akscellence');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('products shows both products with their diagrams', async ({ page }) => {
    await gotoHydrated(page, paths.products.href());
    await expect(
      page.getByRole('heading', { level: 2, name: 'Product Dispatch and Tracking' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Plant Data and Reporting Systems' }),
    ).toBeVisible();
    await expect(page.getByText('Right Person on the Right Job', { exact: true })).toBeVisible();
    for (const capability of [
      'Optimal job rotation',
      'Only trained associates',
      'Medical restrictions respected',
      'Poor-rotation reports',
    ]) {
      await expect(page.getByRole('heading', { name: capability })).toBeVisible();
    }
    await expect(page.locator('main img[width="960"]')).toHaveCount(2);
  });
});
