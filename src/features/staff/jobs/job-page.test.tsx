import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { paths } from '@/config/paths';
import { jobFormChecksCopy as checksCopy } from '@/content/staff/job-form-checks';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { publishSentences } from '@/shared/jobs/publish-checks';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { recruiterSession } from '@/test/staff-session';
import { createStaffQueryClient, staffKeys } from '../api/queries';
import { StaffJobPage, NewJobPage } from './job-page';

const fetchMock = vi.fn<typeof fetch>();

/** Answers the job's own address with `job`, a move with `moved`, and a new job with `created`. */
function server(job: StaffJob, replies: { moved?: Response; created?: StaffJob } = {}) {
  let current = job;
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : '';
    if (url.endsWith('/moves') && replies.moved) {
      const moved = replies.moved;
      if (moved.ok) current = { ...current, state: 'closed', daysOpen: null };
      return Promise.resolve(moved.ok ? answer(current) : moved);
    }
    if (init?.method === 'POST' && replies.created) {
      current = replies.created;
      return Promise.resolve(answer(current, 201));
    }
    return Promise.resolve(answer(current));
  });
}

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const session = recruiterSession();

// A tuple of five: the first is always there.
const [first] = firstJobs;

const stored: StaffJob = {
  id: 7,
  title: first.title,
  slug: first.slug,
  referenceNumber: first.referenceNumber,
  state: 'open',
  practice: 'project-management',
  applicants: 3,
  daysOpen: 12,
  datePosted: '2026-10-01',
  updatedAt: '2026-10-01T00:00:00.000Z',
  revision: 1,
  referenceFixed: true,
  job: {
    ...first,
    locations: [...first.locations],
    remoteRegions: [],
    responsibilities: [...first.responsibilities],
    qualifications: [...first.qualifications],
  },
};

function renderAt(path: string) {
  const client = createStaffQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(staffKeys.session, session);
  const router = createMemoryRouter(
    [
      { path: paths.staffNewJob.pattern, element: <NewJobPage /> },
      { path: paths.staffJob.pattern, element: <StaffJobPage /> },
    ],
    { initialEntries: [path] },
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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the job form', () => {
  it('names a missing field before sending anything, then creates the draft', async () => {
    const user = userEvent.setup();
    const router = renderAt(paths.staffNewJob.href());
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Data Engineer');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('data-engineer');
    await user.click(screen.getByRole('button', { name: copy.create }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reference number is required.');
    expect(alert).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, sent]) => sent?.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Reference number/ }), 'AKS-1');
    server(stored, { created: { ...stored, id: 8, state: 'draft' } });
    await user.click(screen.getByRole('button', { name: copy.create }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.staffJob.href(8));
    });
    const [url, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'POST') ?? [];
    expect(url).toBe('/staff/api/jobs');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toMatchObject({
      title: 'Data Engineer',
      slug: 'data-engineer',
      referenceNumber: 'AKS-1',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(copy.created);
  });

  it('shows a saved job with its moves, and asks before closing it', async () => {
    const user = userEvent.setup();
    server(stored, { moved: answer({}) });
    renderAt(paths.staffJob.href(7));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.editTitle(first.title) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Reference number/ })).toHaveAttribute('readonly');
    const state = screen.getByRole('region', { name: copy.state });
    expect(within(state).getByText(copy.states.open)).toBeInTheDocument();
    expect(within(state).getByRole('button', { name: copy.moves.pause })).toBeEnabled();
    expect(within(state).queryByRole('button', { name: copy.moves.publish })).toBeNull();

    await user.click(within(state).getByRole('button', { name: copy.moves.close }));
    const dialog = await screen.findByRole('dialog', { name: copy.closeTitle });
    await user.click(within(dialog).getByRole('button', { name: copy.closeConfirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.moved.close);
    expect(within(state).getByText(copy.states.closed)).toBeInTheDocument();
    expect(within(state).getByRole('button', { name: copy.moves.reopen })).toBeEnabled();

    // An unsaved change holds the moves back.
    await user.type(screen.getByRole('textbox', { name: /^Experience/ }), '+');
    expect(within(state).getByRole('button', { name: copy.moves.reopen })).toBeDisabled();
  });

  it('shows the server’s refusal in an alert that takes the focus', async () => {
    const user = userEvent.setup();
    server(
      { ...stored, state: 'draft', referenceFixed: false },
      {
        moved: answer(
          { message: 'The job cannot be opened yet: Give a pay range.', problems: [] },
          422,
        ),
      },
    );
    renderAt(paths.staffJob.href(7));
    const state = await screen.findByRole('region', { name: copy.state });
    await user.click(within(state).getByRole('button', { name: copy.moves.publish }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Give a pay range.');
    expect(alert).toHaveFocus();
  });
});

