import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { staffCopy } from '@/content/staff/staff-copy';
import { jobFormChecksCopy as checksCopy } from '@/content/staff/job-form-checks';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support/fixtures';
import { axeViolations } from './support/axe';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

/** A recruiter of this spec's own; recruiters post jobs, and sign in without a code. */
const recruiter = 'jobs.recruiter@akscellence.example';

test.beforeAll(() => {
  // The suite's admin first: on a fresh database the first account must be one.
  ensureStaffAccount();
  ensureStaffAccount(recruiter, 'recruiting');
});

/** A job's words in the Markdown subset: a link, a paragraph, a bulleted line in bold. */
const markedSummary =
  'Keep the services our clients run on up, fast and calm. Read [our runbook](https://example.com/runbook).\n\n- **One week in six** on call';
const markedDuties =
  'Run the **on-call** rota with [the playbook](https://example.com/playbook).\nAutomate the toil away.';

/**
 * The job's words in the Markdown subset as formatting, on its preview and on its public page:
 * the link with its address and rel, bold as bold, and no marker left showing.
 */
async function expectFormatted(page: Page) {
  const runbook = page.getByRole('link', { name: 'our runbook', exact: true });
  await expect(runbook).toHaveAttribute('href', 'https://example.com/runbook');
  await expect(runbook).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(page.getByRole('link', { name: 'the playbook', exact: true })).toHaveAttribute(
    'href',
    'https://example.com/playbook',
  );
  await expect(page.locator('main li strong')).toHaveText(['One week in six', 'on-call']);
  await expect(page.locator('main')).not.toContainText('**');
  await expect(page.locator('main')).not.toContainText('](');
}

/** Sixty days from now, as a date field takes it. */
const validThrough = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

