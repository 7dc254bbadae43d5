import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ChunkLoadError } from '@/lib/chunk-reload';
import { renderRoute } from '@/test/render';
import { summarizeError } from '@/lib/error-summary';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';

describe('error screen', () => {
  it('shows "404 Not Found" inside the site frame for an unknown path', async () => {
    renderRoute('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows a thrown error's message", async () => {
    const table: RouteObject[] = [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RootErrorBoundary,
        children: [
          {
            index: true,
            Component: () => {
              throw new Error('Widget exploded');
            },
          },
        ],
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/', table);
    expect(await screen.findByText('Widget exploded')).toBeInTheDocument();
  });

  it('offers Retry when page code could not be downloaded', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', {
      href: 'http://localhost/',
      pathname: '/',
      search: '',
      hash: '',
      reload,
    });
    const table: RouteObject[] = [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RootErrorBoundary,
        children: [
          {
            index: true,
            lazy: () =>
              Promise.reject(
                new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module')),
              ),
          },
        ],
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/', table);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('summarises the kinds of errors', () => {
    expect(summarizeError(new Error('boom')).title).toBe('boom');
    expect(summarizeError('odd').title).toBe('odd');
    expect(summarizeError(new ChunkLoadError(new Error('x'))).retryable).toBe(true);
  });
});
