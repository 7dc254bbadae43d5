import type { Page } from '@playwright/test';
import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  ensureStaffAccount,
  ensureTwoFactor,
  signInAsStaff,
  staffCode,
  staffEmail,
  staffPassword,
} from './support/staff';

const entryName = 'Keyboard Walker';

test.beforeAll(async ({ request }) => {
  ensureStaffAccount();
  // An application to open: every field shown, a resume with several lines.
  const response = await request.post(gatewayPath, {
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Keyboard',
      last_name: 'Walker',
      orgnization_email: 'keyboard.walker@example.org',
      orgnization_name: 'Akscel',
      country: 'Omaha, NE',
      message: `Position: Senior IT Sales\nTwelve years of enterprise sales.\nRef ${Date.now().toString(36)}`,
    },
  });
  expect(response.status()).toBe(201);
});

/** The page never scrolls sideways: only the grid may, inside itself. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${scheme} scheme at ${width} px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 900 } });

      test('sign-in, inbox, entry, delete dialog, activity, account and accounts have no axe violations', async ({
        page,
      }) => {
        // Seven staff pages in one visit, each with an axe run: more than one page's time.
        test.slow();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(paths.staffSignIn.href());
        await expect(page.locator('html')).toHaveAttribute(`data-${scheme}`, '');
        await expect(page.getByLabel('E-mail address')).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
        await expectNoPageOverflow(page);

        await signInAsStaff(page);
        // A phone gets the list as cards, a wider screen as a grid.
        const list =
          width < 600
            ? page.getByRole('list', { name: 'Submissions' })
            : page.getByRole('grid', { name: 'Submissions' });
        await expect(list.getByRole('link', { name: /Keyboard Walker/ }).first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await expectNoPageOverflow(page);

        await list
          .getByRole('link', { name: /Keyboard Walker/ })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1, name: entryName })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await expectNoPageOverflow(page);

        await page.getByRole('button', { name: 'Delete…' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete this submission?' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        const staffNav = page.getByRole('navigation', { name: 'Staff pages' });
        await staffNav.getByRole('link', { name: 'Activity' }).click();
        await expect(
          page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem').first(),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await expectNoPageOverflow(page);

        await staffNav.getByRole('link', { name: 'Your account' }).click();
        await expect(page.getByText('This browser')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await expectNoPageOverflow(page);

        await staffNav.getByRole('link', { name: 'Accounts' }).click();
        await expect(page.getByRole('combobox', { name: `Role of ${staffEmail}` })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await expectNoPageOverflow(page);
      });
    });
  }
}

test('a staff member works the inbox by keyboard alone', async ({ page }) => {
  await ensureTwoFactor();
  await page.goto(paths.staffSignIn.href());
  // The e-mail field has focus when the page opens.
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await page.keyboard.type(staffEmail);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(staffPassword);
  await page.keyboard.press('Enter');
  // An admin's code: its field has focus once the password is right.
  await expect(page.getByLabel('Code from your authenticator app')).toBeFocused();
  await page.keyboard.type(await staffCode());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  // The new page's content has focus; forward to the search field and a search by name.
  await expect(page.getByRole('main')).toBeFocused();
  const search = page.getByLabel('Search every field');
  for (let presses = 0; presses < 12; presses += 1) {
    if (await search.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
  await page.keyboard.type('Walker');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Walker/);

  // Into the grid, to the first entry's link, and open it.
  const link = page
    .getByRole('grid')
    .getByRole('link', { name: /Keyboard Walker/ })
    .first();
  await expect(link).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) break;
    // The grid is one tab stop; arrows move inside it, down from the header row to the entry.
    await page.keyboard.press('ArrowDown');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: entryName })).toBeVisible();

  // The controls come in reading order: the stage (a list the arrows move through), then the
  // actions; open and cancel the delete dialog.
  const stage = page.getByRole('combobox', { name: 'Stage' });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await stage.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(stage).toBeFocused();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox', { name: 'Stage' });
  await expect(options).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(options).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/^Stage changed to [A-Z][a-z ]+\.$/);
  await expect(stage).toBeFocused();
  const remove = page.getByRole('button', { name: 'Delete…' });
  for (let presses = 0; presses < 6; presses += 1) {
    if (await remove.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this submission?' });
  await expect(dialog).toBeVisible();
  // Cancel has focus first: Enter here never deletes by accident.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
});
