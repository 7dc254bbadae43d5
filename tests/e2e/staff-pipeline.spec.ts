/**
 * Staff sharing the work on an application: the list filtered by job, the entry assigned, a note
 * left, the application moved through its stages, and every step in the entry's history.
 */
import type { APIRequestContext } from '@playwright/test';
import { gatewayPath } from '@/config/endpoints';
import { expect, test } from './support/fixtures';
import { ensureStaffAccount, signInAsStaff, staffEmail } from './support/staff';

const job = 'SAP Utilities';

test.beforeAll(() => {
  ensureStaffAccount();
});

/** Sends an application for the job, the way the apply form writes it; returns the last name. */
async function apply(request: APIRequestContext): Promise<string> {
  const lastName = `Pipeline${Date.now().toString(36)}`;
  const response = await request.post(gatewayPath, {
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Dana',
      last_name: lastName,
      orgnization_email: 'dana@example.org',
      orgnization_name: 'Akscel',
      country: 'Lincoln, NE',
      message: `Position: ${job}\nOnsite: Yes\n\nEight years of SAP IS-U billing.`,
    },
  });
  expect(response.status()).toBe(201);
  return lastName;
}

test('an application is found by job, assigned, noted and moved through its stages', async ({
  page,
  request,
}) => {
  const lastName = await apply(request);
  await signInAsStaff(page);

  // The filter chooses the stored job (by its number), named with its reference.
  await page.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: new RegExp(`^${job} \\(`) }).click();
  await expect(page).toHaveURL(/[?&]job=\d+/);
  const grid = page.getByRole('grid', { name: 'Submissions' });
  const row = grid.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText(job);
  await expect(row).toContainText('New');
  // Every row of the filtered list is for that job: only the header row is not.
  await expect(grid.getByRole('row').filter({ hasNotText: job })).toHaveCount(1);

  await row.getByRole('link', { name: `Open the submission from Dana ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Dana ${lastName}` })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(job);
  await expect(details).toContainText('Can work onsite');
  // The resume as sent, under the position and onsite lines the form writes first.
  await expect(page.getByText('Eight years of SAP IS-U billing.')).toBeVisible();

  const work = page.getByRole('region', { name: 'Working this entry' });
  await page.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: staffEmail }).click();
  await expect(work.getByRole('status')).toHaveText(`Assigned to ${staffEmail}.`);

  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Write the note first.')).toBeVisible();
  await notes.getByLabel('Add a note').fill('Strong billing background; call on Tuesday.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText(
    'Strong billing background; call on Tuesday.',
  );
  await expect(notes.getByRole('listitem')).toContainText(staffEmail);
  await expect(notes.getByLabel('Add a note')).toHaveValue('');

  const stage = page.getByRole('combobox', { name: 'Stage' });
  for (const next of ['In review', 'Interviewing', 'Offer']) {
    await stage.click();
    await page.getByRole('option', { name: next }).click();
    await expect(work.getByRole('status')).toHaveText(`Stage changed to ${next}.`);
    await expect(stage).toHaveText(next);
  }

  const history = page.getByRole('region', { name: 'History' });
  const events = history.getByRole('listitem');
  // Five changes, and the opening of the entry.
  await expect(events).toHaveCount(6);
  const texts = await events.allInnerTexts();
  expect(texts.join('\n')).toContain('opened it');
  expect(texts.join('\n')).toContain('assigned it');
  expect(texts.join('\n')).toContain('added a note');
  expect(texts.join('\n')).toContain('New → In review');
  expect(texts.join('\n')).toContain('In review → Interviewing');
  expect(texts.join('\n')).toContain('Interviewing → Offer');

  // The list shows the new stage and who has it; filtered to this member's entries it is there.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page.getByRole('combobox', { name: 'Job' })).toContainText(job);
  await expect(row).toContainText('Offer');
  await expect(row).toContainText(staffEmail);
  await page.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: staffEmail }).click();
  await expect(row).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the list is cards that say who, which job, what stage and when', async ({
    page,
    request,
  }) => {
    const lastName = await apply(request);
    await signInAsStaff(page);
    await page.getByLabel('Search every field').fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const cards = page.getByRole('list', { name: 'Submissions' });
    const card = cards.getByRole('listitem').filter({ hasText: lastName });
    await expect(card).toHaveCount(1);
    await expect(
      card.getByRole('link', { name: `Open the submission from Dana ${lastName}` }),
    ).toBeVisible();
    await expect(card).toContainText('New');
    await expect(card).toContainText(`Application · ${job}`);
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    // The grid is not what a phone reads.
    await expect(page.getByRole('grid')).toBeHidden();
  });
});
