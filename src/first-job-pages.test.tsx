/**
 * The first jobs' public pages are pinned: their words are plain text (no Markdown marker in
 * them), so giving staff a Markdown subset must leave each page's HTML byte for byte as it was.
 * The file beside this test holds the pages as rendered before the subset; a change to a page's
 * frame or styles shows there as a diff to review and accept with `vitest -u`.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { render } from './entry-server';

describe('the first jobs’ pages', () => {
  for (const job of firstJobs) {
    it(`${job.slug} renders as before`, async () => {
      const page = await render(paths.job.href(job.slug));
      if (!('html' in page)) throw new Error(`${job.slug} redirected`);
      expect(page.status).toBe(200);
      await expect(`${page.html}\n${page.data}\n`).toMatchFileSnapshot(
        `./first-job-pages/${job.slug}.html`,
      );
    });
  }
});
