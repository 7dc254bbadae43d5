import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { paths } from '@/config/paths';
import { luminanceContrast, rgbLuminance } from '@/theme/contrast';
import { expect, gotoHydrated, test } from './support/fixtures';

/** How far around an element the ring may reach (3 px ring + 2 px gap, with room to spare). */
const margin = 10;

interface Stop {
  name: string;
  /** The element's box in the viewport, CSS px. */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * The element that has focus, scrolled to the middle of the window so its whole ring is in view;
 * null when focus left the page, or came back round to an element already measured.
 */
async function nextStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    if (element.dataset.focusWalked !== undefined) return null;
    element.dataset.focusWalked = '';
    // Reading the layout starts any transition focus triggers (the skip link slides into view,
    // even with reduced motion it takes a frame); measure where it comes to rest.
    element.getBoundingClientRect();
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // A form field's ring is drawn around the whole field, not just its text box.
    const target = element.closest('.MuiInputBase-root') ?? element;
    const rect = target.getBoundingClientRect();
    const field =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement;
    const label =
      element.getAttribute('aria-label') ??
      (field ? element.labels?.[0]?.textContent : undefined) ??
      element.textContent;
    return {
      name: `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    };
  });
}

/**
 * Pixels of the ring that differ from what was there before by 3:1 or more, the measure of
 * WCAG 2.2's focus appearance criterion: the pixels around the element, in focus and not, are
 * compared one by one. Returns that count and the least the ring must have: a 2 px thick line
 * around the element.
 */
function ringStrength(focused: Buffer, unfocused: Buffer, box: Stop['box']) {
  const before = PNG.sync.read(unfocused);
  const after = PNG.sync.read(focused);
  let strong = 0;
  for (let i = 0; i < after.data.length; i += 4) {
    const now = rgbLuminance(after.data[i] ?? 0, after.data[i + 1] ?? 0, after.data[i + 2] ?? 0);
    const was = rgbLuminance(before.data[i] ?? 0, before.data[i + 1] ?? 0, before.data[i + 2] ?? 0);
    if (luminanceContrast(now, was) >= 3) strong += 1;
  }
  // Rounded corners draw a little less than the straight perimeter; allow 10%.
  const required = Math.floor(2 * 2 * (box.width + box.height) * 0.9);
  return { strong, required };
}

/**
 * Tabs through every focus stop of the page and measures each ring against the same pixels
 * without focus. Returns the stops whose ring is too faint.
 */
async function faintRings(page: Page): Promise<string[]> {
  const faint: string[] = [];
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  let walked = 0;
  for (let index = 0; index < 200; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await nextStop(page);
    if (!stop) break;
    walked += 1;
    const x = Math.max(0, Math.floor(stop.box.x - margin));
    const y = Math.max(0, Math.floor(stop.box.y - margin));
    const clip = {
      x,
      y,
      width: Math.min(viewport.width, Math.ceil(stop.box.x + stop.box.width + margin)) - x,
      height: Math.min(viewport.height, Math.ceil(stop.box.y + stop.box.height + margin)) - y,
    };
    if (clip.width <= 0 || clip.height <= 0) {
      faint.push(`${stop.name}: not in view when focused (${JSON.stringify(stop.box)})`);
      continue;
    }
    const focused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    // Blur keeps the browser's place in the tab order: the next Tab goes on from this element.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    const unfocused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    const { strong, required } = ringStrength(focused, unfocused, stop.box);
    if (strong < required) {
      faint.push(`${stop.name}: ${strong} of ${required} px at 3:1`);
      if (process.env.FOCUS_DEBUG) {
        const { writeFileSync } = await import('node:fs');
        writeFileSync(`/tmp/focus-${faint.length}-a.png`, focused);
        writeFileSync(`/tmp/focus-${faint.length}-b.png`, unfocused);
      }
    }
  }
  expect(walked, 'focus stops walked').toBeGreaterThan(15);
  return faint;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`focus rings, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });

    for (const path of [paths.home.href(), paths.contact.href(), paths.service.href('serv2sas')]) {
      test(`every focus stop of ${path} shows a ring at 3:1 against what surrounds it`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await gotoHydrated(page, path);
        expect(await faintRings(page)).toEqual([]);
      });
    }
  });
}
