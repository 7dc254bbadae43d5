import type { Page } from '@playwright/test';
import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { expect, test } from './support/fixtures';
import { gotoHeld, holdScripts, pageHydrated } from './support/hold-scripts';

/**
 * Nothing gets worse before the page, or the band of it the visitor uses, has hydrated. The
 * page's script files (or a band's own code) are held back so every action here happens before
 * React could handle it; then they are let through and the action must have its effect, exactly
 * once. What the page answers at once, before any script file, is tested in
 * early-responses.spec.ts; here are the actions that wait for the app: a form sent complete,
 * what is typed, links, and what the bands do as they hydrate.
 */

declare global {
  interface Window {
    __removedBands?: string[];
  }
}

/** Records every band (a child of a deferred region) that leaves the document. */
function recordRemovedBands(): void {
  const removed: string[] = [];
  window.__removedBands = removed;
  new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target instanceof Element)) continue;
      if (!record.target.matches('[data-region]')) continue;
      record.removedNodes.forEach((node) => {
        if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

test.describe('before hydration', () => {
  test('a carousel moved before Swiper arrived starts there', async ({ page }) => {
    // The page hydrates; only the carousel's own chunk (Swiper) is held back.
    const release = await holdScripts(page, /\/assets\/timeline-carousel-[^/]+\.js$/);
    await gotoHeld(page, paths.insights.href());
    await expect.poll(() => pageHydrated(page)).toBe(true);
    const carousel = page.getByRole('region', { name: 'Company timeline' });
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(0);
    release();
    await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
    await expect(page.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \//);
  });

  test('the menu button pressed before hydration opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdScripts(page);
    await gotoHeld(page, paths.home.href());
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('what is typed into a form before it hydrated stays and is sent', async ({ page }) => {
    // The page hydrates; only the form's own chunk (Formik, yup, React Query) is held back.
    const release = await holdScripts(page, /\/contact-form-[^/]+\.js$/);
    await gotoHeld(page, paths.contact.href());
    const lastName = `Early${Date.now().toString(36)}`;
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Message', { exact: true }).fill('Typed before the form could run.');
    // The press comes before the form can handle it; without holding it the browser would post
    // the form as a plain GET and lose everything.
    const request = page.waitForRequest(
      (candidate) => candidate.method() === 'POST' && candidate.url().endsWith(gatewayPath),
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(paths.contact.href());
    release();
    const body = (await request).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      first_name: 'Ada',
      last_name: lastName,
      message: 'Typed before the form could run.',
    });
    await expect(page.getByRole('status')).toContainText('Thank you, Ada.');
  });

  test('a form sent before any script arrived is sent once, not posted as a GET', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.contact.href());
    const lastName = `Loader${Date.now().toString(36)}`;
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Message', { exact: true }).fill('Sent before any script ran.');
    const posts: string[] = [];
    page.on('request', (candidate) => {
      if (candidate.method() === 'POST' && candidate.url().endsWith(gatewayPath)) {
        posts.push(candidate.url());
      }
    });
    const request = page.waitForRequest(
      (candidate) => candidate.method() === 'POST' && candidate.url().endsWith(gatewayPath),
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(paths.contact.href());
    release();
    const body = (await request).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ first_name: 'Ada', last_name: lastName });
    await expect(page.getByRole('status')).toContainText('Thank you, Ada.');
    expect(posts).toHaveLength(1);
  });

  test('typed values survive hydration and further editing', async ({ page }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.apply.href());
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel(/work onsite/i).selectOption('No');
    release();
    await expect.poll(() => pageHydrated(page)).toBe(true);
    const first = page.getByLabel('First name');
    // Editing after hydration starts from what was typed (the form's state has it).
    await first.press('End');
    await first.pressSequentially(' H.');
    await first.blur();
    await expect(first).toHaveValue('Grace H.');
    await expect(page.getByLabel(/work onsite/i)).toHaveValue('No');
  });

  test('links work as plain links before hydration', async ({ page }) => {
    await holdScripts(page);
    await gotoHeld(page, paths.home.href());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(paths.privacy.href());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** How many bands (children of deferred regions) React has not hydrated yet. */
const bandsNotHydrated = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[data-region] > *')].filter(
        // React marks every node it has hydrated with its fiber; prerendered HTML it has not
        // reached yet carries none.
        (band) => !Object.keys(band).some((key) => key.startsWith('__reactFiber$')),
      ).length,
  );

/** The footer, while its band still shows the prerendered HTML. */
const footerAsPrerendered = (page: Page) =>
  page.locator('[data-region]:not([data-hydrated]) > footer');

/**
 * The home page, hydrated, in a browser that never has an idle period: the bands below the first
 * screen and the menu (hidden at desktop widths) stay as prerendered until something opens them.
 */
async function homeWithoutIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(paths.home.href());
  await expect.poll(() => pageHydrated(page)).toBe(true);
}

/** Pages with deferred bands of every kind: sections, accordions, the carousel, the forms. */
const pagesWithBands = [
  paths.home.href(),
  paths.about.href(),
  paths.service.href('serv2sas'),
  paths.insights.href(),
  paths.contact.href(),
  paths.apply.href(),
];

test.describe('while the bands hydrate', () => {
  for (const path of pagesWithBands) {
    test(`${path}: every band hydrates, without a mismatch`, async ({ page, consoleProblems }) => {
      await page.goto(path);
      await expect.poll(() => pageHydrated(page)).toBe(true);
      // Scrolled through, or left idle, each one hydrates; a mismatch would be reported to the
      // console, which fails the test (support/fixtures.ts).
      await page.mouse.wheel(0, 20_000);
      await expect.poll(() => bandsNotHydrated(page)).toBe(0);
      expect(consoleProblems.messages).toEqual([]);
    });
  }

  for (const path of pagesWithBands) {
    test(`${path} keeps the prerendered HTML of every band`, async ({ page }) => {
      await page.addInitScript(recordRemovedBands);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2_000);
      expect(await page.evaluate(() => window.__removedBands)).toEqual([]);
    });
  }

  test('a link followed before the bands hydrated opens its page', async ({ page }) => {
    // The footer and the menu read the address; a navigation that waited for them to hydrate
    // on their own would never show its page.
    await homeWithoutIdle(page);
    await expect(footerAsPrerendered(page)).toHaveCount(1);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trusted IT partner since 1998',
    );
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the brand link followed before the bands hydrated starts the page again', async ({
    page,
  }) => {
    // The home page's code is already there: the address changes without anything to load.
    await homeWithoutIdle(page);
    await page.evaluate(() => {
      window.scrollTo(0, 600);
    });
    await expect(footerAsPrerendered(page)).toHaveCount(1);
    await page.getByRole('banner').getByRole('link', { name: 'Akscellence home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('switching the colour scheme before a band hydrated keeps that band', async ({ page }) => {
    await page.addInitScript(recordRemovedBands);
    // The form's own chunk is held back, so its band cannot hydrate before the switch.
    const release = await holdScripts(page, /\/assets\/contact-form-[^/]+\.js$/);
    await gotoHeld(page, paths.contact.href());
    await expect.poll(() => pageHydrated(page)).toBe(true);
    const toggle = page.getByRole('button', { name: 'Dark color scheme' });
    await toggle.click();
    await page.waitForTimeout(500);
    await expect(page.getByLabel('First name')).toBeVisible();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__removedBands)).toEqual([]);
  });
});
