import { describe, expect, it } from 'vitest';
import { firstJobs } from './first-jobs';
import { listingOf } from './public-jobs';

describe('listingOf', () => {
  it('gives a card the summary’s words without the Markdown subset’s markers', () => {
    const [first] = firstJobs;
    const summary =
      '**Lead** _projects_ [here](https://a.example).\n\n- Agile\n- [x](javascript:x)';
    expect(listingOf({ ...first, summary }).summary).toBe(
      'Lead projects here. Agile [x](javascript:x)',
    );
  });

  it('keeps a first job’s card summary as it was', () => {
    for (const job of firstJobs) expect(listingOf(job).summary).toBe(job.summary);
  });
});
