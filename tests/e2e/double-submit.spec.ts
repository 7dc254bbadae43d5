import { expect, gotoHydrated, test } from './support/fixtures';
import { countSubmissions, formCases, uniqueName } from './support/forms';
import { gotoHeld, holdScripts, pageHydrated } from './support/hold-scripts';

/**
 * A double click on a form's submit button sends the form once: after the page has hydrated
 * (the second press comes before any re-render), and before it has (the press is held until
 * the form's code is there, then performed once).
 */

for (const [name, form] of Object.entries(formCases)) {
  test.describe(`${name} form`, () => {
    test('a double click after hydration sends it once', async ({ page }) => {
      const submissions = countSubmissions(page);
      await gotoHydrated(page, form.path);
      await form.fill(page, uniqueName('Double'));
      await page.getByRole('button', { name: form.submit }).dblclick();
      await expect(page.getByRole('status')).toContainText('Thank you');
      await page.waitForLoadState('networkidle');
      expect(submissions()).toBe(1);
    });

    test('a double click before any script arrived sends it once', async ({ page }) => {
      const submissions = countSubmissions(page);
      const release = await holdScripts(page);
      await gotoHeld(page, form.path);
      await form.fill(page, uniqueName('Double'));
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
