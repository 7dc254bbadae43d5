import type { Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { expect, test } from './support/fixtures';
import { forgetAccount as forgetTwoFactor } from './support/authenticator';
import {
  ensureStaffAccount,
  ensureTwoFactor,
  forgiveUnauthorized,
  removeStaffAccount,
  signInAsStaff,
  staffEmail,
  staffPassword,
} from './support/staff';

const copy = staffCopy.accounts;

test.beforeAll(() => {
  ensureStaffAccount();
});

async function trySignIn(page: Page, email: string): Promise<void> {
  await page.goto(paths.staffSignIn.href());
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin changes a colleague’s role, disables, enables and removes the account, and the colleague’s browser follows', async ({
  page,
  browser,
  consoleProblems,
}) => {
  // Two browsers following every change an admin makes: more than one page's time.
  test.slow();
  // An account of this run alone: removing it leaves other tests' accounts as they were.
  const member = `colleague.${Date.now().toString(36)}@akscellence.example`;
  ensureStaffAccount(member, 'sales');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAsStaff(memberPage, member);
  await expect(memberPage.getByText(staffCopy.inbox.onlyKind.contact)).toBeVisible();

  await signInAsStaff(page);
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: staffCopy.nav.accounts })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible();
  const list = page.getByRole('list', { name: copy.listLabel });
  const row = list.getByRole('listitem').filter({ hasText: member });
  const own = list.getByRole('listitem').filter({ hasText: staffEmail });
  await expect(row).toBeVisible();
  // The admin's own account cannot be disabled or removed from here.
  await expect(own.getByText(copy.you, { exact: true })).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);

  // A new role holds for the colleague's open session at its next request.
  await page.getByRole('combobox', { name: copy.roleOf(member) }).click();
  await page.getByRole('option', { name: staffCopy.roles.recruiting }).click();
  await expect(page.getByRole('status')).toHaveText(copy.roleChanged(member, 'recruiting'));
  await expect(row.getByText(copy.roleHelp.recruiting)).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByText(staffCopy.inbox.onlyKind.apply)).toBeVisible();

  // Disabled: the colleague's session ends at once, and signing in says why.
  await page.getByRole('button', { name: copy.disableLabel(member) }).click();
  await expect(page.getByRole('status')).toHaveText(copy.disabledDone(member));
  await expect(row.getByText(copy.disabled, { exact: true })).toBeVisible();
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/staff\/sign-in/);
  await trySignIn(memberPage, member);
  await expect(memberPage.getByRole('alert')).toContainText('This account is disabled');

  await page.getByRole('button', { name: copy.enableLabel(member) }).click();
  await expect(page.getByRole('status')).toHaveText(copy.enabledDone(member));
  await signInAsStaff(memberPage, member);

  // Removing asks first; Cancel has the focus, so Enter there removes nothing.
  await page.getByRole('button', { name: copy.removeLabel(member) }).click();
  const dialog = page.getByRole('dialog', { name: copy.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: copy.cancel })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: copy.removeLabel(member) }).click();
  await dialog.getByRole('button', { name: copy.confirmRemove }).click();
  await expect(page.getByRole('status')).toHaveText(copy.removedDone(member));
  await expect(row).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/staff\/sign-in/);

  // The activity tells what was done, by whom.
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: staffCopy.nav.activity })
    .click();
  const activity = page.getByRole('list', { name: staffCopy.activity.listLabel });
  for (const action of ['account-removed', 'account-enabled', 'account-disabled'] as const) {
    await expect(
      activity
        .getByRole('listitem')
        .filter({ hasText: staffCopy.activity.actions[action] })
        .first(),
    ).toContainText(member);
  }

  await memberContext.close();
  // The colleague's page asked with its ended session (401), and signing in was refused (403).
  forgiveUnauthorized(consoleProblems);
  consoleProblems.messages = consoleProblems.messages.filter(
    (message) => !message.includes('status of 403'),
  );
});

