/**
 * The first jobs' public pages are pinned: their words are plain text (no Markdown marker in
 * them), so giving staff a Markdown subset must leave each page's HTML byte for byte as it was.
 * The files beside this test hold each page's <main> as rendered before the subset, without the
 * generated class names, so a restyle through the theme or a change to the site's frame leaves
 * them alone; a change to a job page's own markup shows there as a diff to review and accept with
 * `vitest -u`.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { render } from './entry-server';

/** The page's <main>, its class attributes (names generated from styles) left out. */
function pageMain(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0];
  if (main === undefined) throw new Error('the page has no <main>');
  return main.replaceAll(/ class="[^"]*"/g, '');
}

describe('the first jobs’ pages', () => {
  for (const job of firstJobs) {
    it(`${job.slug} renders as before`, async () => {
      const page = await render(paths.job.href(job.slug));
      if (!('html' in page)) throw new Error(`${job.slug} redirected`);
      expect(page.status).toBe(200);
      await expect(`${pageMain(page.html)}\n${page.data}\n`).toMatchFileSnapshot(
        `./first-job-pages/${job.slug}.html`,
      );
    });
  }
});