test('a recruiter creates a job, publishes it and closes it, and the public pages follow without a rebuild', async ({
  page,
  request,
}, testInfo) => {
  // A whole recruiter's journey, a preview and two axe passes: more than a minute on a busy machine.
  test.slow();
  // A job of this run alone: tests sharing the database never see it, and no seeded job moves.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Site Reliability Engineer ${tag}`;
  const slug = `site-reliability-engineer-${tag}`;
  const jobPath = paths.job.href(slug);

  await signInAsStaff(page, recruiter);
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: staffCopy.nav.jobs })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible();
  await page.getByRole('link', { name: copy.newJob }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.newTitle })).toBeVisible();

  const form = page.getByRole('form', { name: copy.formLabel });
  await form.getByRole('textbox', { name: copy.fields.title, exact: true }).fill(title);
  // The address follows the title.
  await expect(form.getByRole('textbox', { name: copy.fields.slug })).toHaveValue(slug);
  // Without a reference: the summary takes the focus, the field is marked, the link leads to it.
  await form.getByRole('button', { name: copy.create }).click();
  const summary = page.getByRole('alert', { name: checksCopy.summaryTitle });
  await expect(summary).toBeFocused();
  const reference = form.getByRole('textbox', { name: copy.fields.referenceNumber });
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(reference).toHaveAccessibleDescription('The reference number is required.');
  await summary.getByRole('link', { name: 'The reference number is required.' }).click();
  await expect(reference).toBeFocused();
  await reference.fill(`SRE-${tag}`);
  await form.getByLabel(copy.fields.validThrough).fill(validThrough());
  // A remote role for a named client, open to three states: the public page says all of it.
  await form.getByRole('combobox', { name: copy.fields.workplace }).click();
  await page.getByRole('option', { name: copy.workplaces.remote }).click();
  await form.getByRole('textbox', { name: copy.fields.remoteRegions }).fill('US-NE, US-IA, US-KS');
  await form.getByRole('radio', { name: copy.clientModes.client }).check();
  await form.getByRole('textbox', { name: copy.fields.clientName }).fill('Prairie Mutual');
  await form.getByRole('textbox', { name: copy.fields.locality }).fill('Omaha');
  await form.getByRole('textbox', { name: copy.fields.region }).fill('NE');
  await form.getByRole('textbox', { name: copy.fields.payMin }).fill('110,000');
  await form.getByRole('textbox', { name: copy.fields.payMax }).fill('140,000');
  await form
    .getByRole('textbox', { name: copy.fields.summary })
    .fill('Keep the services our clients run on up, fast and boring.');
  await form.getByRole('textbox', { name: copy.fields.responsibilities }).fill(markedDuties);
  await form
    .getByRole('textbox', { name: copy.fields.qualifications })
    .fill('Linux and one cloud, in depth.');
  await form.getByRole('button', { name: copy.create }).click();
  await expect(page.getByRole('status')).toHaveText(copy.created);
  await expect(page.getByRole('heading', { level: 1, name: copy.editTitle(title) })).toBeVisible();
  // Not public while a draft.
  expect((await request.get(jobPath)).status()).toBe(404);

  // Its preview, with an edit not saved yet: the page as it will be, marked, without scripts.
  const summaryField = form.getByRole('textbox', { name: copy.fields.summary });
  await summaryField.fill(markedSummary);
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('button', { name: checksCopy.preview }).click(),
  ]);
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toContainText(
    'this page is not public',
  );
  await expect(preview.getByText('up, fast and calm.')).toBeVisible();
  await expectFormatted(preview);
  await expect(preview.getByText('Prairie Mutual').first()).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Only the inline script that sets the colour scheme: no app, no beacon, no JobPosting data.
  expect(await preview.locator('script[type="module"], script[src]').count()).toBe(0);
  expect(await preview.locator('script[type="application/ld+json"]').count()).toBe(0);
  await preview.close();
  // Nothing was saved by the preview: the moves wait for the edit to be saved.
  await expect(page.getByRole('button', { name: copy.moves.publish })).toBeDisabled();
  await form.getByRole('button', { name: copy.save }).click();
  await expect(page.getByRole('status')).toHaveText(copy.saved);

  await page.getByRole('button', { name: copy.moves.publish }).click();
  await expect(page.getByRole('status')).toHaveText(copy.moved.publish);
  // The live pages follow within seconds.
  await expect
    .poll(async () => (await request.get(paths.careers.href())).text(), { timeout: 10_000 })
    .toContain(title);
  const open = await request.get(jobPath);
  expect(open.status()).toBe(200);
  expect(await open.text()).toContain(title);

  // The pay range and the workplace the recruiter entered, as a visitor sees and hears them.
  const visitor = await page.context().newPage();
  await gotoHydrated(visitor, jobPath);
  // The careers words are written out: their module loads the site's art, which only the
  // bundler can.
  const facts = visitor.getByRole('list', { name: 'About this position' });
  await expect(facts.getByRole('listitem')).toHaveText([
    'Workplace: Remote (USA: NE, IA, KS)',
    'Location: Omaha, NE, USA',
    // The screen shows the range with its dash, and assistive technology reads "to".
    'Pay: $110,000 to $140,000 a year$110,000 – $140,000 a year',
    'Employment type: Full-time',
    // No experience was given, so there is no experience fact.
    'Employer: For our client Prairie Mutual',
  ]);
  await expect(facts.getByText('$110,000 – $140,000 a year')).toBeVisible();
  await expect(facts.getByText('$110,000 – $140,000 a year')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  await expectFormatted(visitor);
  // The link in the summary is next after the back link, by keyboard, with the focus ring.
  await visitor.getByRole('link', { name: 'All open positions' }).focus();
  await visitor.keyboard.press('Tab');
  const runbook = visitor.getByRole('link', { name: 'our runbook', exact: true });
  await expect(runbook).toBeFocused();
  await expect(runbook).toHaveCSS('outline-style', 'solid');
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.screenshot({ path: testInfo.outputPath('job-light.png') });
  // Loaded again in the dark scheme, so no colour is caught halfway through its transition.
  await visitor.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await gotoHydrated(visitor, jobPath);
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.screenshot({ path: testInfo.outputPath('job-dark.png') });
  await visitor.close();
  expect(await (await request.get(paths.apply.href())).text()).toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${site.origin}${jobPath}<`);

  // An application from the apply form's payload (the title on the first line) is joined to
  // the job by its id: counted in the list, found by the inbox's filter, linked from the entry.
  const jobId = Number(new URL(page.url()).pathname.split('/').pop());
  const lastName = `Applicant${tag}`;
  const applied = await request.post(gatewayPath, {
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Dana',
      last_name: lastName,
      orgnization_email: 'dana@example.org',
      orgnization_name: 'Akscel',
      country: 'Omaha, NE',
      message: `Position: ${title}\nOnsite: Yes\n\nSix years of on-call.`,
    },
  });
  expect(applied.status()).toBe(201);

  // In the list with its state and its applicant.
  await page.getByRole('link', { name: copy.backToList }).click();
  const row = page.getByRole('list', { name: copy.listLabel }).getByRole('listitem').filter({
    hasText: title,
  });
  await expect(row).toContainText(copy.states.open);
  await expect(row).toContainText(copy.applicants(1));

  await page.goto(`${paths.staffInbox.href()}?job=${String(jobId)}`);
  await expect(page.getByRole('combobox', { name: 'Job' })).toContainText(title);
  const entries = page.getByRole('grid', { name: 'Submissions' }).getByRole('row');
  // The header row and the one application.
  await expect(entries).toHaveCount(2);
  await entries
    .filter({ hasText: lastName })
    .getByRole('link', { name: `Open the submission from Dana ${lastName}` })
    .click();
  await page.getByRole('region', { name: 'Details' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(paths.staffJob.href(jobId));
  await expect(page.getByRole('heading', { level: 1, name: copy.editTitle(title) })).toBeVisible();

  // Closing asks first.
  await page.getByRole('button', { name: copy.moves.close }).click();
  const dialog = page.getByRole('dialog', { name: copy.closeTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: copy.closeConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(copy.moved.close);
  await expect
    .poll(async () => (await request.get(jobPath)).status(), { timeout: 10_000 })
    .toBe(410);
  expect(await (await request.get(paths.careers.href())).text()).not.toContain(title);
  expect(await (await request.get(paths.apply.href())).text()).not.toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(jobPath);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${scheme} scheme at ${String(width)} px`, () => {
      test.use({
        colorScheme: scheme,
        viewport: { width, height: 900 },
        hasTouch: width === 360,
      });

      test('the Jobs pages have nothing axe finds', async ({ page }, testInfo) => {
        // Five pages and a preview, each checked by axe: more than a minute on a busy machine.
        test.slow();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signInAsStaff(page, recruiter);
        const shot = async (name: string) => {
          await page.screenshot({
            path: testInfo.outputPath(`${name}-${scheme}-${String(width)}.png`),
            fullPage: true,
          });
        };

        await page.goto(paths.staffJobs.href());
        await expect(
          page.getByRole('link', { name: 'Project Manager', exact: true }),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await shot('jobs');

        await page.getByRole('link', { name: copy.newJob }).click();
        await expect(page.getByRole('heading', { level: 1, name: copy.newTitle })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await shot('new-job');
        // Its error summary and marked fields, nothing sent.
        await page.getByRole('button', { name: copy.create }).click();
        await expect(page.getByRole('alert', { name: checksCopy.summaryTitle })).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
        await shot('new-job-problems');

        // A seeded job, looked at only: nothing is saved or moved.
        await page.goto(paths.staffJobs.href());
        await page.getByRole('link', { name: 'Project Manager', exact: true }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: copy.editTitle('Project Manager') }),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await shot('job');
        // Its words rewritten in the Markdown subset and previewed unsaved: formatted, in reach.
        await page.getByRole('textbox', { name: copy.fields.summary }).fill(markedSummary);
        await page.getByRole('textbox', { name: copy.fields.responsibilities }).fill(markedDuties);
        const [preview] = await Promise.all([
          page.context().waitForEvent('page'),
          page.getByRole('button', { name: checksCopy.preview }).click(),
        ]);
        await expect(preview.getByRole('complementary', { name: 'Preview' })).toBeVisible();
        // In the scheme the staff page shows.
        await expect(preview.locator('html')).toHaveAttribute(`data-${scheme}`, '');
        await expectFormatted(preview);
        expect(await axeViolations(preview)).toEqual([]);
        await preview.screenshot({
          path: testInfo.outputPath(`preview-${scheme}-${String(width)}.png`),
          fullPage: true,
        });
      });
    });
  }
}
