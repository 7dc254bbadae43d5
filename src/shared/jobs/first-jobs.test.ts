import { describe, expect, it } from 'vitest';
import { firstJobs } from './first-jobs';
import { isJobSlug, maxJobSlugLength } from './job-posting';

describe('job slugs', () => {
  it('are lower-case words joined by single hyphens, as every first job’s is', () => {
    for (const job of firstJobs) expect(isJobSlug(job.slug)).toBe(true);
    expect(isJobSlug('a'.repeat(maxJobSlugLength))).toBe(true);
    for (const text of [
      '',
      'a'.repeat(maxJobSlugLength + 1),
      'Project-Manager',
      'project--manager',
      '-project',
      'project-',
      'project manager',
      '../etc',
      "x' OR '1'='1",
      '\u0000',
      'projéct',
    ]) {
      expect(isJobSlug(text), text).toBe(false);
    }
  });
});
