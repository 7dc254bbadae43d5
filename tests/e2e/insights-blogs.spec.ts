import type { Page } from '@playwright/test';
import { anchors, articleRoutes, articleSlugs, paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';
import { pageAt } from './support/routes';

/** Slides whose box lies inside the carousel's visible area. */
async function visibleSlides(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const swiper = document.querySelector('.swiper');
    if (!swiper) return [];
    const frame = swiper.getBoundingClientRect();
    return [...swiper.querySelectorAll('.swiper-slide')].flatMap((slide, index) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1 ? [index] : [];
    });
  });
}

async function openCarousel(page: Page) {
  await gotoHydrated(page, paths.insights.href());
  const carousel = page.getByRole('region', { name: 'Company timeline' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
  return carousel;
}

test.describe('insights', () => {
  test('the prerendered HTML already holds all seven timeline slides', async ({ request }) => {
    const html = await (await request.get(paths.insights.href())).text();
    expect(html.match(/class="swiper-slide/g)).toHaveLength(7);
    for (const year of [1998, 2001, 2006, 2011, 2016, 2021, 2023])
      expect(html).toContain(`>${year}<`);
  });

  test('a page without a carousel ships no carousel CSS; the carousel brings it when opened', async ({
    page,
    request,
  }) => {
    const home = await (await request.get(paths.home.href())).text();
    expect(home).not.toContain('.swiper{');
    expect(await (await request.get(paths.insights.href())).text()).toContain('.swiper{');
    // A client-side navigation from the home page: the page's HTML never had the stylesheet.
    await gotoHydrated(page, paths.home.href());
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Insights', exact: true })
      .click();
    await expect(page).toHaveURL(paths.insights.href());
    const carousel = page.getByRole('region', { name: 'Company timeline' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
    expect(await visibleSlides(page)).toEqual([0, 1]);
    expect(
      await page.locator('.swiper').evaluate((swiper) => getComputedStyle(swiper).overflow),
    ).toBe('hidden');
  });

  test('shows two slides at 1280 px and moves with the buttons and the keyboard', async ({
    page,
  }) => {
    const carousel = await openCarousel(page);
    expect(await visibleSlides(page)).toEqual([0, 1]);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expect.poll(() => visibleSlides(page)).toEqual([1, 2]);
    await previous.click();
    await expect.poll(() => visibleSlides(page)).toEqual([0, 1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleSlides(page)).toEqual([1, 2]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleSlides(page)).toEqual([0, 1]);
    await expect(previous).toBeDisabled();
  });

  test('the previous/next buttons are round with a grey hover background', async ({ page }) => {
    const carousel = await openCarousel(page);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    expect(await next.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
    const before = await next.evaluate((element) => getComputedStyle(element).backgroundColor);
    await next.hover();
    await expect
      .poll(() => next.evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe(before);
    const hovered = await next.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [r = 0, g = 0, b = 0] = hovered.match(/\d+/g)?.map(Number) ?? [];
    // Grey: the three channels are (nearly) equal.
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(8);
  });

  test('the footer links land on the work benefits and open positions', async ({ page }) => {
    await gotoHydrated(page, paths.home.href());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Work Benefits' }).click();
    await expect(page).toHaveURL(`${paths.insights.href()}#${anchors.insightsWorkBenefits}`);
    await expect(page.locator(`#${anchors.insightsWorkBenefits}`)).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Why work with us' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Open position' }).click();
    await expect(page).toHaveURL(`${paths.insights.href()}#${anchors.insightsOpenPositions}`);
    await expect(page.locator(`#${anchors.insightsOpenPositions}`)).toBeInViewport();
  });

  test('Get in Touch goes to the contact page at its top', async ({ page }) => {
    await gotoHydrated(page, paths.insights.href());
    const cta = page.getByRole('main').getByRole('link', { name: 'Get in Touch' }).last();
    await cta.scrollIntoViewIfNeeded();
    await cta.click();
    await expect(page).toHaveURL(paths.contact.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Let’s talk about what you need',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('shows one slide at a window width of 768 px', async ({ page }) => {
    const carousel = await openCarousel(page);
    expect(await visibleSlides(page)).toEqual([0]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(page)).toEqual([1]);
  });
});

test.describe('blogs', () => {
  test('the index lists the four articles in the order 4, 1, 2, 3', async ({ page }) => {
    await gotoHydrated(page, paths.blogs.href());
    const hrefs = await page
      .getByRole('main')
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      ['blogexp4', 'blogexp1', 'blogexp2', 'blogexp3'].map((slug) => `/blogs/${slug}`),
    );
    await expect(page.getByRole('main').locator('img')).toHaveCount(4);
  });

  test('RETURN TO BLOGS goes to /blogs and scrolls to the blogs heading', async ({ page }) => {
    await gotoHydrated(page, paths.homeArticle.href('blogexp3'));
    await page.getByRole('link', { name: 'RETURN TO BLOGS' }).click();
    await expect(page).toHaveURL(`${paths.blogs.href()}#${anchors.blogsHeading}`);
    await expect(page.locator(`#${anchors.blogsHeading}`)).toBeInViewport();
  });

  for (const slug of articleSlugs) {
    test(`${slug} is the same article under both prefixes, canonical under /blogs`, async ({
      page,
    }) => {
      const title = pageAt(paths.article.href(slug)).h1;
      for (const prefix of ['blogs', 'home'] as const) {
        await gotoHydrated(page, articleRoutes[prefix].href(slug));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/blogs/${slug}$`),
        );
        await expect(
          page.getByRole('main').getByRole('heading', { level: 2 }).first(),
        ).toBeVisible();
      }
    });
  }

  test('article 1 teases articles 2 and 3', async ({ page }) => {
    await gotoHydrated(page, paths.article.href('blogexp1'));
    const hrefs = await page
      .getByRole('complementary')
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/blogs/blogexp2', '/blogs/blogexp3']);
  });
});
