import Database from 'better-sqlite3';
import { paths } from '@/config/paths';
import { gatewayPath } from '@/config/endpoints';
import { site } from '@/config/site';
import { expect, gotoHydrated, test } from './support/fixtures';
import { e2eDatabasePath } from './support/env';

interface Row {
  kind: string;
  portal_name: string;
  requested_demo_for_product_name: string;
  first_name: string;
  last_name: string;
  orgnization_email: string;
  orgnization_name: string;
  message: string;
  country: string | null;
  received_at: string;
}

/** Reads the stored row for a unique last name straight from the server's SQLite file. */
function storedRow(lastName: string): Row | undefined {
  const db = new Database(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM submissions WHERE last_name = ?').get(lastName) as
      Row | undefined;
  } finally {
    db.close();
  }
}

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('contact form', () => {
  test('submits to the real gateway and the row is stored field for field', async ({ page }) => {
    const lastName = unique('Contact');
    await gotoHydrated(page, paths.contact.href());
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('E-mail').fill('jane@example.com');
    await page.getByLabel('Company').fill('Prairie Mutual');
    await page
      .getByLabel('Message', { exact: true })
      .fill('We need two Java developers for six months.');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status')).toContainText('Thank you, Jane.');
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

    expect(storedRow(lastName)).toMatchObject({
      kind: 'contact',
      portal_name: site.gateway.portalName,
      requested_demo_for_product_name: site.gateway.portalLabel,
      first_name: 'Jane',
      last_name: lastName,
      orgnization_email: 'jane@example.com',
      orgnization_name: 'Prairie Mutual',
      message: 'We need two Java developers for six months.',
      country: null,
    });
  });

  test('sends exactly the contract payload', async ({ page }) => {
    await gotoHydrated(page, paths.contact.href());
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill(unique('Payload'));
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(gatewayPath));
    await page.getByRole('button', { name: 'Send message' }).click();
    const body = (await request).postDataJSON() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'first_name',
        'last_name',
        'message',
        'orgnization_email',
        'orgnization_name',
        'portal_name',
        'requested_demo_for_product_name',
      ].sort(),
    );
    await expect(page.getByRole('status')).toBeVisible();
  });

  test('shows what is missing and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith(gatewayPath)) sent = true;
    });
    await gotoHydrated(page, paths.contact.href());
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await expect(page.getByText('Enter your last name.')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('keeps the values and explains the failure when the server answers 500', async ({
    page,
    consoleProblems,
  }) => {
    await page.route(`**${gatewayPath}`, (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await gotoHydrated(page, paths.contact.href());
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Last name').fill('Doe');
    await page.getByLabel('Company').fill('Windrow Energy');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('error 500');
    await expect(page.getByLabel('First name')).toHaveValue('Jane');
    await expect(page.getByLabel('Company')).toHaveValue('Windrow Energy');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    // The browser logs the failed request itself.
    consoleProblems.messages = consoleProblems.messages.filter(
      (message) => !message.includes('500'),
    );
  });

  test('keeps the values when the server cannot be reached', async ({ page, consoleProblems }) => {
    await page.route(`**${gatewayPath}`, (route) => route.abort('connectionrefused'));
    await gotoHydrated(page, paths.contact.href());
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Last name').fill('Doe');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('could not reach our server');
    await expect(page.getByLabel('Last name')).toHaveValue('Doe');
    consoleProblems.messages = consoleProblems.messages.filter(
      (message) => !message.includes('ERR_CONNECTION_REFUSED'),
    );
  });

  test('keeps a draft across a reload', async ({ page }) => {
    await gotoHydrated(page, paths.contact.href());
    await page
      .getByLabel('Message', { exact: true })
      .fill('Half-written note about a data platform.');
    await page.waitForFunction(() => sessionStorage.getItem('akscellence:draft:contact') !== null);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Half-written note about a data platform.',
    );
  });
});

test.describe('apply form', () => {
  test('submits to the real gateway: country stored, onSite never sent, form back to its defaults', async ({
    page,
  }) => {
    const lastName = unique('Apply');
    await gotoHydrated(page, paths.apply.href());
    await expect(page.getByLabel('Organization')).toHaveValue(site.gateway.portalName);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('E-mail').fill('sam@example.com');
    await page.getByLabel('Organization').fill('Windrow Energy');
    await page.getByPlaceholder('Your Location').fill('Lincoln, NE');
    await page.getByLabel(/onsite/i).selectOption('Yes');
    await page
      .getByPlaceholder('Paste your resume here')
      .fill('SAP IS-U billing consultant, 4 years.');
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(gatewayPath));
    await page.getByRole('button', { name: 'Submit application' }).click();

    const body = (await request).postDataJSON() as Record<string, string>;
    expect(body).not.toHaveProperty('onSite');
    expect(body.country).toBe('Lincoln, NE');
    await expect(page.getByRole('status')).toContainText('Thank you, Sam.');
    await expect(page.getByLabel('Organization')).toHaveValue(site.gateway.portalName);
    await expect(page.getByLabel(/onsite/i)).toHaveValue('');

    expect(storedRow(lastName)).toMatchObject({
      kind: 'apply',
      first_name: 'Sam',
      orgnization_email: 'sam@example.com',
      orgnization_name: 'Windrow Energy',
      country: 'Lincoln, NE',
      // Without a position in the address the form sends an open application.
      message: 'Position: Open application\nOnsite: Yes\n\nSAP IS-U billing consultant, 4 years.',
    });
  });

  test('Back to Careers goes to /insights', async ({ page }) => {
    await gotoHydrated(page, paths.apply.href());
    await page.getByRole('link', { name: 'Back to Careers' }).click();
    await expect(page).toHaveURL(paths.insights.href());
  });

  test('requires every field', async ({ page }) => {
    await gotoHydrated(page, paths.apply.href());
    await page.getByLabel('Organization').fill('');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    for (const [label, message] of [
      ['First name', 'Enter your first name.'],
      ['Last name', 'Enter your last name.'],
      ['E-mail', 'Enter your e-mail address.'],
      ['Organization', 'Enter your organization.'],
      ['Location', 'Enter your location.'],
      ['Can you work onsite in Omaha?', 'Choose whether you can work onsite.'],
      ['Resume text or a note', 'Attach your resume as a file, or paste it.'],
    ] as const) {
      await expect(
        page.getByLabel(new RegExp(`^${label.replace('?', '\\?')}`)),
      ).toHaveAccessibleDescription(message);
    }
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('both forms work at 360 px', async ({ page }) => {
    await gotoHydrated(page, paths.contact.href());
    await page.getByLabel('First name').fill('Lee');
    await page.getByLabel('Last name').fill(unique('Mobile'));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, Lee.');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
