import { readFile } from 'node:fs/promises';
import { paths } from '@/config/paths';
import { expect, gotoHydrated, test } from './support/fixtures';
import { ensureStaffAccount, forgiveUnauthorized, signInAsStaff } from './support/staff';

test.beforeAll(() => {
  ensureStaffAccount();
});

/** A word no other submission of any run contains. */
function uniqueWord(): string {
  return `quokka${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test('a lead sent through the contact form is found, handled, exported, and the member signs out', async ({
  page,
  consoleProblems,
}) => {
  const word = uniqueWord();
  const lastName = `Lead${word.slice(-6)}`;
  await gotoHydrated(page, paths.contact.href());
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill('priya@example.com');
  await page.getByLabel('Company').fill('Great Plains Freight');
  await page
    .getByLabel('Message', { exact: true })
    .fill(`We track ${word} shipments across four states and want a demo.`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you, Priya.');

  // This test signs out at the end: a session of its own.
  await signInAsStaff(page, undefined, { fresh: true });
  await page.getByLabel('Search every field').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  const grid = page.getByRole('grid', { name: 'Submissions' });
  const link = grid.getByRole('link', { name: `Open the submission from Priya ${lastName}` });
  await expect(link).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Priya ${lastName}` })).toBeVisible();
  await expect(page.getByText(`We track ${word} shipments`)).toBeVisible();
  await expect(page.getByText('Great Plains Freight')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveText('New');
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(page.getByRole('status')).toHaveText('Stage changed to Contacted.');
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveText('Contacted');

  // Back to the same search; the list shows the entry's new stage.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page.getByLabel('Search every field')).toHaveValue(word);
  await expect(grid.getByRole('row').nth(1)).toContainText('Contacted');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^submissions-\d{4}-\d\d-\d\d\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  // The header row in words, times in the company's zone (named once, in the header), the stage
  // as the inbox shows it, and the staff's notes last.
  expect(lines[0]).toMatch(
    /^Reference,Kind,Stage,Spam,Received \(America\/Chicago\),Job,.*,Notes$/,
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^AKS-[0-9A-Z]{4}-[0-9A-Z]{4},Contact request,Contacted,No,\d{4}-\d\d-\d\d \d\d:\d\d,/,
  );
  expect(lines[1]).toContain(`We track ${word} shipments`);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?reason=signed-out$/);
  await expect(page.getByRole('status')).toHaveText('You have signed out.');

  // Signed out, the inbox asks to sign in, without saying a session ended: the member ended it
  // (the browser logs the API's 401).
  await page.goto(paths.staffInbox.href());
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the staff inbox' })).toBeVisible();
  await expect(page.getByText(/Your session has ended/)).toHaveCount(0);
  forgiveUnauthorized(consoleProblems);
});

test('a wrong password gets one plain message and no session', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(paths.staffSignIn.href());
  await page.getByLabel('E-mail address').fill('browser.staff@akscellence.example');
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The e-mail address or password is not correct.',
  );
  await expect(page.getByLabel('Password')).toHaveValue('');
  forgiveUnauthorized(consoleProblems);
});

test('staff pages are not indexed, not prerendered and not in the sitemap', async ({
  page,
  request,
}) => {
  const shell = await request.get(paths.staffSubmission.href(1));
  expect(shell.status()).toBe(200);
  expect(shell.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const html = await shell.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toMatch(/<div id="root"><\/div>/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/staff');
  await page.goto(paths.staffSignIn.href());
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
});
