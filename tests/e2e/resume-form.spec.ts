/**
 * The apply form's résumé file, against the real gateway: attached on a phone (360 px, touch)
 * and a desktop (1280 px), its progress on a throttled line, replaced, removed, cancelled,
 * refused before sending (too large, another kind) and by the server, cut off and tried again,
 * chosen before the form's code arrived, and sent with an application that has no text, which
 * staff then find with its file. Axe in both schemes; screenshots of every state of the control
 * in test-results/resume-form/ (a throttled phone profile), for a person to look at.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { resumeUploadPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { maxResumeBytes } from '@/shared/forms/resume-file';
import { axeViolations } from './support/axe';
import { e2eDatabasePath } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { countSubmissions, uniqueName } from './support/forms';
import { gotoHeld, holdScripts } from './support/hold-scripts';
import { onePagePdf } from './support/pdf';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

const control = (page: Page) => page.getByRole('group', { name: 'Resume file' });
const fileInput = (page: Page) => page.locator('input[type=file]');
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Upload progress' });

/** A PDF the gateway takes; `kilobytes` of padding make it take a while on a throttled line. */
const pdf = (name: string, kilobytes = 0) => ({
  name,
  mimeType: 'application/pdf',
  buffer: onePagePdf(['Sam Lee', 'SAP IS-U billing consultant'], kilobytes * 1024),
});

/**
 * A phone's line (Chrome DevTools' network conditions): a 150 ms round trip, 1.6 Mbit/s down and
 * `uploadKbps` up.
 */
async function throttle(page: Page, uploadKbps: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (uploadKbps * 1024) / 8,
  });
}

/** Counts the uploads the page sends from now on. */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(resumeUploadPath)) count += 1;
  });
  return () => count;
}

/** Fills every field but the resume, as an applicant with a file would. */
async function fillApplicant(page: Page, lastName: string): Promise<void> {
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill('sam@example.com');
  await page.getByLabel('Organization').fill('Windrow Energy');
  await page.getByLabel('Location').fill('Lincoln, NE');
  await page.getByLabel(/work onsite/i).selectOption('No');
}

interface Stored {
  id: number;
  message: string;
  display_name: string | null;
  size: number | null;
}

