/**
 * The ways into the staff area without a password, end to end: an admin invites a colleague,
 * whose invitation arrives at a real SMTP server; its link makes the account with its role and
 * signs it in, and opens nothing a second time. A forgotten password is asked for from the
 * sign-in page, its link sets a new one, and the owner signs in with it. The pages have no axe
 * violations at a phone's and a laptop's width in both colour schemes, and hostile input is
 * refused. The suite's own server sends no mail, so this file starts one of its own.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { staffApiPaths } from '@/config/staff-api';
import { killServerProcesses, startServerProcess } from '../../server/support/server-process';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/support/smtp-sink';
import { codeAt, currentStep } from './support/authenticator';
import { axeViolations } from './support/axe';
import { e2eDatabasePath, e2ePort } from './support/env';
import { expect, test, type ConsoleProblems } from './support/fixtures';
import { ensureStaffAccount, staffPassword } from './support/staff';

const port = e2ePort + 7;
const origin = `http://127.0.0.1:${port}`;
const databasePath = join(e2eDatabasePath, '..', 'e2e-account-links.sqlite');
const admin = 'links.admin@akscellence.example';
const forgetful = 'forgetful.seller@akscellence.example';
const newPassword = 'copper meadow lantern parade';

let sink: SmtpSink;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await rm(databasePath, { force: true });
  sink = await startSmtpSink();
  await startServerProcess(
    {
      PORT: String(port),
      DATABASE_PATH: databasePath,
      PUBLIC_ORIGIN: origin,
      SMTP_URL: sink.url,
      NOTIFY_FROM: 'website@akscellence.example',
      NOTIFY_TO: 'leads@akscellence.example',
      NOTIFY_RETRY_BASE_MS: '500',
    },
    { site: true },
  );
  ensureStaffAccount(admin, 'admin', databasePath);
  ensureStaffAccount(forgetful, 'sales', databasePath);
});

test.afterAll(async () => {
  killServerProcesses();
  await sink.close();
});

/** The newest mail to the address, once it has arrived, and the link in it to `page`. */
async function linkMailedTo(address: string, page: string, after = 0): Promise<string> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = sink.messages
          .slice(after)
          .findLast((message) => message.recipients.includes(address));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const link = new RegExp(`${origin}${page}#[\\w-]{43}`).exec(found?.text ?? '')?.[0];
  if (!link) throw new Error(`No link to ${page} in the mail to ${address}`);
  return link;
}

/** Each account's authenticator on this file's server: its key and the last time step it used. */
const authenticators = new Map<string, { key: string; lastStep: number }>();

/** A code the server takes now: each step works once, and one step ahead is allowed. */
async function nextCode(email: string): Promise<string> {
  const app = authenticators.get(email);
  if (!app) throw new Error(`No authenticator for ${email}.`);
  let step = Math.max(currentStep(), app.lastStep + 1);
  while (step > currentStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.max(currentStep(), app.lastStep + 1);
  }
  app.lastStep = step;
  return codeAt(app.key, step);
}

/**
 * Sets two-factor sign-in up on "Your account" as a person does: the key read from the page into
 * an authenticator (the test computes its codes), the first code, the recovery codes kept.
 */