describe('the job form’s field errors and concurrent edits', () => {
  const draft: StaffJob = { ...stored, state: 'draft', referenceFixed: false, datePosted: null };
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as object);

  it('marks the wrong field, lists it in a summary that takes the focus, and links to it', async () => {
    const user = userEvent.setup();
    renderAt(paths.staffNewJob.href());
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Data Engineer');
    await user.click(screen.getByRole('button', { name: copy.create }));
    const summary = await screen.findByRole('alert', { name: checksCopy.summaryTitle });
    expect(summary).toHaveFocus();
    const reference = screen.getByRole('textbox', { name: /^Reference number/ });
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription('The reference number is required.');
    // The other fields are not marked.
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await user.click(
      within(summary).getByRole('link', { name: 'The reference number is required.' }),
    );
    expect(reference).toHaveFocus();
    expect(sent('POST')).toEqual([]);
  });

  it('maps the publish checks’ problems (422) to their fields', async () => {
    const user = userEvent.setup();
    server(draft, {
      moved: answer(
        {
          message: `The job cannot be opened yet: ${publishSentences.summary} ${publishSentences.validThroughPassed}`,
          problems: [publishSentences.summary, publishSentences.validThroughPassed],
          fields: ['summary', 'validThrough'],
        },
        422,
      ),
    });
    renderAt(paths.staffJob.href(7));
    const state = await screen.findByRole('region', { name: copy.state });
    await user.click(within(state).getByRole('button', { name: copy.moves.publish }));
    const summary = await screen.findByRole('alert', { name: checksCopy.summaryTitle });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([publishSentences.summary, publishSentences.validThroughPassed]);
    expect(screen.getByRole('textbox', { name: /^Summary/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/^Valid through/)).toHaveAccessibleDescription(
      publishSentences.validThroughPassed,
    );
    expect(sent('POST')).toEqual([{ move: 'publish', revision: draft.revision }]);
  });

  it('keeps what was typed when the job changed meanwhile, and loads the current version on request', async () => {
    const user = userEvent.setup();
    const stale = `This job was changed after you opened it, by amy@akscellence.example on 2026-11-27 at 13:05 UTC. Nothing was saved.`;
    let current = draft;
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'PUT' ? answer({ message: stale, reason: 'stale' }, 409) : answer(current),
      ),
    );
    renderAt(paths.staffJob.href(7));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'My own title');
    // Meanwhile a colleague retitled it.
    current = {
      ...draft,
      title: 'Their title',
      revision: 2,
      job: { ...draft.job, title: 'Their title' },
    };
    await user.click(screen.getByRole('button', { name: copy.save }));
    const summary = await screen.findByRole('alert', { name: checksCopy.summaryTitle });
    expect(summary).toHaveTextContent(stale);
    expect(summary).toHaveFocus();
    expect(sent('PUT')[0]).toMatchObject({ title: 'My own title', revision: 1 });
    expect(title).toHaveValue('My own title');

    await user.click(within(summary).getByRole('button', { name: checksCopy.loadCurrent }));
    expect(await screen.findByRole('status')).toHaveTextContent(checksCopy.loadedCurrent);
    expect(title).toHaveValue('Their title');
    expect(screen.queryByRole('alert')).toBeNull();

    // The next save is based on the version now shown.
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(answer(init?.method === 'PUT' ? { ...current, revision: 3 } : current)),
    );
    await user.type(title, ' II');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.saved);
    expect(sent('PUT').at(-1)).toMatchObject({ title: 'Their title II', revision: 2 });
  });

  it('marks the address when the server says another job has it', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? answer({ message: 'Another job has (or had) that address.', reason: 'slug-taken' }, 409)
          : answer(draft),
      ),
    );
    renderAt(paths.staffJob.href(7));
    await user.type(await screen.findByRole('textbox', { name: /^Experience/ }), '+');
    await user.click(screen.getByRole('button', { name: copy.save }));
    const summary = await screen.findByRole('alert', { name: checksCopy.summaryTitle });
    expect(within(summary).getByRole('link')).toHaveTextContent('Another job has');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
