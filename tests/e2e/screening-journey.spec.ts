import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { staffCopy } from '@/content/staff/staff-copy';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { expect, gotoHydrated, test } from './support/fixtures';
import { axeViolations } from './support/axe';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

/**
 * Issue 42's recruiter journey with a screening question: a recruiter creates a job that asks
 * one, publishes it, a visitor finds it and applies through the form answering it, the recruiter
 * finds the application under the job with the answer, closes the job, and it is gone.
 */
const recruiter = 'screening.recruiter@akscellence.example';

test.beforeAll(() => {
  ensureStaffAccount();
  ensureStaffAccount(recruiter, 'recruiting');
});

const validThrough = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const question = 'Do you hold a current AWS certification?';

test('a recruiter posts a job with a screening question, a visitor answers it, and the answer reaches the inbox', async ({
  page,
  request,
  browser,
}) => {
  // A recruiter's and a visitor's journey with four axe runs in it: more than one page's time.
  test.slow();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Cloud Engineer ${tag}`;
  const slug = `cloud-engineer-${tag}`;
  const jobPath = paths.job.href(slug);

  await signInAsStaff(page, recruiter);
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: staffCopy.nav.jobs })
    .click();
  await page.getByRole('link', { name: copy.newJob }).click();
  const form = page.getByRole('form', { name: copy.formLabel });
  await form.getByRole('textbox', { name: copy.fields.title, exact: true }).fill(title);
  await form.getByRole('textbox', { name: copy.fields.referenceNumber }).fill(`CE-${tag}`);
  await form.getByLabel(copy.fields.validThrough).fill(validThrough());
  await form.getByRole('textbox', { name: copy.fields.locality }).fill('Omaha');
  await form.getByRole('textbox', { name: copy.fields.region }).fill('NE');
  await form.getByRole('textbox', { name: copy.fields.payMin }).fill('100,000');
  await form.getByRole('textbox', { name: copy.fields.payMax }).fill('130,000');
  await form
    .getByRole('textbox', { name: copy.fields.summary })
    .fill('Build and run the cloud platforms our clients depend on.');
  await form.getByRole('button', { name: 'Add a question' }).click();
  const asked = form.getByRole('group', { name: 'Question 1' });
  await asked.getByRole('textbox', { name: 'Question' }).fill(question);
  await asked.getByRole('checkbox', { name: 'Required' }).check();
  await form.getByRole('button', { name: copy.create }).click();
  await expect(page.getByRole('status')).toHaveText(copy.created);
  await page.getByRole('button', { name: copy.moves.publish }).click();
  await expect(page.getByRole('status')).toHaveText(copy.moved.publish);
  const jobId = Number(new URL(page.url()).pathname.split('/').pop());

  // Public without a rebuild: /careers, the job's page and the apply form's list.
  await expect
    .poll(async () => (await request.get(paths.careers.href())).text(), { timeout: 10_000 })
    .toContain(title);
  expect((await request.get(jobPath)).status()).toBe(200);
  expect(await (await request.get(paths.apply.href())).text()).toContain(title);

  // A visitor follows the job page's Apply link: the position is chosen and its question shown.
  const visitorContext = await browser.newContext({ reducedMotion: 'reduce' });
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, jobPath);
  await visitor.getByRole('link', { name: /apply/i }).first().click();
  await expect(visitor.getByRole('combobox', { name: /position/i })).toHaveValue(title);
  const yesNo = visitor.getByRole('group', { name: question });
  await expect(yesNo).toBeVisible();
  await expect(visitor.getByText(/asks one more question/)).toBeVisible();
  // The form with its question has nothing axe finds, at both widths in both schemes.
  const formPath = `${paths.apply.href()}?position=${slug}`;
  for (const width of [360, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await gotoHydrated(visitor, formPath);
      await expect(yesNo).toBeVisible();
      expect(await axeViolations(visitor), `${String(width)} ${colorScheme}`).toEqual([]);
    }
  }

  const lastName = `Applicant${tag}`;
  await visitor.getByRole('textbox', { name: /first name/i }).fill('Dana');
  await visitor.getByRole('textbox', { name: /last name/i }).fill(lastName);
  await visitor.getByRole('textbox', { name: /e-mail/i }).fill('dana@example.org');
  await visitor.getByRole('textbox', { name: /location/i }).fill('Omaha, NE');
  await visitor.getByRole('combobox', { name: /onsite/i }).selectOption('Yes');
  await visitor.getByRole('textbox', { name: /resume/i }).fill('Six years of AWS platforms.');
  // Sent without the required answer: the form names it and sends nothing.
  await visitor.getByRole('button', { name: 'Submit application' }).click();
  await expect(yesNo).toContainText('Answer this question.');
  await yesNo.getByRole('radio', { name: 'Yes' }).check();
  await visitor.getByRole('button', { name: 'Submit application' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: /Dana/ })).toBeVisible({
    timeout: 15_000,
  });
  await visitorContext.close();

  // Under the job in the inbox, with the answer.
  await page.goto(`${paths.staffInbox.href()}?job=${String(jobId)}`);
  const entries = page.getByRole('grid', { name: 'Submissions' }).getByRole('row');
  await expect(entries).toHaveCount(2);
  await entries
    .filter({ hasText: lastName })
    .getByRole('link', { name: `Open the submission from Dana ${lastName}` })
    .click();
  const answers = page.getByRole('region', { name: 'Screening answers' });
  await expect(answers).toContainText(question);
  await expect(answers).toContainText('Yes');

  // Closed: 410, and gone from /careers and the sitemap.
  await page.goto(paths.staffJob.href(jobId));
  await page.getByRole('button', { name: copy.moves.close }).click();
  await page
    .getByRole('dialog', { name: copy.closeTitle })
    .getByRole('button', { name: copy.closeConfirm })
    .click();
  await expect(page.getByRole('status')).toHaveText(copy.moved.close);
  await expect
    .poll(async () => (await request.get(jobPath)).status(), { timeout: 10_000 })
    .toBe(410);
  expect(await (await request.get(paths.careers.href())).text()).not.toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(
    `${site.origin}${jobPath}<`,
  );
});
