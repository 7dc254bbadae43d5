import type { Locator, Page } from '@playwright/test';
import { gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { expect } from './fixtures';

/** One of the site's two forms: where it is, its submit button and how a visitor fills it. */
export interface FormCase {
  path: string;
  /** The form's name: its heading. */
  name: string;
  submit: string;
  fill: (page: Page, lastName: string) => Promise<void>;
}

/**
 * The form by its name. A link followed from the other form's page changes the address before
 * the page it leads to replaces the one on screen, and both forms have a First name: a field
 * found by its label alone may be the old page's, about to go.
 */
export const formOn = (page: Page, form: FormCase): Locator =>
  page.getByRole('form', { name: form.name });

export const formCases: Record<'contact' | 'apply', FormCase> = {
  contact: {
    path: paths.contact.href(),
    name: 'Send us a message',
    submit: 'Send message',
    fill: async (page, lastName) => {
      const form = formOn(page, formCases.contact);
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill(lastName);
    },
  },
  apply: {
    path: paths.apply.href(),
    name: 'Your application',
    submit: 'Submit application',
    fill: async (page, lastName) => {
      const form = formOn(page, formCases.apply);
      await form.getByLabel('First name').fill('Sam');
      await form.getByLabel('Last name').fill(lastName);
      await form.getByLabel('E-mail').fill('sam@example.com');
      await form.getByLabel('Organization').fill('Windrow Energy');
      await form.getByLabel('Location').fill('Lincoln, NE');
      await form.getByLabel(/work onsite/i).selectOption('No');
      await form.getByLabel('Resume text or a note').fill('Ten years of SAP IS-U.');
    },
  },
};

/** Counts the submissions the page sends to the gateway from now on. */
export function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(gatewayPath)) count += 1;
  });
  return () => count;
}

/** A last name no other test uses, so each submission is its own (and never a repeat). */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Fills the form on the page and sends it as a visitor would: the request leaves exactly once
 * and the visitor reads the server's answer.
 */
export async function sendForm(page: Page, form: FormCase, prefix = 'Journey'): Promise<void> {
  const submissions = countSubmissions(page);
  await expect(page).toHaveURL(new RegExp(`${form.path}(\\?|$)`));
  await form.fill(page, uniqueName(prefix));
  await formOn(page, form).getByRole('button', { name: form.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(submissions(), 'submissions sent').toBe(1);
}
