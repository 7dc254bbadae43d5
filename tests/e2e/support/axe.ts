import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's WCAG 2.0-2.2 A and AA rules plus its best-practice rules; none is disabled. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function axeViolations(page: Page) {
  // Every rule still runs on every element; passes and incomplete checks are reported with one
  // element each instead of all of them, which the suite never reads and which made each run
  // collect and send back every element of the page.
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    // In the page itself: the default mode opens a second, blank page to put the results of each
    // frame together, which cost as much again as the check. The site has no frames, so there is
    // nothing for that step to join.
    .setLegacyMode(true)
    .analyze();
  // Readable failure output: rule, impact and the first offending selectors.
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