async function setUpTwoFactor(page: Page, email: string): Promise<void> {
  const section = page.getByRole('region', { name: /^Two-factor sign-in/ });
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = ((await section.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  authenticators.set(email, { key, lastStep: -1 });
  await section.getByLabel('Code from your authenticator app').fill(await nextCode(email));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
}

/**
 * Signs in with the password, then the app's code where the account has two-factor sign-in; an
 * admin without it yet is sent to set it up first, and does.
 */
async function signIn(page: Page, email: string, password = staffPassword): Promise<void> {
  await page.goto(`${origin}${paths.staffSignIn.href()}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const leads = page.getByRole('heading', { level: 1, name: 'Leads' });
  const code = page.getByRole('heading', { level: 1, name: 'Enter your code' });
  const account = page.getByRole('heading', { level: 1, name: 'Your account' });
  await expect(leads.or(code).or(account)).toBeVisible();
  if (await code.isVisible()) {
    await page.getByLabel('Code from your authenticator app').fill(await nextCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
  } else if (await account.isVisible()) {
    await setUpTwoFactor(page, email);
    await page.goto(`${origin}${paths.staffInbox.href()}`);
  }
  await expect(leads).toBeVisible();
}

/** What an admin's page sends to invite (the accounts page will send the same). */
async function invite(page: Page, email: string, role: string) {
  const session = await page.request.get(`${origin}${staffApiPaths.session}`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return page.request.post(`${origin}${staffApiPaths.invitations}`, {
    headers: { Origin: origin, 'X-CSRF-Token': csrfToken },
    data: { email, role },
  });
}

/** The browser logs the answers a test expects to fail. */
function forgive(problems: ConsoleProblems, ...statuses: number[]): void {
  problems.messages = problems.messages.filter(
    (message) => !statuses.some((status) => message.includes(`status of ${status}`)),
  );
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('an admin invites a colleague, who joins from the e-mail with the right role', async ({
  page,
  browser,
  consoleProblems,
}) => {
  // An invitation by e-mail and the whole way in: more than one page's time.
  test.slow();
  // The admin's first sign-in sets up two-factor sign-in before anything else opens.
  await signIn(page, admin);
  const colleague = 'new.recruiter@akscellence.example';
  const sent = sink.messages.length;
  await page.goto(`${origin}${paths.staffAccounts.href()}`);
  const form = page.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel('Their e-mail address').fill(colleague);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'recruiting' }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation sent to ${colleague}.`);
  // Hostile addresses are refused, and nothing is sent to them.
  for (const email of [
    'x@akscellence.example\r\nBcc: victim@elsewhere.example',
    '<script>alert(1)</script>@akscellence.example',
    `${'a'.repeat(300)}@akscellence.example`,
    'nul\u0000@akscellence.example',
  ]) {
    expect((await invite(page, email, 'admin')).status(), email).toBe(400);
  }
  expect((await invite(page, colleague, 'sales')).status()).toBe(409);

  const link = await linkMailedTo(colleague, paths.staffJoin.href(), sent);
  const joining = await newPage(browser);
  await joining.goto(link);
  await expect(
    joining.getByRole('heading', { level: 1, name: 'Join the staff area' }),
  ).toBeVisible();
  await expect(joining.getByText(`${admin} has invited you`)).toContainText('recruiting role');
  await expect(joining.getByLabel(/^New password/)).toBeFocused();
  // By keyboard: the field, its show button, then the submit button.
  await joining.keyboard.press('Tab');
  await expect(joining.getByRole('button', { name: 'Show password' })).toBeFocused();
  await joining.keyboard.press('Tab');
  await expect(joining.getByRole('button', { name: 'Create my account' })).toBeFocused();
  // A weak password is refused in the server's words; a good one makes the account.
  await joining.getByLabel(/^New password/).fill('recruiting2026');
  await joining.getByRole('button', { name: 'Create my account' }).click();
  await expect(joining.getByRole('alert')).toContainText('too easy to guess');
  await joining.getByLabel(/^New password/).fill(newPassword);
  await joining.getByRole('button', { name: 'Create my account' }).click();
  await expect(joining.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(joining.getByText(`Signed in as ${colleague} (recruiting)`)).toBeVisible();
  // The new member cannot open the activity, the accounts or the invitations: they are for admins.
  await expect(joining.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await expect(joining.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  expect((await joining.request.get(`${origin}${staffApiPaths.invitations}`)).status()).toBe(403);
  await joining.goto(`${origin}${paths.staffAccounts.href()}`);
  await expect(joining.getByRole('alert')).toContainText('This page is not part of your role.');

  // The member turns two-factor sign-in on, signs out, and back in with the password and a code.
  await joining.getByRole('link', { name: 'Your account' }).click();
  await setUpTwoFactor(joining, colleague);
  await joining.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(joining).toHaveURL(/\/staff\/sign-in\?reason=signed-out$/);
  await signIn(joining, colleague, newPassword);
  await expect(joining.getByText(`Signed in as ${colleague} (recruiting)`)).toBeVisible();

  // The link works once.
  await joining.goto(link);
  await expect(
    joining.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
  ).toBeVisible();
  await expect(joining.getByRole('alert')).toContainText('used or withdrawn already');
  await joining.context().close();

  // The admin's activity names what happened.
  await page.goto(`${origin}${paths.staffActivity.href()}`);
  await expect(page.getByText('invited a colleague').first()).toBeVisible();
  await expect(page.getByText('accepted an invitation and joined').first()).toBeVisible();
  forgive(consoleProblems, 400, 404, 409);
});

test('a forgotten password is set again from the link in its e-mail', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(`${origin}${paths.staffSignIn.href()}`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  // Reached from another staff page, the focus starts at the content, as on every staff page.
  await expect(page.locator('main')).toBeFocused();
  // Hostile input gets one clear sentence and sends nothing.
  const before = sink.messages.length;
  for (const hostile of ['<img src=x onerror=alert(1)>', 'a@b', `${'x'.repeat(240)}@example.com`]) {
    await page.getByLabel('E-mail address').fill(hostile);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter the e-mail address');
  }
  await page.getByLabel('E-mail address').fill(forgetful.toUpperCase());
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('If a staff account has this address');

  const link = await linkMailedTo(forgetful, paths.staffResetPassword.href(), before);
  expect(sink.messages.length - before).toBe(1);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(forgetful)).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).click();
  await page.getByLabel(/^New password/).fill(newPassword);
  await expect(page.getByLabel(/^New password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Your new password is set')).toBeVisible();
  await signIn(page, forgetful, newPassword);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  forgive(consoleProblems, 400, 404);
});

/** The invitation every axe test below opens: made once, since opening the page does not use it. */
let axeJoinLink: string | undefined;

async function joinLinkForAxe(page: Page): Promise<string> {
  if (axeJoinLink) return axeJoinLink;
  await signIn(page, admin);
  const sent = sink.messages.length;
  expect((await invite(page, 'axe.invitee@akscellence.example', 'sales')).status()).toBe(201);
  axeJoinLink = await linkMailedTo('axe.invitee@akscellence.example', paths.staffJoin.href(), sent);
  return axeJoinLink;
}

// One test per scheme and width, so that each fits its time on a slow machine.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`the pages without a password have no axe violations, ${colorScheme} scheme at ${width} px`, async ({
      page,
      consoleProblems,
    }) => {
      // Four pages, each held to axe: more than one page's time.
      test.slow();
      const join = await joinLinkForAxe(page);
      await page.context().clearCookies();
      const pages: [string, string][] = [
        [join, 'Join the staff area'],
        [`${origin}${paths.staffForgotPassword.href()}`, 'Forgot your password?'],
        [
          `${origin}${paths.staffResetPassword.href()}#${'A'.repeat(43)}`,
          'This link cannot be used',
        ],
        [`${origin}${paths.staffResetPassword.href()}`, 'This link cannot be used'],
      ];
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      for (const [address, heading] of pages) {
        await page.goto('about:blank');
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute(`data-${colorScheme}`, '');
        const label = `${heading} (${address.slice(origin.length, origin.length + 30)}), ${colorScheme} at ${width} px`;
        expect(await axeViolations(page), label).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `sideways scroll: ${label}`).toBeLessThanOrEqual(0);
      }
      forgive(consoleProblems, 404);
    });
  }
}
