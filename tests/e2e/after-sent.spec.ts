/**
 * After "Sent": the emptied form steps aside so nothing invites a second send, the answer gives
 * the reference the sender quotes, "Send another" brings the form back, and the same request
 * sent again within minutes is answered as the same request (stored once, never as spam).
 */
import Database from 'better-sqlite3';
import { expect, gotoHydrated, test } from './support/fixtures';
import { e2eDatabasePath } from './support/env';
import { countSubmissions, formCases, uniqueName } from './support/forms';

/** The stored rows for a unique last name, with their spam flag. */
function storedRows(lastName: string): { spam: number }[] {
  const db = new Database(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT spam FROM submissions WHERE last_name = ?').all(lastName) as {
      spam: number;
    }[];
  } finally {
    db.close();
  }
}

const anotherLabel = { contact: 'Send another message', apply: 'Send another application' };

for (const [name, form] of Object.entries(formCases) as [
  keyof typeof formCases,
  typeof formCases.contact,
][]) {
  test(`the ${name} form steps aside after Sent, gives the reference, and a repeat is the same request`, async ({
    page,
  }) => {
    const submissions = countSubmissions(page);
    const lastName = uniqueName('AfterSent');
    await gotoHydrated(page, form.path);
    await form.fill(page, lastName);
    await page.getByRole('button', { name: form.submit }).click();

    const status = page.getByRole('status').filter({ hasText: 'Thank you' });
    await expect(status).toBeFocused();
    await expect(status).toContainText(/Your reference is AKS-[0-9A-Z]{4}-[0-9A-Z]{4}\./);
    const reference = /AKS-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await status.textContent()) ?? '')?.[0];
    // The form is out of the way: no field, no button to send the same thing again.
    await expect(page.getByLabel('First name')).toBeHidden();
    await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0);

    // Tab from the answer reaches "Send another"; it brings the emptied form back.
    await page.keyboard.press('Tab');
    const another = page.getByRole('button', { name: anotherLabel[name] });
    await expect(another).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus is in the form's first field again (the application's starts with the position).
    await expect(page.locator('form').locator('input, select, textarea').first()).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(status).toHaveCount(0);

    // A sender unsure it went sends the same again: the same request, answered as such.
    await form.fill(page, lastName);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(status).toContainText('You had already sent this');
    await expect(status).toContainText(`Your reference is ${reference ?? 'missing'}.`);
    expect(submissions()).toBe(2);
    expect(storedRows(lastName)).toEqual([{ spam: 0 }]);
  });
}
