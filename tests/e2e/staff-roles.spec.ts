import type { APIRequestContext, Page } from '@playwright/test';
import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { applicationMessage } from '@/shared/forms/application-message';
import { axeViolations } from './support/axe';
import { expect, test, type ConsoleProblems } from './support/fixtures';
import { ensureStaffAccount, forgiveUnauthorized, signInAsStaff } from './support/staff';

/** Accounts of this file alone, one per role that sees one kind of lead. */
const salesEmail = 'sales.lead@akscellence.example';
const recruitingEmail = 'recruiter@akscellence.example';

test.beforeAll(() => {
  // The first account made is an admin whatever is asked: the suite's own comes first.
  ensureStaffAccount();
  ensureStaffAccount(salesEmail, 'sales');
  ensureStaffAccount(recruitingEmail, 'recruiting');
});

/** A contact request and an application that share a last name no other test uses. */
async function sendBoth(request: APIRequestContext, lastName: string): Promise<void> {
  const common = {
    portal_name: 'Akscel',
    requested_demo_for_product_name: 'Akscel portal',
    last_name: lastName,
    orgnization_name: 'Loup City Mills',
  };
  const contact = await request.post(gatewayPath, {
    data: {
      ...common,
      first_name: 'Hana',
      orgnization_email: 'hana@example.com',
      message: 'Please call us about a data warehouse.',
    },
  });
  expect(contact.status()).toBe(201);
  const application = await request.post(gatewayPath, {
    data: {
      ...common,
      first_name: 'Ravi',
      orgnization_email: 'ravi@example.org',
      country: 'Omaha, NE',
      message: applicationMessage('Senior Java Developer', 'Yes', 'Six years of Java.'),
    },
  });
  expect(application.status()).toBe(201);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search every field').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: staffCopy.signOut }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
}

/** The browser logs the refused entry's 404 answer: that one is expected here. */
function forgiveRefusedEntry(problems: ConsoleProblems): void {
  problems.messages = problems.messages.filter((message) => !message.includes('status of 404'));
}

test('sales sees contact requests only, recruiting applications only, and neither the other’s entry', async ({
  page,
  request,
  consoleProblems,
}) => {
  // Two members' visits across several pages with axe runs: more than one page's time.
  test.slow();
  const lastName = `Roles${Date.now().toString(36)}`;
  await sendBoth(request, lastName);
  const staffNav = page.getByRole('navigation', { name: 'Staff pages' });
  const opener = (first: string) =>
    page.getByRole('link', { name: `Open the submission from ${first} ${lastName}` });

  await signInAsStaff(page, recruitingEmail);
  await expect(page.getByText(staffCopy.inbox.onlyKind.apply)).toBeVisible();
  await search(page, lastName);
  await expect(opener('Ravi')).toBeVisible();
  await expect(opener('Hana')).toHaveCount(0);
  await opener('Ravi').click();
  await expect(page.getByRole('heading', { level: 1, name: `Ravi ${lastName}` })).toBeVisible();
  const applicationUrl = page.url();
  await signOut(page);

  await signInAsStaff(page, salesEmail);
  // The inbox link carries the count of new entries after its name.
  await expect(staffNav.getByRole('link')).toHaveText([/^Inbox/, staffCopy.nav.account]);
  await expect(page.getByText(staffCopy.inbox.onlyKind.contact)).toBeVisible();
  // One kind only: nothing to choose between.
  await expect(page.getByRole('combobox', { name: staffCopy.inbox.kind })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await search(page, lastName);
  await expect(opener('Hana')).toBeVisible();
  await expect(opener('Ravi')).toHaveCount(0);
  await opener('Hana').click();
  await expect(page.getByRole('heading', { level: 1, name: `Hana ${lastName}` })).toBeVisible();
  const contactUrl = page.url();

  // Pages and entries outside the role, opened by their address, say so plainly.
  for (const path of [
    paths.staffReports.href(),
    paths.staffActivity.href(),
    paths.staffAccounts.href(),
    paths.staffJobs.href(),
  ]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(staffCopy.notForYourRole);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.goto(applicationUrl);
  await expect(page.getByRole('alert')).toHaveText(staffCopy.entry.notFoundForRole);
  await expect(page.getByText(`Ravi ${lastName}`)).toHaveCount(0);
  await signOut(page);

  await signInAsStaff(page, recruitingEmail);
  await expect(staffNav.getByRole('link', { name: staffCopy.nav.reports })).toHaveCount(0);
  // Recruiters post the jobs they recruit for.
  await expect(staffNav.getByRole('link', { name: staffCopy.nav.jobs })).toBeVisible();
  await page.goto(contactUrl);
  await expect(page.getByRole('alert')).toHaveText(staffCopy.entry.notFoundForRole);
  forgiveRefusedEntry(consoleProblems);
  // Signing out, the pages' requests in flight answer 401.
  forgiveUnauthorized(consoleProblems);
});

test('an admin still has every page and both kinds', async ({ page }) => {
  await signInAsStaff(page);
  const staffNav = page.getByRole('navigation', { name: 'Staff pages' });
  await expect(staffNav.getByRole('link')).toHaveText([
    /^Inbox/,
    staffCopy.nav.jobs,
    staffCopy.nav.reports,
    staffCopy.nav.activity,
    staffCopy.nav.accounts,
    staffCopy.nav.account,
  ]);
  await expect(page.getByRole('combobox', { name: staffCopy.inbox.kind })).toBeVisible();
});
