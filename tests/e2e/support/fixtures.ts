import { test as base, expect, type Page } from '@playwright/test';
import { unknownPath } from './routes';

/** Messages the browser printed as errors, plus uncaught exceptions. */
export interface ConsoleProblems {
  messages: string[];
}

function watch(page: Page): ConsoleProblems {
  const problems: ConsoleProblems = { messages: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.messages.push(message.text());
  });
  page.on('pageerror', (error) => {
    problems.messages.push(`pageerror: ${error.message}`);
  });
  return problems;
}

/**
 * `page` with a console watch: every test fails if the page logged an error, unless the test
 * took the messages (e.g. a 404 response is expected to be logged by the browser).
 */
export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: async ({ page }, use) => {
    const problems = watch(page);
    await use(problems);
    expect(problems.messages, 'console errors').toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page (the router marks it ready). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** At the unknown path the browser logs the 404 answer of the page itself: that one is expected. */
export function forgiveNotFound(problems: ConsoleProblems, path: string): void {
  if (path !== unknownPath) return;
  problems.messages = problems.messages.filter((message) => !message.includes('404'));
}