test('a change the server refuses is said in the server’s words, and the list shows what holds', async ({
  page,
  consoleProblems,
}) => {
  const member = `leaver.${Date.now().toString(36)}@akscellence.example`;
  ensureStaffAccount(member, 'recruiting');
  await signInAsStaff(page);
  await page.goto(paths.staffAccounts.href());
  const row = page.getByRole('list', { name: copy.listLabel }).getByRole('listitem').filter({
    hasText: member,
  });
  await expect(row).toBeVisible();
  // Another admin removes the account while this page still shows it (the command line here).
  removeStaffAccount(member);
  await page.getByRole('combobox', { name: copy.roleOf(member) }).click();
  await page.getByRole('option', { name: staffCopy.roles.sales }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'There is no such account; it may have been removed.',
  );
  await expect(row).toHaveCount(0);
  consoleProblems.messages = consoleProblems.messages.filter(
    (message) => !message.includes('status of 404'),
  );
});

test('an admin invites a colleague from the accounts page, sees the invitation wait, and withdraws it', async ({
  page,
}) => {
  const invitations = copy.invitations;
  const colleague = `invitee.${Date.now().toString(36)}@akscellence.example`;
  await signInAsStaff(page);
  await page.goto(paths.staffAccounts.href());
  const form = page.getByRole('form', { name: invitations.formLabel });
  const address = form.getByLabel(invitations.email);

  // Nothing is sent until the address is one mailbox and a role is chosen.
  await form.getByRole('button', { name: invitations.send }).click();
  await expect(form.getByText(invitations.emailProblem)).toBeVisible();
  await expect(form.getByText(invitations.roleProblem)).toBeVisible();
  for (const hostile of [
    `${colleague}, boss@example.com`,
    `${colleague}\nBcc: boss@example.com`,
    '<script>alert(1)</script>@example.com',
  ]) {
    await address.fill(hostile);
    await form.getByRole('button', { name: invitations.send }).click();
    await expect(form.getByText(invitations.emailProblem)).toBeVisible();
  }

  await address.fill(colleague);
  await form.getByRole('combobox', { name: invitations.role }).click();
  await page.getByRole('option', { name: staffCopy.roles.recruiting }).click();
  await expect(form.getByText(copy.roleHelp.recruiting)).toBeVisible();
  await form.getByRole('button', { name: invitations.send }).click();
  await expect(page.getByRole('status')).toHaveText(invitations.sent(colleague));
  await expect(address).toHaveValue('');
  const waiting = page
    .getByRole('list', { name: invitations.waitingHeading })
    .getByRole('listitem')
    .filter({ hasText: colleague });
  await expect(waiting).toContainText(staffCopy.roles.recruiting);

  // The same address again is refused in the server's words.
  await address.fill(colleague);
  await form.getByRole('combobox', { name: invitations.role }).click();
  await page.getByRole('option', { name: staffCopy.roles.sales }).click();
  await form.getByRole('button', { name: invitations.send }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(address).toHaveValue(colleague);

  await waiting.getByRole('button', { name: invitations.withdrawLabel(colleague) }).click();
  await expect(page.getByRole('status')).toHaveText(invitations.withdrawn(colleague));
  await expect(waiting).toHaveCount(0);
});

test('an admin turns off the two-factor sign-in of a colleague who lost their phone', async ({
  page,
}) => {
  const colleague = `phoneless.${Date.now().toString(36)}@akscellence.example`;
  ensureStaffAccount(colleague, 'sales');
  await ensureTwoFactor(colleague);
  await signInAsStaff(page);
  await page.goto(paths.staffAccounts.href());
  const row = page
    .getByRole('list', { name: copy.listLabel })
    .getByRole('listitem')
    .filter({ hasText: colleague });
  await expect(row.getByText(copy.twoFactorOn, { exact: true })).toBeVisible();
  // Asked first; Cancel changes nothing.
  await row.getByRole('button', { name: copy.twoFactorOffLabel(colleague) }).click();
  const dialog = page.getByRole('dialog', { name: copy.twoFactorOffTitle });
  await expect(dialog).toContainText(copy.twoFactorOffText(colleague));
  await dialog.getByRole('button', { name: copy.cancel }).click();
  await expect(row.getByText(copy.twoFactorOn, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: copy.twoFactorOffLabel(colleague) }).click();
  await dialog.getByRole('button', { name: copy.twoFactorOffConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(copy.twoFactorOffDone(colleague));
  await expect(row.getByText(copy.twoFactorOff, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: copy.twoFactorOffLabel(colleague) })).toHaveCount(0);
  forgetTwoFactor(colleague);
});