/** The stored application of a last name, with the file attached to it. */
function storedApplication(lastName: string): Stored | undefined {
  const db = new Database(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT s.id, s.message, r.display_name, r.size FROM submissions s
         LEFT JOIN resume_files r ON r.submission_id = s.id WHERE s.last_name = ?`,
      )
      .get(lastName) as Stored | undefined;
  } finally {
    db.close();
  }
}

const profiles = [
  { label: '360 px with touch', viewport: { width: 360, height: 740 }, hasTouch: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, hasTouch: false },
] as const;

test.beforeAll(() => {
  ensureStaffAccount();
});

for (const profile of profiles) {
  test.describe(`the resume file at ${profile.label}`, () => {
    test.use({ viewport: profile.viewport, hasTouch: profile.hasTouch });

    test('attached with its progress, replaced, removed, and cancelled on the way', async ({
      page,
    }) => {
      await gotoHydrated(page, paths.apply.href());
      await throttle(page, 400);
      await fileInput(page).setInputFiles(pdf('Sam Lee.pdf', 160));
      await expect(control(page)).toContainText('Sam Lee.pdf');
      await expect(progress(page)).toBeVisible();
      await expect
        .poll(async () => Number(await progress(page).getAttribute('aria-valuenow')))
        .toBeGreaterThan(0);
      await expect(control(page)).toContainText('Uploaded', { timeout: 20_000 });
      await expect(progress(page)).toBeHidden();

      await fileInput(page).setInputFiles(pdf('Sam Lee 2026.pdf'));
      await expect(control(page)).toContainText('Sam Lee 2026.pdf');
      await expect(control(page)).not.toContainText('Sam Lee.pdf');
      await expect(control(page)).toContainText('Uploaded', { timeout: 20_000 });

      await control(page).getByRole('button', { name: 'Remove' }).click();
      await expect(control(page)).not.toContainText('Sam Lee 2026.pdf');
      await expect(fileInput(page)).toBeFocused();

      await fileInput(page).setInputFiles(pdf('Slow.pdf', 400));
      await expect(progress(page)).toBeVisible();
      await control(page).getByRole('button', { name: 'Cancel upload' }).click();
      await expect(progress(page)).toBeHidden();
      await expect(control(page)).not.toContainText('Slow.pdf');
      await expect(control(page).locator('[aria-live=polite]')).toHaveText(/Upload cancelled/);
    });

    test('a file too large, one of another kind and one the server refuses each say why', async ({
      page,
    }) => {
      const uploads = countUploads(page);
      await gotoHydrated(page, paths.apply.href());
      await fileInput(page).setInputFiles({
        name: 'Portfolio.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(maxResumeBytes + 1, 0x20),
      });
      await expect(control(page).getByRole('alert')).toContainText(
        'a resume file can be at most 10 MB',
      );
      await fileInput(page).setInputFiles({
        name: 'Resume.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Sam Lee'),
      });
      await expect(control(page).getByRole('alert')).toContainText(
        'Only PDF and Word (.docx) files can be attached',
      );
      expect(uploads()).toBe(0);
      // A page saved under a PDF's name: only the server can tell.
      await fileInput(page).setInputFiles({
        name: 'Resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html><body>Sam Lee</body></html>'),
      });
      await expect(control(page).getByRole('alert')).toContainText(
        'This file is not a PDF or Word document.',
      );
      expect(uploads()).toBe(1);
    });

    test('a lost connection says so, and Try again sends the same file', async ({
      page,
      consoleProblems,
    }) => {
      await gotoHydrated(page, paths.apply.href());
      await page.route(`**${resumeUploadPath}`, (route) => route.abort('internetdisconnected'), {
        times: 1,
      });
      await fileInput(page).setInputFiles(pdf('Sam Lee.pdf'));
      await expect(control(page).getByRole('alert')).toContainText('the connection was lost');
      await control(page).getByRole('button', { name: 'Try again' }).click();
      await expect(control(page)).toContainText('Uploaded');
      await expect(control(page).getByRole('alert')).toBeHidden();
      // The browser logs the request that failed.
      consoleProblems.messages = consoleProblems.messages.filter(
        (message) => !message.includes('ERR_INTERNET_DISCONNECTED'),
      );
    });

    test('an application with a file and no text, pressed twice while the file uploads, is sent once and staff see the file', async ({
      page,
    }) => {
      const lastName = uniqueName('Filed');
      const submissions = countSubmissions(page);
      await gotoHydrated(page, paths.apply.href());
      await fillApplicant(page, lastName);
      await throttle(page, 400);
      await fileInput(page).setInputFiles(pdf('Sam Lee.pdf', 200));
      await expect(progress(page)).toBeVisible();
      await page.getByRole('button', { name: 'Submit application' }).dblclick();
      await expect(control(page)).toContainText(
        'Your application is sent as soon as the file has uploaded.',
      );
      await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      expect(submissions()).toBe(1);

      const stored = storedApplication(lastName);
      expect(stored).toMatchObject({
        // The line that referred to the file is taken out, and the empty note with it.
        message: 'Position: Open application\nOnsite: No',
        display_name: 'Sam Lee.pdf',
      });
      await signInAsStaff(page);
      await page.goto(paths.staffSubmission.href(stored?.id ?? 0));
      await expect(page.getByRole('region', { name: 'Resume file' })).toContainText('Sam Lee.pdf');
    });

    test('a file chosen before the form’s code arrived is uploaded once it runs', async ({
      page,
    }) => {
      const uploads = countUploads(page);
      const release = await holdScripts(page);
      await gotoHeld(page, paths.apply.href());
      await fileInput(page).setInputFiles(pdf('Early.pdf'));
      release();
      await expect(control(page)).toContainText('Early.pdf');
      await expect(control(page)).toContainText('Uploaded');
      await page.waitForLoadState('networkidle');
      expect(uploads()).toBe(1);
    });

    test('an application with a file, sent before the form’s code arrived, is sent with it', async ({
      page,
    }) => {
      const lastName = uniqueName('Early');
      const submissions = countSubmissions(page);
      const release = await holdScripts(page);
      await gotoHeld(page, paths.apply.href());
      await fillApplicant(page, lastName);
      await fileInput(page).setInputFiles(pdf('Early bird.pdf'));
      await page.getByRole('button', { name: 'Submit application' }).click();
      release();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(submissions()).toBe(1);
      expect(storedApplication(lastName)).toMatchObject({ display_name: 'Early bird.pdf' });
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const profile of profiles) {
    test.describe(`${scheme} scheme at ${profile.label}`, () => {
      test.use({
        colorScheme: scheme,
        viewport: profile.viewport,
        hasTouch: profile.hasTouch,
      });

      test('every state of the control: axe finds nothing, and each is on a screenshot', async ({
        page,
        consoleProblems,
      }) => {
        // A slowed line, on purpose: each state stays long enough to be seen. The processor runs
        // at full speed: axe over the whole page four times at a quarter of it outlasted the
        // test's time on a busy machine.
        test.setTimeout(180_000);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const shot = async (state: string) => {
          await control(page).scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `test-results/resume-form/${scheme}-${profile.viewport.width}-${state}.png`,
          });
        };
        await gotoHydrated(page, paths.apply.href());
        await throttle(page, 400);
        await shot('empty');

        await fileInput(page).setInputFiles(pdf('Sam Lee - SAP IS-U consultant.pdf', 150));
        await expect
          .poll(async () => Number(await progress(page).getAttribute('aria-valuenow')))
          .toBeGreaterThan(10);
        await shot('uploading');
        expect(await axeViolations(page)).toEqual([]);
        await expect(control(page)).toContainText('Uploaded', { timeout: 30_000 });
        await shot('uploaded');
        expect(await axeViolations(page)).toEqual([]);

        await fileInput(page).setInputFiles({
          name: 'Portfolio.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(maxResumeBytes + 1, 0x20),
        });
        await expect(control(page).getByRole('alert')).toBeVisible();
        await shot('too-large');
        expect(await axeViolations(page)).toEqual([]);

        await page.route(`**${resumeUploadPath}`, (route) => route.abort('internetdisconnected'), {
          times: 1,
        });
        await fileInput(page).setInputFiles(pdf('Sam Lee.pdf'));
        await expect(control(page).getByRole('button', { name: 'Try again' })).toBeVisible();
        await shot('network-lost');
        expect(await axeViolations(page)).toEqual([]);
        consoleProblems.messages = consoleProblems.messages.filter(
          (message) => !message.includes('ERR_INTERNET_DISCONNECTED'),
        );

        await fillApplicant(page, uniqueName('Shot'));
        await fileInput(page).setInputFiles(pdf('Sam Lee.pdf', 150));
        await expect(progress(page)).toBeVisible();
        await page.getByRole('button', { name: 'Submit application' }).click();
        await expect(control(page)).toContainText('sent as soon as the file has uploaded');
        await shot('waiting');
        await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible({
          timeout: 45_000,
        });
      });
    });
  }
}
