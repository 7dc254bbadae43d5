import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's WCAG 2.0-2.2 A and AA rules plus its best-practice rules; none is disabled. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  // Readable failure output: rule, impact and the first offending selectors.
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
