import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { paths } from '@/config/paths';
import { careersPage } from '@/content/careers';
import { firstJobs } from '@/shared/jobs/first-jobs';
import type { PublicJob } from '@/shared/jobs/public-jobs';
import { CareersPage } from './careers-page';

async function renderCareers(jobs: readonly PublicJob[]) {
  const router = createMemoryRouter(
    [
      {
        path: paths.careers.pattern,
        element: <CareersPage />,
        loader: () => ({ jobs }),
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [paths.careers.href()] },
  );
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: careersPage.hero.heading });
}

describe('the careers page', () => {
  it('lists every open position with its links', async () => {
    await renderCareers(firstJobs);
    for (const job of firstJobs) {
      expect(screen.getByRole('heading', { name: job.title })).toBeInTheDocument();
    }
    expect(screen.queryByText(careersPage.none)).toBeNull();
  });

  it('says there is no opening rather than showing an empty list', async () => {
    await renderCareers([]);
    expect(screen.getByText(careersPage.none)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
