import type { Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';

/** The font files the page has requested so far, by file name without the hash. */
function fontRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/([\w-]+)-[\w-]{8}\.woff2$/.exec(request.url())?.[1];
    if (file) names.push(file);
  });
  return names;
}

/** The fonts Chromium drew an element's text with (family names). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

test.describe('Roboto subsets', () => {
  for (const path of [paths.home.href(), paths.careers.href(), paths.contact.href()]) {
    test(`${path} fetches only the three preloaded subsets and draws its text in Roboto`, async ({
      page,
    }) => {
      const requested = fontRequests(page);
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      expect(requested.sort()).toEqual(['roboto-400', 'roboto-500', 'roboto-700']);
      expect(await fontsDrawing(page, 'h1')).toEqual(['Roboto']);
      expect(await fontsDrawing(page, 'footer p')).toEqual(['Roboto']);
    });
  }

  test('an accented name typed into a form is drawn in Roboto too', async ({ page }) => {
    const requested = fontRequests(page);
    await gotoHydrated(page, paths.contact.href());
    const rest = page.waitForResponse(/roboto-latin-400-normal-[\w-]{8}\.woff2$/);
    await page.getByLabel('First name').fill('José Müller');
    expect((await rest).ok()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('400 16px Roboto', 'José Müller')))
      .toBe(true);
    // Only the regular weight of the rest is fetched: nothing else on the page needs it.
    expect(requested.filter((name) => name.startsWith('roboto-latin'))).toEqual([
      'roboto-latin-400-normal',
    ]);
  });
});
