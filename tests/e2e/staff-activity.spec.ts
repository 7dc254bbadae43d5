import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { expect, test } from './support/fixtures';
import { ensureStaffAccount, forgiveUnauthorized, signInAsStaff } from './support/staff';

/**
 * An account of this file alone: ending its other sessions must not end other tests'. A sales
 * account, whose two sign-ins need no codes of an authenticator.
 */
const sessionsEmail = 'sessions.member@akscellence.example';

test.beforeAll(() => {
  ensureStaffAccount();
  ensureStaffAccount(sessionsEmail, 'sales');
});

test('an entry shows its history, and the Activity page every staff action', async ({
  page,
  request,
}) => {
  const lastName = `History${Date.now().toString(36)}`;
  const sent = await request.post(gatewayPath, {
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Hana',
      last_name: lastName,
      orgnization_email: 'hana@example.com',
      orgnization_name: 'Loup City Mills',
      message: 'Please call us about a data warehouse.',
    },
  });
  expect(sent.status()).toBe(201);

  await signInAsStaff(page);
  await page.getByLabel('Search every field').fill(lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `Open the submission from Hana ${lastName}` }).click();
  await expect(page).toHaveURL(/\/\d+$/);
  const entry = `Entry #${/(\d+)$/.exec(page.url())?.[1] ?? ''}`;
  const history = page.getByRole('region', { name: 'History' });
  // Opening the entry is the first thing in its history.
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText('opened it');
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    'moved it to another stage: New → Contacted',
  );

  const staffNav = page.getByRole('navigation', { name: 'Staff pages' });
  await staffNav.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(staffNav.getByRole('link', { name: 'Activity' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const list = page.getByRole('list', { name: 'Activity, newest first' });
  // Tests in the other worker act as staff too, so this test's events are found by their entry
  // rather than by being the newest.
  const moved = list
    .getByRole('listitem')
    .filter({ hasText: 'moved it to another stage' })
    .filter({ has: page.getByRole('link', { name: entry, exact: true }) });
  await expect(moved).toHaveCount(1);
  // Newest first: the sign-in that came before the move is listed after it.
  const texts = await list.getByRole('listitem').allTextContents();
  const ofEntry = new RegExp(`${entry}(?!\\d)`);
  const at = texts.findIndex(
    (text) => text.includes('moved it to another stage') && ofEntry.test(text),
  );
  expect(at).toBeGreaterThanOrEqual(0);
  expect(texts.slice(at + 1).some((text) => text.includes('signed in'))).toBe(true);
  // An entry's event links to the entry.
  await moved.getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hana ${lastName}` })).toBeVisible();
});

test('a staff member sees where they are signed in and signs out everywhere else', async ({
  page,
  browser,
  consoleProblems,
}) => {
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInAsStaff(otherPage, sessionsEmail);
  await signInAsStaff(page, sessionsEmail);

  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByText('This browser')).toHaveCount(1);
  await expect(
    sessions.getByRole('button', { name: /^Sign out the session on / }).first(),
  ).toBeVisible();

  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions.getByRole('status')).toHaveText(/^Signed out \d+ other sessions?\.$/);
  await expect(sessions.getByRole('button', { name: /^Sign out the session on / })).toHaveCount(0);
  await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

  // The other browser's session has ended: its next request sends it to sign in.
  await otherPage.goto(paths.staffActivity.href());
  await expect(otherPage).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Factivity&reason=expired$/);
  await elsewhere.close();
  forgiveUnauthorized(consoleProblems);
});
