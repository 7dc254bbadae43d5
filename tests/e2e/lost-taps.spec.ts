import type { Page } from '@playwright/test';
import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { axeViolations } from './support/axe';
import { expect, gotoHydrated, test } from './support/fixtures';
import { storedVitals } from './support/stored-vitals';
import { countSubmissions, formCases, uniqueName } from './support/forms';
import { gotoHeld, holdScripts, pageHydrated } from './support/hold-scripts';

/**
 * A press is never silently kept: a complete form whose press could not be acted on within a
 * few seconds says that nothing was sent and keeps every value, and the page reports the press
 * as lost with its speed figures, where the company's reports count it.
 */

const notSent = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Your message was not sent' });

const lostTapsOnPage = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.lostTaps ?? '0');

async function fillContact(page: Page): Promise<void> {
  await formCases.contact.fill(page, uniqueName('Lost'));
  await page.getByLabel('Message', { exact: true }).fill('Two developers for a data platform.');
}

async function expectValuesKept(page: Page): Promise<void> {
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'Two developers for a data platform.',
  );
}

test('a form pressed while its code cannot arrive says so, keeps every value, and sends later', async ({
  page,
}) => {
  const since = Date.now();
  const submissions = countSubmissions(page);
  // The page hydrates; the form's own code is held back, so its band cannot.
  const release = await holdScripts(page, /\/assets\/contact-form-[^/]+\.js$/);
  await gotoHeld(page, paths.contact.href());
  await expect.poll(() => pageHydrated(page)).toBe(true);
  await fillContact(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(notSent(page)).toBeHidden();
  // Let go after a few seconds, in the page's own words.
  await expect(notSent(page)).toBeVisible({ timeout: 8_000 });
  await expect(notSent(page)).toContainText('Nothing left this page');
  await expectValuesKept(page);
  expect(await lostTapsOnPage(page)).toBe('1');
  expect(submissions()).toBe(0);

  // The code arrives: the form keeps saying so, and is never sent on its own.
  release();
  await expect
    .poll(() => page.locator('[data-region]:not([data-hydrated])').count(), { timeout: 15_000 })
    .toBe(0);
  await expect(notSent(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(submissions()).toBe(0);

  // The visitor presses again: it is sent, once, and the notice goes.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await expect(notSent(page)).toBeHidden();
  expect(submissions()).toBe(1);

  // Reported when the page is hidden, and stored for the company's reports.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => storedVitals('lost-taps', paths.contact.href(), since)).toEqual([1]);
});

test('a press the form never got to handle says so after a few seconds', async ({ page }) => {
  const submissions = countSubmissions(page);
  await gotoHydrated(page, paths.contact.href());
  // Something between the window and the form swallows the submission, as a script left
  // behind by another page once did.
  await page.evaluate(() => {
    const swallow = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('submit', swallow, { capture: true });
    Object.assign(window, {
      stopSwallowing: () => {
        document.removeEventListener('submit', swallow, { capture: true });
      },
    });
  });
  await fillContact(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(notSent(page)).toBeVisible({ timeout: 8_000 });
  await expectValuesKept(page);
  expect(await lostTapsOnPage(page)).toBe('1');
  expect(submissions()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    (window as unknown as { stopSwallowing: () => void }).stopSwallowing();
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await expect(notSent(page)).toBeHidden();
  expect(submissions()).toBe(1);
});

test('a slow answer is not taken for a lost press', async ({ page }) => {
  await page.route(`**${gatewayPath}`, async (route) => {
    await new Promise((done) => setTimeout(done, 7_000));
    await route.continue();
  });
  await gotoHydrated(page, paths.contact.href());
  await fillContact(page);
  const button = page.getByRole('button', { name: 'Send message' });
  await button.click();
  // Pressed again (Enter in a field) while the request is on its way: ignored, not watched.
  await page.getByLabel('First name').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(notSent(page)).toBeHidden();
  expect(await lostTapsOnPage(page)).toBe('0');
});
