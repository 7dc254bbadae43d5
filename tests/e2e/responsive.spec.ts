import type { Page } from '@playwright/test';
import { expect, forgiveNotFound, gotoHydrated, test } from './support/fixtures';
import { everyPage } from './support/routes';

/** From the smallest phone in use to a full-HD desktop. */
const widths = [320, 360, 768, 1024, 1280, 1920] as const;

/**
 * What sticks out of the window: the page's horizontal overflow, and any visible element whose
 * box crosses the left or right edge without an ancestor that deliberately clips it (the
 * carousel track, the logo marquee).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - viewport;
    if (overflow > 0) problems.push(`page scrolls sideways by ${overflow}px`);

    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${element.textContent.trim().slice(0, 40)}"`;

    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (box.right > viewport + 1 || box.left < -1) {
        if (!clipped(element)) problems.push(`${describe(element)} crosses the window edge`);
      }
    }
    return problems.slice(0, 10);
  });
}

/**
 * Pointer targets smaller than 24 x 24 CSS px (WCAG 2.2 SC 2.5.8). Links inside a sentence are
 * exempt, as the criterion allows; so are targets hidden or clipped out of view.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
      if (style.display === 'inline') continue;
      // A pointer reaches an input through its labels too (a visually hidden file input's
      // chooser is its label): the largest of them is its target.
      let { width, height } = box;
      if (element instanceof HTMLInputElement) {
        for (const label of element.labels ?? []) {
          const labelBox = label.getBoundingClientRect();
          if (labelBox.width * labelBox.height > width * height) {
            ({ width, height } = labelBox);
          }
        }
      }
      if (width < 24 || height < 24) {
        found.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}" ${Math.round(width)}x${Math.round(height)}`,
        );
      }
    }
    return found;
  });
}

test.describe('every page at every width', () => {
  // Final layout, without the marquee or carousel moving under the measurement.
  test.use({ reducedMotion: 'reduce' });

  for (const { path } of everyPage) {
    test(`${path} fits from 320 to 1920 px, with targets of at least 24 px`, async ({
      page,
      consoleProblems,
    }) => {
      await page.setViewportSize({ width: widths[0], height: 800 });
      await gotoHydrated(page, path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => layoutProblems(page), `layout at ${width}px`).toEqual([]);
        if (width === 360 || width === 1280) {
          expect(await smallTargets(page), `small targets at ${width}px`).toEqual([]);
        }
      }
      forgiveNotFound(consoleProblems, path);
    });
  }
});

test.describe('text zoomed to 200%', () => {
  test.use({ reducedMotion: 'reduce' });

  const h1FontSize = (page: Page) =>
    page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

  for (const { path } of everyPage) {
    test(`${path} stays usable with doubled text`, async ({ page, consoleProblems }) => {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        const normal = await h1FontSize(page);
        // The browser's own text-size setting (Chrome: Settings > Appearance > Font size),
        // doubled from 16 to 32 px: every rem size and every em media query follows it.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
        await gotoHydrated(page, path);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          '32px',
        );
        // Headings grow less than body text: the layout of a narrower screen uses smaller steps.
        expect(await h1FontSize(page)).toBeGreaterThan(normal * 1.3);
        await expect.poll(() => layoutProblems(page), `layout at ${width}px`).toEqual([]);
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
        await cdp.detach();
      }
      forgiveNotFound(consoleProblems, path);
    });
  }
});
