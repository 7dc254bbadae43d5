/**
 * Two-factor sign-in in the browser: a member sets it up from the shown key (the test computes
 * the codes, as an authenticator app would), keeps the recovery codes, signs out and back in with
 * a code, and a code used once is refused; a recovery code signs in once, and another with the
 * password turns it off; the code field says clearly what it takes; axe finds
 * nothing on the set-up and on the code step, narrow and wide, in both schemes.
 */
import { paths } from '@/config/paths';
import { axeViolations } from './support/axe';
import { codeAt, currentStep } from './support/authenticator';
import { expect, test } from './support/fixtures';
import {
  ensureStaffAccount,
  ensureTwoFactor,
  forgiveUnauthorized,
  signInAsStaff,
  staffEmail,
  staffPassword,
  turnOffTwoFactor,
} from './support/staff';
import type { Page } from '@playwright/test';

/** Accounts of this file alone: it turns their two-factor sign-in on and off. */
const memberEmail = 'two.factor.member@akscellence.example';
const lookerEmail = 'two.factor.looker@akscellence.example';

test.beforeAll(() => {
  ensureStaffAccount();
  ensureStaffAccount(memberEmail, 'sales');
  ensureStaffAccount(lookerEmail, 'sales');
});

async function passwordStep(page: Page, email: string) {
  await page.goto(paths.staffSignIn.href());
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
}

async function openAccount(page: Page) {
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

test('a member sets up two-factor sign-in, signs in with a code (once) and a recovery code, and turns it off', async ({
  page,
  consoleProblems,
}) => {
  turnOffTwoFactor(memberEmail);
  await signInAsStaff(page, memberEmail);
  await openAccount(page);
  const section = page.getByRole('region', { name: /^Two-factor sign-in/ });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(
    section.getByRole('img', { name: 'QR code of the key for your authenticator app' }),
  ).toBeVisible();
  const shown = (await section.locator('code').textContent()) ?? '';
  // Grouped for reading: four characters at a time.
  expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  const key = shown.replace(/\s/g, '');

  const setupField = section.getByLabel('Code from your authenticator app');
  await setupField.fill('12345');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Enter the 6 digits your authenticator app shows.',
  );
  const onStep = currentStep();
  await setupField.fill(codeAt(key, onStep));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  await expect(section.getByRole('button', { name: 'Copy the codes' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download as a text file' })).toBeVisible();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?reason=signed-out$/);
  await passwordStep(page, memberEmail);
  const field = page.getByLabel('Code from your authenticator app');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');

  // What is not a code is refused at once, with one clear sentence.
  for (const hostile of ['abcdef', '1'.repeat(60), '12\u00003456', '      ']) {
    await field.fill(hostile);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Enter the 6 digits your authenticator app shows.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  // The step after the one that turned it on: the server takes it now or half a minute later.
  const code = codeAt(key, onStep + 1);
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?reason=signed-out$/);
  await passwordStep(page, memberEmail);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not correct, or it was used already.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();

  // A recovery code instead, then another to turn two-factor off (with the password).
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]?.toLowerCase() ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await openAccount(page);
  await expect(section.getByText('9 recovery codes left.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(section.getByLabel('Password')).toBeFocused();
  await section.getByLabel('Password').fill(staffPassword);
  await section.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await section.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'That code is not correct, or it was used already.',
  );
  await section.getByLabel('Recovery code').fill(recoveryCodes[1] ?? '');
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('status')).toHaveText('Two-factor sign-in is off.');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  // The browser logs the refused code's answers (401 at sign-in, 422 when turning off).
  forgiveUnauthorized(consoleProblems);
  consoleProblems.messages = consoleProblems.messages.filter(
    (message) => !message.includes('status of 422'),
  );
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${scheme} scheme at ${width} px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 900 } });

      test('axe finds nothing on the set-up and on the code step', async ({ page }) => {
        // Five steps, each held to axe: more than one page's time.
        test.slow();
        // The set-up, as a member without two-factor sees it (started, never confirmed).
        await signInAsStaff(page, lookerEmail);
        await openAccount(page);
        const section = page.getByRole('region', { name: /^Two-factor sign-in/ });
        const start = section.getByRole('button', { name: 'Set up two-factor sign-in' });
        await start.click();
        await expect(section.getByRole('button', { name: 'Turn on' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await section.getByRole('button', { name: 'Turn on' }).click();
        await expect(section.getByRole('alert')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Sign out', exact: true }).click();
        await expect(page).toHaveURL(/\/staff\/sign-in\?reason=signed-out$/);

        // The code step, after the admin's password (no code is spent).
        await ensureTwoFactor(staffEmail);
        await passwordStep(page, staffEmail);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Verify' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await expect(page.getByLabel('Recovery code')).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
