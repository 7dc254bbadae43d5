import { resumeUploadPath, gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { staffApiPaths } from '@/config/staff-api';
import { applicationMessage } from '@/shared/forms/application-message';
import { resumeNameHeader, type UploadAnswer } from '@/shared/forms/resume-file';
import { readFile } from 'node:fs/promises';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { onePagePdf } from './support/pdf';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

/** A word no other entry holds, only in the file's text (each worker has its own). */
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const word = `Quorvantine${tag}`;
const fileName = 'Ravi Kumar CV.pdf';

const file = onePagePdf(['Ravi Kumar', `Senior Java developer, ${word} certified`]);

test.beforeAll(async ({ request }) => {
  ensureStaffAccount();
  const uploaded = await request.post(resumeUploadPath, {
    headers: { [resumeNameHeader]: encodeURIComponent(fileName) },
    data: file,
  });
  expect(uploaded.status()).toBe(201);
  const { upload } = (await uploaded.json()) as UploadAnswer;
  // Each worker's application its own: the same text twice would be flagged as spam.
  const submitted = await request.post(gatewayPath, {
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Ravi',
      last_name: 'Filewright',
      orgnization_email: `ravi.${tag}@example.org`,
      orgnization_name: 'Akscel',
      country: 'Omaha, NE',
      message: applicationMessage(
        'Senior Java Developer',
        'Yes',
        `Happy to relocate. Ref ${tag}`,
        upload,
      ),
    },
  });
  expect(submitted.status()).toBe(201);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${scheme} scheme at ${width} px`, () => {
      test.use({
        colorScheme: scheme,
        viewport: { width, height: 900 },
        hasTouch: width === 360,
      });

      test('the entry shows the file’s text, the search finds it, the download is the original', async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signInAsStaff(page);
        // The search finds the entry by a word only its file holds, once the text is read (off
        // the request path, so a moment after the upload).
        const search = async () => {
          const found = await page.request.get(
            `${staffApiPaths.submissions}?q=${encodeURIComponent(word)}`,
          );
          return ((await found.json()) as { items: { id: number }[] }).items.map((item) => item.id);
        };
        await expect.poll(search, { timeout: 20_000 }).toHaveLength(1);
        const [id = 0] = await search();

        await page.goto(paths.staffSubmission.href(id));
        const section = page.getByRole('region', { name: 'Resume file' });
        await expect(section).toContainText(fileName);
        await expect(section).toContainText(`${word} certified`);
        await expect(page.getByRole('region', { name: 'Note from the applicant' })).toContainText(
          'Happy to relocate.',
        );
        expect(await axeViolations(page)).toEqual([]);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          section.getByRole('link', { name: 'Download original' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(fileName);
        expect(await readFile(await download.path())).toEqual(file);
      });
    });
  }
}
