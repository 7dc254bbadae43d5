import type { Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { axeViolations } from './support/axe';
import { expect, forgiveNotFound, gotoHydrated, test } from './support/fixtures';
import { everyPage, headerLinkLabels } from './support/routes';

/** Heading levels in document order, from the accessibility tree's point of view (visible ones). */
async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      // What a screen reader finds: not hidden from it, nor by display or visibility (the closed
      // menu drawer's title); text only visually hidden still counts.
      .filter(
        (heading) =>
          heading.closest('[aria-hidden="true"], [hidden]') === null &&
          heading.checkVisibility({ visibilityProperty: true }),
      )
      .map((heading) => Number(heading.tagName.slice(1))),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    for (const { path } of everyPage) {
      test(`${path} has no violations`, async ({ page, consoleProblems }) => {
        await gotoHydrated(page, path);
        // The theme follows the OS preference: <html data-light> or <html data-dark>.
        await expect(page.locator('html')).toHaveAttribute(`data-${scheme}`, '');
        // Content that animates in (counters) is checked in its final state.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        expect(await axeViolations(page)).toEqual([]);
        forgiveNotFound(consoleProblems, path);
      });
    }
  });
}

test.describe('semantics of every page', () => {
  for (const { path } of everyPage) {
    test(`${path}: landmarks, one h1, no skipped heading level`, async ({
      page,
      consoleProblems,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      // Every navigation landmark is named, so a screen reader's landmark list tells them apart.
      const navs = page.getByRole('navigation');
      for (const nav of await navs.all()) {
        expect(await nav.getAttribute('aria-label')).toBeTruthy();
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const levels = await headingLevels(page);
      expect(levels[0], 'the first heading is the h1').toBe(1);
      for (let index = 1; index < levels.length; index += 1) {
        const previous = levels[index - 1] ?? 1;
        const current = levels[index] ?? 1;
        expect(current - previous, `heading ${index} jumps a level`).toBeLessThanOrEqual(1);
      }

      // Images: meaningful alt text, or alt="" for decoration; never a missing alt.
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((image) => ({
          src: image.getAttribute('src'),
          alt: image.getAttribute('alt'),
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
        })),
      );
      for (const image of images) {
        expect(image.alt, `alt of ${image.src}`).not.toBeNull();
        expect(image.width && image.height, `intrinsic size of ${image.src}`).toBeTruthy();
      }

      // A vague label ("Read More") never stands alone as a link's name: hidden words in the
      // link's text say where it goes, for screen-reader link lists and search engines.
      for (const vague of [
        'read more',
        'learn more',
        'view details',
        'view all',
        'apply now',
        'see details',
      ]) {
        await expect(
          page.getByRole('link', { name: new RegExp(`^\\s*${vague}\\s*$`, 'i') }),
          `a link named only "${vague}"`,
        ).toHaveCount(0);
      }
      forgiveNotFound(consoleProblems, path);
    });
  }
});

/** What has keyboard focus, described for assertions. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent).trim(),
      inDialog: element.closest('[role="dialog"]') !== null,
      ring:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none',
    };
  });
}

test.describe('keyboard only', () => {
  test('Tab walks the header in reading order with a visible focus ring on each stop', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.home.href());
    const stops: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('Tab');
      const current = await focused(page);
      expect(current, `Tab ${index + 1} lands somewhere`).not.toBeNull();
      expect(current?.ring, `focus ring on "${current?.text ?? ''}"`).toBe(true);
      stops.push(current?.text ?? '');
    }
    expect(stops).toEqual([
      'Skip to main content',
      'Akscellence home',
      ...headerLinkLabels,
      expect.stringMatching(/dark|light/i),
    ]);
  });

  test('every focusable element of a long page shows a focus ring', async ({ page }) => {
    await gotoHydrated(page, paths.service.href('serv2sas'));
    const seen = new Set<string>();
    for (let index = 0; index < 120; index += 1) {
      await page.keyboard.press('Tab');
      const current = await focused(page);
      if (!current) break;
      expect(current.ring, `focus ring on ${current.tag} "${current.text.slice(0, 40)}"`).toBe(
        true,
      );
      const key = `${current.tag}:${current.text}`;
      // Back at a stop already seen after the footer: the page has been walked through.
      if (seen.has(key) && index > 40) break;
      seen.add(key);
    }
    expect(seen.size).toBeGreaterThan(30);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, paths.services.href());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside main, not back in the header.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the About accordion opens and closes with Enter and Space', async ({ page }) => {
    await gotoHydrated(page, paths.about.href());
    const vision = page.getByRole('button', { name: 'Our Vision' });
    await vision.focus();
    await expect(vision).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(vision).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(vision).toHaveAttribute('aria-expanded', 'false');
    // Tab moves on to the next panel's button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Our Mission' })).toBeFocused();
  });

  test('FAQ items open with Enter and Space, each on its own', async ({ page }) => {
    await gotoHydrated(page, paths.domain.href('dom1'));
    const questions = page.getByRole('main').locator('.MuiAccordionSummary-root');
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the carousel moves with its buttons pressed from the keyboard and with arrow keys', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.insights.href());
    const carousel = page.getByRole('region', { name: 'Company timeline' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const firstVisible = () =>
      page.evaluate(() => {
        const frame = document.querySelector('.swiper')?.getBoundingClientRect();
        const slides = [...document.querySelectorAll('.swiper-slide')];
        return slides.findIndex(
          (slide) => frame !== undefined && slide.getBoundingClientRect().left >= frame.left - 1,
        );
      });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(firstVisible).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(firstVisible).toBe(2);
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(firstVisible).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(firstVisible).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(firstVisible).toBe(1);
  });

  test('form errors are announced and tied to their fields', async ({ page }) => {
    await gotoHydrated(page, paths.contact.href());
    await page.getByRole('button', { name: /send/i }).click();
    const firstName = page.getByRole('textbox', { name: /first name/i });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await firstName.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy ?? ''}"]`)).toHaveText(/first name/i);
  });
});

test.describe('keyboard only, small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer opens from the keyboard, traps focus, and Escape returns to the menu button', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.home.href());
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    // Skip link, brand, then the menu controls: reach the menu button by Tab alone.
    for (let index = 0; index < 6; index += 1) {
      await page.keyboard.press('Tab');
      if (await menuButton.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (let index = 0; index < 25; index += 1) {
      await page.keyboard.press('Tab');
      const current = await focused(page);
      expect(current?.inDialog, `Tab ${index + 1} stays in the drawer`).toBe(true);
    }
    for (let index = 0; index < 5; index += 1) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page))?.inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
