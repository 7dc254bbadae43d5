/**
 * The job form's practice and benefits: chosen and typed as staff would, sent as the server
 * reads them, read back from a stored job, and a hostile benefit named before anything is sent.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { paths } from '@/config/paths';
import { staffJobFactsCopy as factsCopy } from '@/content/staff/job-facts';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { readJobInput, type JobInput } from '@/shared/jobs/job-input';
import { practiceAreas } from '@/shared/jobs/practice-areas';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { recruiterSession } from '@/test/staff-session';
import { createStaffQueryClient, staffKeys } from '../api/queries';
import { bodyOf, newJobValues, valuesOf } from './job-form-values';
import { NewJobPage } from './job-page';

const fetchMock = vi.fn<typeof fetch>();

const job: JobInput = {
  title: 'Data Engineer',
  slug: 'data-engineer',
  referenceNumber: 'AKS-9',
  employmentType: 'full-time',
  workplace: 'on-site',
  locations: [{ locality: 'Omaha', region: 'NE', country: 'US' }],
  remoteRegions: [],
  client: { kind: 'own' },
  validThrough: '2027-05-01',
  experience: '3-5 Years',
  summary: 'Build the pipelines.',
  responsibilities: ['One.'],
  qualifications: ['Two.'],
  practice: 'data-engineering',
  benefits: ['Four weeks of paid leave.', 'A training budget.'],
  seo: { title: 'Data Engineer', description: 'Build the pipelines.' },
};

describe('the job form’s practice and benefits values', () => {
  it('give back a job’s practice and benefits as the server reads them', () => {
    expect(readJobInput(bodyOf(valuesOf(job)))).toEqual({ ok: true, input: job });
  });

  it('send no practice while none is chosen, and benefits a line each, bullets dropped', () => {
    const body = bodyOf({ ...newJobValues(), benefits: '- Gym\n\n • Lunch \n' });
    expect(body).not.toHaveProperty('practice');
    expect(body.benefits).toEqual(['Gym', 'Lunch']);
    expect(valuesOf({ ...job, practice: undefined, benefits: undefined })).toMatchObject({
      practice: '',
      benefits: '',
    });
  });
});

function renderNewJob() {
  const client = createStaffQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(staffKeys.session, recruiterSession());
  const router = createMemoryRouter(
    [
      { path: paths.staffNewJob.pattern, element: <NewJobPage /> },
      { path: paths.staffJob.pattern, element: <p>Saved</p> },
    ],
    { initialEntries: [paths.staffNewJob.href()] },
  );
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return router;
}

const posts = () => fetchMock.mock.calls.filter(([, sent]) => sent?.method === 'POST');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the job form’s practice and benefits fields', () => {
  // Slow on a busy machine: a whole form rendered and typed into.
  it(
    'offers every practice and none, and sends the one chosen with the benefits typed',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const router = renderNewJob();
      await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Data Engineer');
      await user.type(screen.getByRole('textbox', { name: /^Reference number/ }), 'AKS-9');
      await user.click(screen.getByRole('combobox', { name: factsCopy.practice }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toHaveLength(practiceAreas.length + 1);
      expect(options[0]).toHaveTextContent(factsCopy.noPractice);
      await user.click(screen.getByRole('option', { name: 'Data Engineering' }));
      expect(screen.getByRole('combobox', { name: factsCopy.practice })).toHaveTextContent(
        'Data Engineering',
      );
      await user.click(screen.getByRole('textbox', { name: factsCopy.benefits }));
      await user.paste('Four weeks of paid leave.\nA training budget.');
      const saved: StaffJob = {
        id: 8,
        title: 'Data Engineer',
        slug: 'data-engineer',
        referenceNumber: 'AKS-9',
        state: 'draft',
        practice: 'data-engineering',
        applicants: 0,
        daysOpen: null,
        datePosted: null,
        updatedAt: '2026-11-27T00:00:00.000Z',
        revision: 1,
        referenceFixed: false,
        job: { ...job, seo: job.seo ?? { title: '', description: '' } },
      };
      fetchMock.mockImplementation((_url, init) =>
        Promise.resolve(
          new Response(JSON.stringify(saved), {
            status: init?.method === 'POST' ? 201 : 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      );
      await user.click(screen.getByRole('button', { name: copy.create }));
      await waitFor(() => {
        expect(router.state.location.pathname).toBe(paths.staffJob.href(8));
      });
      const [, init] = posts()[0] ?? [];
      expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toMatchObject({
        practice: 'data-engineering',
        benefits: ['Four weeks of paid leave.', 'A training budget.'],
      });
    },
  );

  it(
    'names a benefit with markup or a bidi override before sending anything',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderNewJob();
      await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Data Engineer');
      await user.type(screen.getByRole('textbox', { name: /^Reference number/ }), 'AKS-9');
      const benefits = screen.getByRole('textbox', { name: factsCopy.benefits });
      await user.click(benefits);
      await user.paste('Lunch\n<img src=x onerror=alert(1)>');
      await user.click(screen.getByRole('button', { name: copy.create }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Benefits, item 2 holds HTML or a tag.');
      expect(alert).toHaveFocus();

      await user.clear(benefits);
      await user.paste('Bonus\u202Etxt.exe');
      await user.click(screen.getByRole('button', { name: copy.create }));
      await waitFor(() => {
        expect(screen.getByRole('alert')).toHaveTextContent('invisible formatting character');
      });
      expect(posts()).toEqual([]);
    },
  );
});
