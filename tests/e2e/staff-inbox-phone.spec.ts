/**
 * On a phone the inbox's eight filters fold behind one button, so the first lead shows under the
 * search box; the button says how many filters are set and opens them in place. From a tablet up
 * every filter is in view and there is no such button.
 */
import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

test.beforeAll(async ({ request }) => {
  ensureStaffAccount();
  const response = await request.post(gatewayPath, {
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Pocket',
      last_name: `Reader${Date.now().toString(36)}`,
      orgnization_email: 'pocket.reader@example.org',
      orgnization_name: 'Prairie Mutual',
      message: 'We need a data engineer for a quarter.',
    },
  });
  expect(response.status()).toBe(201);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the filters fold behind one button and the first lead shows under the search', async ({
    page,
  }) => {
    await signInAsStaff(page);
    await expect(page).toHaveURL(new RegExp(`${paths.staffInbox.href()}$`));
    const search = page.getByRole('searchbox', { name: 'Search every field' });
    await expect(search).toBeVisible();
    await expect(page.getByLabel('Folder')).toBeHidden();
    const firstLead = page.getByRole('list', { name: 'Submissions' }).getByRole('link').first();
    await expect(firstLead).toBeInViewport();

    // Its name says how many filters are set: none yet.
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAccessibleName('Filters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Folder')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A filter set is counted on the button, and stays set when the filters fold again.
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Contact requests' }).click();
    await expect(page).toHaveURL(/kind=contact/);
    await expect(toggle).toHaveAccessibleName('Filters (1 set)');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Folder')).toBeHidden();
  });
});

test('from a tablet up every filter is in view, with no button to fold them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page);
  await expect(page.getByLabel('Folder')).toBeVisible();
  await expect(page.getByLabel('Order')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});
