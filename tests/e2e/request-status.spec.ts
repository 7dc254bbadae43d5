/**
 * The sender's side of a lead, end to end: the form sends, the confirmation e-mail arrives at a
 * real SMTP server, its private link opens the status page, and withdrawing erases the request.
 * The suite's own server sends no mail, so this file starts one of its own with an SMTP sink.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '@/config/paths';
import { killServerProcesses, startServerProcess } from '../../server/support/server-process';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/support/smtp-sink';
import { axeViolations } from './support/axe';
import { e2eDatabasePath, e2ePort } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';

const port = e2ePort + 3;
const origin = `http://127.0.0.1:${port}`;
const databasePath = join(e2eDatabasePath, '..', 'e2e-request-status.sqlite');

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
      RATE_LIMIT_MAX: '1000',
    },
    { site: true },
  );
});

test.afterAll(async () => {
  killServerProcesses();
  await sink.close();
});

/** The first message to the address, once it has arrived (other mail may come first). */
async function mailTo(address: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = sink.messages.find((message) => message.recipients.includes(address));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${address}`);
  return found;
}

test('a sender gets a confirmation, follows the request from its link, and withdraws it', async ({
  page,
  consoleProblems,
}) => {
  // A whole journey with four axe runs in it: more than a single page's time on a slow machine.
  test.slow();
  const word = `wombat${Date.now().toString(36)}`;
  await gotoHydrated(page, `${origin}${paths.contact.href()}`);
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Sender');
  await page.getByLabel('E-mail').fill('priya.sender@example.com');
  await page.getByLabel('Company').fill('Great Plains Freight');
  await page.getByLabel('Message', { exact: true }).fill(`A demo for our ${word} team, please.`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you, Priya.');

  // The staff are told, and the sender gets a confirmation.
  const confirmation = await mailTo('priya.sender@example.com');
  await mailTo('leads@akscellence.example');
  const reference = /AKS-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
    confirmation.headers.get('subject') ?? '',
  )?.[0];
  expect(reference, 'the reference in the subject').toBeDefined();
  // It echoes nothing the sender typed; the copy is behind the private link.
  for (const typed of ['Priya', 'Great Plains Freight', word]) {
    expect(confirmation.text).not.toContain(typed);
  }
  const link = new RegExp(`${origin}${paths.requestStatus.href()}#[\\w.-]+`).exec(
    confirmation.text,
  )?.[0];
  expect(link, 'the private link in the confirmation').toBeDefined();

  await gotoHydrated(page, link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where your request stands' }),
  ).toBeVisible();
  await expect(page.getByText('Hello Priya,')).toBeVisible();
  await expect(page.getByText(reference ?? 'no reference')).toBeVisible();
  const sent = page.getByRole('region', { name: 'What you sent' });
  await expect(sent).toContainText('Great Plains Freight');
  await expect(sent).toContainText(`A demo for our ${word} team, please.`);
  const steps = page.getByRole('list', { name: 'Progress' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Received');
  // The private page is never indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.reload();
      await expect(page.getByText('Hello Priya,')).toBeVisible();
      expect(await axeViolations(page), `${colorScheme} at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
  }

  // Withdrawing asks once more, then erases; the link leads nowhere afterwards.
  await page.getByRole('button', { name: 'Withdraw and erase' }).click();
  await expect(page.getByText('Erase this request and everything we hold about it?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep my request' }).click();
  await expect(page.getByRole('button', { name: 'Withdraw and erase' })).toBeFocused();
  await page.getByRole('button', { name: 'Withdraw and erase' }).click();
  await page.getByRole('button', { name: 'Yes, erase it' }).click();
  const done = page.getByRole('alert');
  await expect(done).toContainText('Withdrawn');
  await expect(done).toContainText('erased from our inbox and database');
  await expect(done).toBeFocused();

  // The link leaves the address bar once it leads nowhere; opened again from the e-mail, it says so.
  expect(new URL(page.url()).hash).toBe('');
  await gotoHydrated(page, link ?? '');
  await expect(page.getByText('No request at this link')).toBeVisible();
  // The browser logs the 404 the look-up answered for the erased request.
  consoleProblems.messages = consoleProblems.messages.filter((text) => !text.includes('404'));
});

test('a page opened without its private link says where to find it', async ({ page }) => {
  await gotoHydrated(page, `${origin}${paths.requestStatus.href()}`);
  await expect(page.getByText('This address has no private link in it.')).toBeVisible();
});
