import { paths } from '@/config/paths';
import { staffJobFactsCopy as facts } from '@/content/staff/job-facts';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { expect, gotoHydrated, test } from './support/fixtures';
import { axeViolations } from './support/axe';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

/** A recruiter of this spec's own; recruiters post jobs, and sign in without a code. */
const recruiter = 'facts.recruiter@akscellence.example';

test.beforeAll(() => {
  ensureStaffAccount();
  ensureStaffAccount(recruiter, 'recruiting');
});

const validThrough = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const benefits = ['A $2,500 yearly training budget.', 'Four weeks of paid leave.'];

test('a recruiter gives a job its practice and benefits; its page and its JobPosting show them, in both schemes at 360 and 1280 px, with nothing axe finds', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Data Engineer ${tag}`;
  const slug = `data-engineer-${tag}`;

  await signInAsStaff(page, recruiter);
  await page.goto(paths.staffNewJob.href());
  const form = page.getByRole('form', { name: copy.formLabel });
  await form.getByRole('textbox', { name: copy.fields.title, exact: true }).fill(title);
  await form.getByRole('textbox', { name: copy.fields.referenceNumber }).fill(`DE-${tag}`);
  await form.getByLabel(copy.fields.validThrough).fill(validThrough());
  await form.getByRole('combobox', { name: facts.practice }).click();
  await page.getByRole('option', { name: 'Data Engineering' }).click();
  await form.getByRole('textbox', { name: copy.fields.locality }).fill('Omaha');
  await form.getByRole('textbox', { name: copy.fields.region }).fill('NE');
  await form.getByRole('textbox', { name: copy.fields.payMin }).fill('95,000');
  await form.getByRole('textbox', { name: copy.fields.payMax }).fill('120,000');
  await form
    .getByRole('textbox', { name: copy.fields.summary })
    .fill('Build the pipelines our clients’ analysts read every morning.');
  await form.getByRole('textbox', { name: copy.fields.responsibilities }).fill('Own the loads.');
  await form.getByRole('textbox', { name: copy.fields.qualifications }).fill('SQL in depth.');
  await form.getByRole('textbox', { name: facts.benefits }).fill(benefits.join('\n'));
  await form.getByRole('button', { name: copy.create }).click();
  await expect(page.getByRole('status')).toHaveText(copy.created);
  await page.getByRole('button', { name: copy.moves.publish }).click();
  await expect(page.getByRole('status')).toHaveText(copy.moved.publish);
  const staffJob = page.url();

  // The list names the practice and filters by it.
  await page.goto(paths.staffJobs.href());
  await page.getByRole('combobox', { name: facts.filter.label }).click();
  await page.getByRole('option', { name: 'Data Engineering' }).click();
  await expect(page).toHaveURL(/\?practice=data-engineering$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Project Manager', exact: true })).toHaveCount(0);

  // The public page, live within seconds.
  const jobPath = paths.job.href(slug);
  await expect
    .poll(async () => (await request.get(jobPath)).status(), { timeout: 10_000 })
    .toBe(200);
  await gotoHydrated(page, jobPath);
  const factsList = page.getByRole('list', { name: 'About this position' });
  await expect(factsList).toContainText('Data Engineering');
  await expect(
    page.getByRole('heading', { level: 2, name: 'What this role offers' }),
  ).toBeVisible();
  for (const benefit of benefits) await expect(page.getByText(benefit)).toBeVisible();
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as unknown));
  expect(jsonLd).toContainEqual(
    expect.objectContaining({
      '@type': 'JobPosting',
      industry: 'Data Engineering',
      jobBenefits: benefits,
    }),
  );
  // A first job names its practice too, and has no benefits of its own.
  await gotoHydrated(page, paths.job.href('sap-utilities'));
  await expect(page.getByRole('list', { name: 'About this position' })).toContainText(
    'IT Consultancy',
  );
  await expect(page.getByRole('heading', { name: 'What this role offers' })).toHaveCount(0);

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${scheme}-${String(width)}.png`),
          fullPage: true,
        });
      };
      await page.goto(staffJob);
      await expect(
        page.getByRole('heading', { level: 1, name: copy.editTitle(title) }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: facts.benefits })).toHaveValue(
        benefits.join('\n'),
      );
      expect(await axeViolations(page), `${scheme} ${String(width)} form`).toEqual([]);
      await shot('staff-job');
      await page.goto(`${paths.staffJobs.href()}?practice=data-engineering`);
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      expect(await axeViolations(page), `${scheme} ${String(width)} list`).toEqual([]);
      await shot('staff-jobs');
      await gotoHydrated(page, jobPath);
      expect(await axeViolations(page), `${scheme} ${String(width)} page`).toEqual([]);
      await shot('job-page');
    }
  }
});
