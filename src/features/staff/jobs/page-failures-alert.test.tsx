import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { staffApiPaths } from '@/config/staff-api';
import { staffJobsCopy } from '@/content/staff/jobs';
import { jobPageFailuresPath, type JobPageFailures } from '@/shared/jobs/page-failures';
import { recruiterSession } from '@/test/staff-session';
import { createStaffQueryClient, staffKeys } from '../api/queries';
import { PageFailuresAlert } from './page-failures-alert';

const copy = staffJobsCopy.pageFailures;
const fetchMock = vi.fn<typeof fetch>();

const session = recruiterSession();

const failing: JobPageFailures = { failures: [{ path: '/careers', at: '2026-11-27T10:31:00Z' }] };

/** The failures the server lists now, and what a request to render again leaves. */
function server(now: JobPageFailures, afterRetry: JobPageFailures | 'down') {
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : '';
    // The CSRF token comes with the session, asked for again before a change.
    if (url === staffApiPaths.session) return Promise.resolve(Response.json(session));
    if (url !== jobPageFailuresPath) return Promise.reject(new Error(url));
    if (init?.method === 'POST') {
      if (afterRetry === 'down') return Promise.resolve(new Response('', { status: 502 }));
      return Promise.resolve(Response.json(afterRetry));
    }
    return Promise.resolve(Response.json(now));
  });
}

function renderAlert() {
  const client = createStaffQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  client.setQueryData(staffKeys.session, session);
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <QueryClientProvider client={client}>
        <PageFailuresAlert enabled />
      </QueryClientProvider>
    </AppProviders>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public pages that failed to render', () => {
  it('says nothing while every page is up to date', async () => {
    server({ failures: [] }, { failures: [] });
    renderAlert();
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(screen.queryByText(copy.title)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists each page with when it failed, and says so once they render again', async () => {
    const user = userEvent.setup();
    server(failing, { failures: [] });
    renderAlert();
    expect(await screen.findByText(copy.title)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(/^\/careers, since /);
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.done);
    expect(screen.queryByText(copy.title)).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'POST') ?? [];
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe('token');
  });

  it('says when they still fail, and when the server could not be asked', async () => {
    const user = userEvent.setup();
    server(failing, failing);
    renderAlert();
    await user.click(await screen.findByRole('button', { name: copy.retry }));
    const alert = screen.getByText(copy.title).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('The warning is not an alert.');
    expect(await within(alert).findByRole('status')).toHaveTextContent(copy.stillFailing);

    server(failing, 'down');
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await within(alert).findByRole('status')).toHaveTextContent(copy.retryFailed);
  });
});
