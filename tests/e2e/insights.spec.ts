/**
 * The page's side of the visit count: one page-view beacon per page the visitor sees, after the
 * page has loaded, on a client-side navigation too; nothing for a browser that asks not to be
 * tracked; the speed figures when the page is hidden, with the time the page took to answer a
 * tap made before it had hydrated. The real server accepts and stores each one.
 */
import type { Page } from '@playwright/test';
import { beaconPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';
import { storedVitals } from './support/stored-vitals';
import { gotoHeld, holdScripts, pageHydrated } from './support/hold-scripts';

interface Sent {
  readyState: DocumentReadyState;
  body: {
    t: string;
    route: string;
    path: string;
    ref?: string;
    utm?: Record<string, string>;
    m?: { n: string; v: number }[];
  };
}

/** Makes the page hidden, as a visitor switching away from it does. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

declare global {
  interface Window {
    sentBeacons: Sent[];
  }
}

test.beforeEach(async ({ page }) => {
  // Records each beacon with the document's state at the moment it left.
  await page.addInitScript(() => {
    window.sentBeacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/beacon') && typeof data === 'string') {
        const body = JSON.parse(data) as Sent['body'];
        window.sentBeacons.push({ readyState: document.readyState, body });
      }
      return send(url, data);
    };
  });
});

test('a page view is counted once, after load, and once more per navigation', async ({ page }) => {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === beaconPath) answers.push(response.status());
  });
  await gotoHydrated(page, `${paths.careers.href()}?utm_source=newsletter&utm_campaign=fall`);
  await expect.poll(() => page.evaluate(() => window.sentBeacons.length)).toBe(1);
  const [first] = await page.evaluate(() => window.sentBeacons);
  expect(first?.readyState).toBe('complete');
  expect(first?.body).toMatchObject({
    t: 'view',
    route: '/careers',
    path: '/careers',
    utm: { utm_source: 'newsletter', utm_campaign: 'fall' },
  });

  await page.locator('main').getByRole('link', { name: 'View Details for SAP Utilities' }).click();
  await expect(page).toHaveURL(/\/careers\/sap-utilities$/);
  await expect.poll(() => page.evaluate(() => window.sentBeacons.length)).toBe(2);
  const second = (await page.evaluate(() => window.sentBeacons))[1];
  expect(second?.body).toMatchObject({
    t: 'view',
    route: '/careers/:slug',
    path: '/careers/sap-utilities',
  });
  expect(second?.body.utm).toBeUndefined();

  // Hidden, the page sends its speed figures, filed under the page the visitor arrived at.
  await hide(page);
  const vitals = async () =>
    (await page.evaluate(() => window.sentBeacons)).find((sent) => sent.body.t === 'vitals');
  await expect.poll(async () => (await vitals())?.body.t).toBe('vitals');
  expect((await vitals())?.body).toMatchObject({ route: '/careers', path: '/careers' });
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(3);
  expect(answers.every((status) => status === 204)).toBe(true);
});

test('a browser that sends Global Privacy Control is not counted', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });
  });
  await gotoHydrated(page, paths.about.href());
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  expect(await page.evaluate(() => window.sentBeacons.length)).toBe(0);
});

test('a tap the page answered before it hydrated is reported with its speed and stored', async ({
  page,
}) => {
  const since = Date.now();
  const release = await holdScripts(page);
  await gotoHeld(page, paths.services.href());
  // The colour-scheme toggle is answered by the page's inline script, without React.
  await page.getByRole('button', { name: 'Dark color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-dark', '');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.earlyTap ?? ''))
    .toMatch(/^\d+(\.\d+)?$/);
  const measured = Number(await page.evaluate(() => document.documentElement.dataset.earlyTap));
  expect(await pageHydrated(page)).toBe(false);

  release();
  await expect.poll(() => pageHydrated(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.sentBeacons.length)).toBe(1);
  await hide(page);
  const vitals = async () =>
    (await page.evaluate(() => window.sentBeacons)).find((sent) => sent.body.t === 'vitals');
  await expect
    .poll(async () => (await vitals())?.body.m)
    .toContainEqual({
      n: 'early-tap',
      v: Math.round(measured),
    });
  const route = (await vitals())?.body.route ?? '';
  expect(route).toBe(paths.services.href());
  // The server writes beacons in batches, within a second.
  await expect.poll(() => storedVitals('early-tap', route, since)).toContain(Math.round(measured));
});
