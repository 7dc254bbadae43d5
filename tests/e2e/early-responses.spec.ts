import type { Locator, Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { expect, test } from './support/fixtures';
import { gotoHeld, holdScripts, pageHydrated } from './support/hold-scripts';

/**
 * The first answer to a tap never waits for React: with every script file held back, each
 * interaction a visitor makes on arrival shows its result from the page's own HTML, CSS and
 * inline scripts. Once the scripts are let through, the page hydrates with that state kept (and
 * no hydration error: any console error fails a test), and React carries on from it.
 */

/** Whether React has hydrated the deferred region (a band of the page) around an element. */
const regionHydrated = (element: Locator) =>
  element.evaluate((node) => {
    const region = node.closest('[data-region]');
    return region === null || region.hasAttribute('data-hydrated');
  });

async function releaseAndHydrate(page: Page, release: () => void, part?: Locator): Promise<void> {
  release();
  await expect.poll(() => pageHydrated(page)).toBe(true);
  if (part) await expect.poll(() => regionHydrated(part)).toBe(true);
}

test.describe('before any script has arrived', () => {
  test('the menu opens and closes, with focus, and stays open through hydration', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdScripts(page);
    await gotoHeld(page, paths.home.href());
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await button.click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await button.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Tab');
    const close = drawer.getByRole('button', { name: 'Close navigation menu' });
    await expect(close).toBeFocused();
    expect(await pageHydrated(page)).toBe(false);

    // Found by its markup: with the drawer open, MUI hides the rest of the page (the button too)
    // from the accessibility tree.
    await releaseAndHydrate(page, release, page.locator('[popovertarget]').first());
    await expect(drawer).toBeVisible();
    await expect(close).toBeFocused();
    // MUI's drawer has taken over: the rest of the page is hidden from assistive technology.
    await expect(page.getByRole('main')).toBeHidden();
    await close.click();
    await expect(drawer).toBeHidden();
    await button.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(paths.services.href());
    await expect(drawer).toBeHidden();
  });

  test('an FAQ answer opens at once and stays open through hydration', async ({ page }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.service.href('serv2sas'));
    const question = page.locator('.MuiAccordionSummary-root').first();
    const answer = page.getByRole('region', { name: (await question.textContent()) ?? '' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    expect(await pageHydrated(page)).toBe(false);

    await releaseAndHydrate(page, release, question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    // React carries on from the open panel: the next press closes it.
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('an About panel opens and closes from the keyboard, then React carries on', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.about.href());
    const story = page.getByRole('button', { name: 'Our Story' });
    const mission = page.getByRole('button', { name: 'Our Mission' });
    await story.focus();
    await page.keyboard.press('Enter');
    await mission.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(story).toHaveAttribute('aria-expanded', 'true');
    await expect(mission).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Our Story' })).toBeVisible();

    await releaseAndHydrate(page, release, story);
    await expect(story).toHaveAttribute('aria-expanded', 'true');
    await mission.click();
    await expect(mission).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our Story' })).toBeVisible();
  });

  test('the colour scheme switches at once and the choice holds through hydration', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const release = await holdScripts(page);
    await gotoHeld(page, paths.home.href());
    const toggle = page.getByRole('button', { name: 'Dark color scheme' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await releaseAndHydrate(page, release);
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-light', '');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('the carousel moves on and back, and Swiper starts on the slide shown', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdScripts(page);
    await gotoHeld(page, paths.insights.href());
    const carousel = page.getByRole('region', { name: 'Company timeline' });
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const firstSlide = carousel.locator('.swiper-slide').first();
    const left = async () => (await firstSlide.boundingBox())?.x ?? 0;
    const start = await left();
    await expect(previous).toBeDisabled();
    await next.click();
    await next.click();
    await expect.poll(left).toBeLessThan(start - 300);
    await expect(previous).toBeEnabled();
    await previous.click();
    expect(await pageHydrated(page)).toBe(false);

    await releaseAndHydrate(page, release, carousel);
    await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
    await expect(page.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \//);
    await next.click();
    await expect(page.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^3 \//);
  });

  test('an empty contact form shows what is missing, and React carries on from it', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.contact.href());
    await page.getByRole('button', { name: 'Send message' }).click();
    const first = page.getByLabel('First name');
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await expect(page.getByText('Enter your last name.')).toBeVisible();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Enter your first name.');
    // Not posted as a plain GET.
    await expect(page).toHaveURL(paths.contact.href());

    await releaseAndHydrate(page, release, first);
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await first.fill('Ada');
    await expect(page.getByText('Enter your first name.')).toBeHidden();
    await expect(page.getByText('Enter your last name.')).toBeVisible();
  });

  test('after an empty submission, the errors follow the typing before and through hydration', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.contact.href());
    await page.getByRole('button', { name: 'Send message' }).click();
    const first = page.getByLabel('First name');
    const last = page.getByLabel('Last name');
    const email = page.getByLabel('E-mail');
    await expect(first).toBeFocused();

    await page.keyboard.type('J');
    await expect(page.getByText('Enter your first name.')).toHaveCount(0);
    await expect(first).toHaveAttribute('aria-invalid', 'false');
    await expect(last).toHaveAccessibleDescription('Enter your last name.');
    await page.keyboard.press('Backspace');
    await expect(first).toHaveAccessibleDescription('Enter your first name.');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('Jo');
    await email.fill('jo@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('jo@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await email.fill('jo@');
    expect(await pageHydrated(page)).toBe(false);

    await releaseAndHydrate(page, release, first);
    await expect(first).toHaveValue('Jo');
    await expect(first).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Enter your first name.')).toHaveCount(0);
    await expect(last).toHaveAccessibleDescription('Enter your last name.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await last.fill('Doe');
    await expect(page.getByText('Enter your last name.')).toHaveCount(0);
  });

  test('a malformed e-mail is pointed out with the form’s own message', async ({ page }) => {
    const release = await holdScripts(page);
    await gotoHeld(page, paths.apply.href());
    await page.getByLabel('E-mail').fill('sam@');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    );
    await releaseAndHydrate(page, release, page.getByLabel('E-mail'));
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('before any script has arrived, on a touch screen', () => {
  // The track scrolls under a finger only where the main pointer is coarse.
  test.use({ hasTouch: true });

  test('a swipe moves the carousel, and Swiper starts where it ended', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdScripts(page);
    await gotoHeld(page, paths.insights.href());
    const carousel = page.getByRole('region', { name: 'Company timeline' });
    await carousel.scrollIntoViewIfNeeded();
    const box = await carousel.locator('.swiper').boundingBox();
    if (!box) throw new Error('The carousel has no box.');
    // A sideways scroll of the track, as a swipe makes it; the track snaps to a slide.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.8, 0);
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeEnabled();

    await releaseAndHydrate(page, release, carousel);
    await expect(page.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \//);
  });
});
