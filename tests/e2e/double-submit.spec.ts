import type { Page } from '@playwright/test';
import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';
import { gotoHeld, holdScripts, pageHydrated } from './support/hold-scripts';

/**
 * A double click on a form's submit button sends the form once: after the page has hydrated
 * (the second press comes before any re-render), and before it has (the press is held until
 * the form's code is there, then performed once).
 */

interface FormCase {
  path: string;
  submit: string;
  fill: (page: Page, lastName: string) => Promise<void>;
}

const forms: Record<'contact' | 'apply', FormCase> = {
  contact: {
    path: paths.contact.href(),
    submit: 'Send message',
    fill: async (page, lastName) => {
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill(lastName);
    },
  },
  apply: {
    path: paths.apply.href(),
    submit: 'Submit application',
    fill: async (page, lastName) => {
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill(lastName);
      await page.getByLabel('E-mail').fill('sam@example.com');
      await page.getByLabel('Organization').fill('Windrow Energy');
      await page.getByLabel('Location').fill('Lincoln, NE');
      await page.getByLabel(/work onsite/i).selectOption('No');
      await page.getByLabel('Resume').fill('Ten years of SAP IS-U.');
    },
  },
};

/** Counts the submissions the page sends to the gateway. */
function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(gatewayPath)) count += 1;
  });
  return () => count;
}

const unique = () => `Double${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const [name, form] of Object.entries(forms)) {
  test.describe(`${name} form`, () => {
    test('a double click after hydration sends it once', async ({ page }) => {
      const submissions = countSubmissions(page);
      await gotoHydrated(page, form.path);
      await form.fill(page, unique());
      await page.getByRole('button', { name: form.submit }).dblclick();
      await expect(page.getByRole('status')).toContainText('Thank you');
      await page.waitForLoadState('networkidle');
      expect(submissions()).toBe(1);
    });

    test('a double click before any script arrived sends it once', async ({ page }) => {
      const submissions = countSubmissions(page);
      const release = await holdScripts(page);
      await gotoHeld(page, form.path);
      await form.fill(page, unique());
      await page.getByRole('button', { name: form.submit }).dblclick();
      expect(await pageHydrated(page)).toBe(false);
      // Held, not posted as a plain GET.
      await expect(page).toHaveURL(form.path);
      release();
      await expect(page.getByRole('status')).toContainText('Thank you');
      await page.waitForLoadState('networkidle');
      expect(submissions()).toBe(1);
    });
  });
}
