import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { careersPage } from '@/content/careers';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { listingOf, type JobListing } from '@/shared/jobs/public-jobs';
import { JobCard } from './job-card';

const [first] = firstJobs;

function renderCard(job: JobListing) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <JobCard job={job} labels={careersPage.jobLabels} actions={[]} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return within(screen.getByRole('article', { name: job.title })).getByRole('list');
}

describe('JobCard', () => {
  it('adds a pay line when the job has a range, read with "to" for its dash', () => {
    const listing = listingOf({
      ...first,
      pay: { min: 95_000, max: 120_000, currency: 'USD', unit: 'YEAR' },
    });
    const facts = within(renderCard(listing)).getAllByRole('listitem');
    expect(facts).toHaveLength(3);
    const pay = facts[2];
    expect(within(pay as HTMLElement).getByText('$95,000 – $120,000 a year')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(pay).toHaveTextContent(`${careersPage.jobLabels.pay}: $95,000 to $120,000 a year`);
  });

  it('shows the location and experience alone for a job without pay, whose listing has no pay key', () => {
    const listing = listingOf(first);
    expect('pay' in listing).toBe(false);
    expect(within(renderCard(listing)).getAllByRole('listitem')).toHaveLength(2);
  });
});
