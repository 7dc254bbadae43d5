import type { Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';
import { formCases, sendForm } from './support/forms';
import { gotoHeld, holdScripts, pageHydrated } from './support/hold-scripts';
import { allPages } from './support/routes';

/**
 * Visitors move through the site: they land on any page, follow its links, go back and forward,
 * and send a form on a page the app rendered itself. What the first page leaves behind (its
 * inline scripts' listeners, held interactions, regions still waiting) must never reach a later
 * page: every journey here ends with a form sent exactly once and answered, or an early
 * interaction answered once, on a page reached by following links.
 */

const header = (page: Page) => page.getByRole('banner');

/** The header's Contact Us, at desktop widths. */
async function toContactByHeader(page: Page): Promise<void> {
  await header(page).getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(paths.contact.href());
}

/** From Careers, as a job seeker goes: a position's details, then its Apply Now. */
async function fromCareersToApply(page: Page): Promise<void> {
  await expect(page).toHaveURL(paths.careers.href());
  await page.getByRole('link', { name: 'View Details for Project Manager' }).click();
  await expect(page).toHaveURL(paths.job.href('project-manager'));
  await page.getByRole('link', { name: 'Apply Now for Project Manager' }).first().click();
  await expect(page).toHaveURL(paths.apply.forPosition('project-manager'));
  await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('Project Manager');
}

/** The phone menu's link to a page. */
async function throughMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation menu' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: label, exact: true }).tap();
  await expect(drawer).toBeHidden();
}

/** The page after load, with idle callbacks withheld: its bands below the fold stay waiting. */
async function gotoWithoutIdle(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(path);
  await expect.poll(() => pageHydrated(page)).toBe(true);
}

test.describe('from every page to both forms', () => {
  for (const { path } of allPages) {
    test(`${path}: on to Contact Us and sent, then Careers, a job, Apply Now and sent`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await toContactByHeader(page);
      await sendForm(page, formCases.contact);
      await header(page).getByRole('link', { name: 'Careers', exact: true }).click();
      await fromCareersToApply(page);
      await sendForm(page, formCases.apply);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a service page, the menu to Contact Us, sent', async ({ page }) => {
    await gotoHydrated(page, paths.service.href('serv2sas'));
    await throughMenu(page, 'Contact Us');
    await sendForm(page, formCases.contact);
  });

  test('a service page, its Get in Touch, sent', async ({ page }) => {
    await gotoHydrated(page, paths.service.href('serv2sas'));
    await page.getByRole('link', { name: 'Get in Touch' }).first().tap();
    await sendForm(page, formCases.contact);
  });

  test('About, the menu to Careers, a job, Apply Now, sent', async ({ page }) => {
    await gotoHydrated(page, paths.about.href());
    await throughMenu(page, 'Careers');
    await fromCareersToApply(page);
    await sendForm(page, formCases.apply);
  });

  test('a domain page, then the menu opens and closes on the page reached', async ({ page }) => {
    await gotoHydrated(page, paths.domain.href('dom1'));
    await throughMenu(page, 'Products');
    await expect(page).toHaveURL(paths.products.href());
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await button.tap();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close navigation menu' }).tap();
    await expect(drawer).toBeHidden();
  });
});

test.describe('through the footer', () => {
  test('a domain page, the footer’s Careers, a job, Apply Now, sent', async ({ page }) => {
    await gotoHydrated(page, paths.domain.href('domfin3'));
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Careers', exact: true }).click();
    await fromCareersToApply(page);
    await sendForm(page, formCases.apply);
  });

  test('an article, the footer’s first service, Get in Touch, sent', async ({ page }) => {
    await gotoHydrated(page, paths.article.href('blogexp1'));
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('navigation', { name: 'Footer' }).getByRole('link').nth(3).click();
    await expect(page).toHaveURL(/\/services\/[^/]+$/);
    await page.getByRole('link', { name: 'Get in Touch' }).first().click();
    await sendForm(page, formCases.contact);
  });
});

test.describe('back and forward', () => {
  test('a service page, Contact Us, back, its FAQ, forward, sent', async ({ page }) => {
    await gotoHydrated(page, paths.service.href('serv2sas'));
    await toContactByHeader(page);
    await page.goBack();
    await expect(page).toHaveURL(paths.service.href('serv2sas'));
    const question = page.locator('.MuiAccordionSummary-root').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await page.goForward();
    await expect(page).toHaveURL(paths.contact.href());
    await sendForm(page, formCases.contact);
  });

  test('About, Careers, a job, back twice, forward twice, Apply Now, sent', async ({ page }) => {
    await gotoHydrated(page, paths.about.href());
    await header(page).getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(paths.careers.href());
    await page.getByRole('link', { name: 'View Details for Project Manager' }).click();
    await expect(page).toHaveURL(paths.job.href('project-manager'));
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(paths.about.href());
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(paths.job.href('project-manager'));
    await page.getByRole('link', { name: 'Apply Now for Project Manager' }).first().click();
    await sendForm(page, formCases.apply);
  });
});

test.describe('navigations early and late', () => {
  test('a link followed before any script arrived, then the form sent', async ({ page }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.service.href('serv2sas'));
    // Before the app runs, a link is a plain link: the contact page loads as a document.
    await header(page).getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(paths.contact.href());
    release();
    await expect.poll(() => pageHydrated(page)).toBe(true);
    await sendForm(page, formCases.contact);
  });

  test('a link followed while the bands still wait, then the form sent', async ({ page }) => {
    await gotoWithoutIdle(page, paths.service.href('serv2sas'));
    await toContactByHeader(page);
    await sendForm(page, formCases.contact);
  });

  test('a link followed once every band has hydrated, then the form sent', async ({ page }) => {
    await gotoHydrated(page, paths.about.href());
    // Down the page a screen at a time, as a reader goes: each band hydrates as it comes near.
    for (let screen = 0; screen < 12; screen += 1) await page.mouse.wheel(0, 700);
    await expect
      .poll(() => page.locator('[data-region]:not([data-hydrated])').count(), { timeout: 20_000 })
      .toBe(0);
    await toContactByHeader(page);
    await sendForm(page, formCases.contact);
  });
});

test.describe('early interactions on the page reached', () => {
  test('a service page, then a domain’s FAQ opens and closes', async ({ page }) => {
    await gotoHydrated(page, paths.service.href('serv2sas'));
    await header(page).getByRole('link', { name: 'Domains', exact: true }).click();
    await expect(page).toHaveURL(paths.domains.href());
    await page
      .getByRole('link', { name: /^View Details/ })
      .nth(5)
      .click();
    await expect(page).toHaveURL(/\/domains\/[^/]+$/);
    const question = page.locator('.MuiAccordionSummary-root').first();
    const panel = page.locator('.MuiAccordion-root').first().getByRole('region');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('a service page, then the carousel on Insights moves one slide a press', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.service.href('serv2sas'));
    await header(page).getByRole('link', { name: 'Insights', exact: true }).click();
    await expect(page).toHaveURL(paths.insights.href());
    const carousel = page.getByRole('region', { name: 'Company timeline' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \//);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(page.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^1 \//);
  });

  test('a carousel page, then a service’s FAQ and the colour scheme', async ({ page }) => {
    await gotoHydrated(page, paths.insights.href());
    await header(page).getByRole('link', { name: 'Services', exact: true }).click();
    await page
      .getByRole('link', { name: /^View Details/ })
      .nth(2)
      .click();
    await expect(page).toHaveURL(/\/services\/[^/]+$/);
    const question = page.locator('.MuiAccordionSummary-root').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const toggle = page.getByRole('button', { name: 'Dark color scheme' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-light', '');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
