/**
 * The jobs the build prerenders from: the first five, all open, as a fresh install's database
 * holds them. Only the server entry imports it; no page ships it.
 */
import { firstJobs as frozenFirstJobs } from '@/shared/jobs/first-jobs';
import { firstJobPractices } from '@/shared/jobs/practice-areas';
import { listingOf, type PublicJob } from '@/shared/jobs/public-jobs';
import type { JobsSource } from './jobs-source';

/** The first jobs with the practice migration 0022 gives each (their record never changes). */
const firstJobs: PublicJob[] = frozenFirstJobs.map((job) => {
  const practice = firstJobPractices[job.referenceNumber];
  return practice === undefined ? job : { ...job, practice };
});
const listings = firstJobs.map(listingOf);

export const firstJobsSource: JobsSource = {
  list: () => Promise.resolve({ jobs: listings }),
  page: (slug) => {
    const job = firstJobs.find((candidate) => candidate.slug === slug);
    return Promise.resolve(
      job && {
        kind: 'open' as const,
        job,
        others: listings.filter((other) => other.slug !== slug),
      },
    );
  },
};
