import { anchors, paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';
import { headerLinkLabels } from './support/routes';

const pages = [
  { path: paths.home.href(), h1: 'Technology teams and solutions that deliver' },
  { path: paths.about.href(), h1: 'Trusted IT partner since 1998' },
  { path: paths.htabs.href(), h1: 'Navigate Akscellence' },
];

test.describe('site shell', () => {
  for (const { path, h1 } of pages) {
    test(`${path} renders its h1 without console errors`, async ({ page, consoleProblems }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(consoleProblems.messages).toEqual([]);
    });
  }

  test('header links go to their pages and mark the current one', async ({
    page,
    consoleProblems,
  }) => {
    await gotoHydrated(page, paths.home.href());
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(paths.about.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trusted IT partner since 1998',
    );
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.*/);
    // A new page starts at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    for (const [name, href] of [
      ['Services', paths.services.href()],
      ['Domains', paths.domains.href()],
      ['Insights', paths.insights.href()],
      ['Products', paths.products.href()],
      ['Careers', paths.careers.href()],
      ['Blogs', paths.blogs.href()],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('href', paths.contact.href());
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Akscellence home' }),
    ).toHaveAttribute('href', paths.home.href());
    expect(consoleProblems.messages).toEqual([]);
  });

  test('the scheme toggle switches to dark and the choice survives a reload without a flash', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, paths.home.href());
    const toggle = page.getByRole('button', { name: 'Dark color scheme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-light', '');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // The stored choice is applied by the inline script in <head>, before the first paint.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('body', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-dark'))).toBe(
      true,
    );
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
  });

  test('a scheme switch recolours the page in one frame, and transitions come back after it', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await gotoHydrated(page, paths.home.href());
    const transitionsAfterSwitch = () =>
      page.evaluate(async () => {
        const toggle = document.querySelector<HTMLElement>('button[aria-pressed]');
        toggle?.click();
        // Two frames: the one that shows the new scheme, and the next.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.getAnimations().filter((animation) => animation instanceof CSSTransition)
          .length;
      });
    expect(await transitionsAfterSwitch()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme-switch');
    // The theme's own transitions are back, e.g. the toggle's hover background.
    const toggle = page.getByRole('button', { name: 'Dark color scheme' });
    expect(await toggle.evaluate((button) => getComputedStyle(button).transitionDuration)).not.toBe(
      '0s',
    );
    expect(await transitionsAfterSwitch()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-light', '');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, paths.about.href());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#${anchors.main}`)).toBeFocused();
  });

  test('footer Our Story opens Our Story on About', async ({ page }) => {
    await gotoHydrated(page, paths.home.href());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(`${paths.about.href()}#${anchors.coreValues}`);
    await expect(page.getByRole('button', { name: 'Our Story' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Our Vision' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.locator(`#${anchors.coreValues}`)).toBeInViewport();
  });

  test('footer values link opens Vision, Mission and Values', async ({ page }) => {
    await gotoHydrated(page, paths.htabs.href());
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Our vision, mission & values' })
      .click();
    for (const name of ['Our Vision', 'Our Mission', 'Our Values']) {
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByRole('button', { name: 'Our Story' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('footer Blogs & Articles scrolls to the blog list of the home page', async ({ page }) => {
    await gotoHydrated(page, paths.about.href());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs & Articles' }).click();
    await expect(page).toHaveURL(`/#${anchors.homeBlogs}`);
    await expect(page.locator(`#${anchors.homeBlogs}`)).toBeInViewport();
  });

  test('an unknown path shows the not-found page with status 404', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('href', paths.home.href());
    // The browser reports the 404 document itself; nothing else may fail.
    consoleProblems.messages = consoleProblems.messages.filter(
      (message) => !message.includes('404'),
    );
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu button opens a drawer that closes on navigation and on Escape', async ({
    page,
    consoleProblems,
  }) => {
    await gotoHydrated(page, paths.home.href());
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText([...headerLinkLabels]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(paths.about.href());
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trusted IT partner since 1998',
    );
    expect(consoleProblems.messages).toEqual([]);
  });

  test('pages fit the width of a phone', async ({ page }) => {
    for (const { path } of pages) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
