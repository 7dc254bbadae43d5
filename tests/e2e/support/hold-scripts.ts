import type { Page } from '@playwright/test';

/**
 * Holds back the page's script files whose path matches until the returned function is called:
 * what the visitor does meanwhile happens before the code that handles it has arrived.
 */
export async function holdScripts(page: Page, pattern: RegExp = /\.js$/): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && pattern.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Whether React has hydrated the page (its frame and first screen). */
export const pageHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Opens a page while its scripts are held: the page's module script holds back its load event,
 * so this waits for the document only.
 */
export async function gotoHeld(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}
