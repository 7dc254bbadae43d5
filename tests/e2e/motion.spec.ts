import type { Locator, Page } from '@playwright/test';
import { anchors, paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * The four counters and their targets. (Content modules import artwork, which
 * the test runner cannot load, so the figures are spelled here.)
 */
const counters = {
  heading: 'Akscellence in numbers',
  items: [
    { label: 'Satisfied Customers', target: 80 },
    { label: 'Projects in 26 Years', target: 100 },
    { label: 'Team Members', target: 200 },
    { label: 'Industry Verticals', target: 10 },
  ],
};

/** The figures the counters show (the visible, animated ones), e.g. [80, 100, 200, 10]. */
async function counterValues(page: Page): Promise<number[]> {
  return page
    .locator('li p[aria-hidden="true"]')
    .evaluateAll((elements) => elements.map((element) => parseInt(element.textContent, 10)));
}

/** Records every scroll position the window passes through until `action` settles. */
async function scrollPositionsDuring(page: Page, action: () => Promise<void>): Promise<number[]> {
  await page.evaluate(async () => {
    // Scroll events of earlier scrolling still in flight are not part of the action.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const positions: number[] = [];
    Object.assign(window, { scrollPositions: positions });
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)), {
      passive: true,
    });
  });
  await action();
  // Let a smooth scroll (if any) run its course before reading the positions.
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const recorded: unknown = Reflect.get(window, 'scrollPositions');
    return Array.isArray(recorded) ? recorded.map(Number) : [];
  });
}

/**
 * On About, the footer's "Clients testimonial" link (same page) and the positions it scrolls
 * through.
 */
async function followTestimonialLinkOnAbout(page: Page): Promise<number[]> {
  await gotoHydrated(page, paths.about.href());
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Clients testimonial' });
  await link.scrollIntoViewIfNeeded();
  return scrollPositionsDuring(page, async () => {
    await link.click();
  });
}

/** Cumulative layout shift so far on the page. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          resolve(total);
        }, 300);
      }),
  );
}

async function scrollToCounters(page: Page): Promise<Locator> {
  const strip = page.getByRole('heading', { name: counters.heading });
  await strip.scrollIntoViewIfNeeded();
  return strip;
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('counters show their final figures at once', async ({ page }) => {
    await gotoHydrated(page, paths.home.href());
    const targets = counters.items.map((item) => item.target);
    expect(await counterValues(page)).toEqual(targets);
    await scrollToCounters(page);
    for (let check = 0; check < 3; check += 1) {
      expect(await counterValues(page)).toEqual(targets);
      await page.waitForTimeout(300);
    }
  });

  test('the logo strip stands still and shows every logo', async ({ page }) => {
    await gotoHydrated(page, paths.home.href());
    const strip = page.getByRole('list', { name: 'Client logos' }).first();
    expect(await strip.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(strip.locator('li:not([aria-hidden="true"])')).toHaveCount(8);
    for (const logo of await strip.locator('li:not([aria-hidden="true"])').all()) {
      await expect(logo).toBeVisible();
    }
  });

  test('the carousel changes slides without a transition', async ({ page }) => {
    await gotoHydrated(page, paths.insights.href());
    await page.getByRole('region', { name: 'Company timeline' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
    await page.getByRole('button', { name: 'Next slide' }).click();
    const duration = await page
      .locator('.swiper-wrapper')
      .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    // The baseline's reduced-motion rule leaves 0.01 ms: no visible transition.
    expect(duration).toBeLessThan(0.001);
  });

  test('footer links jump to their target instead of scrolling smoothly', async ({ page }) => {
    const positions = await followTestimonialLinkOnAbout(page);
    const target = await page
      .locator(`#${anchors.clientTestimonial}`)
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(target)).toBeLessThan(120);
    // One jump: at most the final position (and a repeat of it), never a run of steps.
    expect(new Set(positions).size).toBeLessThanOrEqual(1);
  });
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('counters count up in fifths of their target once they come into view', async ({ page }) => {
    await gotoHydrated(page, paths.home.href());
    // Out of view, after hydration: every counter waits at 0.
    await expect.poll(() => counterValues(page)).toEqual(counters.items.map(() => 0));
    await scrollToCounters(page);
    const seen = new Map<number, Set<number>>();
    await expect
      .poll(
        async () => {
          const values = await counterValues(page);
          values.forEach((value, index) => {
            const known = seen.get(index) ?? new Set<number>();
            known.add(value);
            seen.set(index, known);
          });
          return values;
        },
        { timeout: 8000, intervals: [100] },
      )
      .toEqual(counters.items.map((item) => item.target));
    counters.items.forEach((item, index) => {
      const step = item.target / 5;
      for (const value of seen.get(index) ?? []) {
        // Every figure shown is a whole number of steps, never past the target.
        expect(value % step, `${item.label}: ${String(value)}`).toBe(0);
        expect(value).toBeLessThanOrEqual(item.target);
      }
      // Intermediate steps were shown, not just the end.
      expect(seen.get(index)?.size ?? 0).toBeGreaterThan(2);
    });
  });

  test('footer links scroll smoothly to their target', async ({ page }) => {
    const positions = await followTestimonialLinkOnAbout(page);
    expect(new Set(positions).size).toBeGreaterThan(2);
  });
});

test.describe('hydration', () => {
  for (const path of [
    paths.home.href(),
    paths.insights.href(),
    paths.service.href('serv2sas'),
    paths.contact.href(),
  ]) {
    test(`${path} does not shift its layout while loading and hydrating`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await layoutShift(page)).toBeLessThan(0.02);
    });
  }
});
