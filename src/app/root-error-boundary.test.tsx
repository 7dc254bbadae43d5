import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChunkLoadError } from '@/lib/chunk-reload';
import { renderRoute } from '@/test/render';
import { summarizeError } from '@/lib/error-summary';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';

describe('error screen', () => {
  it('shows the not-found page inside the site frame for an unknown path', async () => {
    renderRoute('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const pages = within(screen.getByRole('list', { name: 'Main pages' }));
    for (const [name, href] of [
      ['Home', paths.home.href()],
      ['Services', paths.services.href()],
      ['Careers', paths.careers.href()],
      ['Contact Us', paths.contact.href()],
    ] as const) {
      expect(pages.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug of a detail route', async () => {
    renderRoute('/services/no-such-service');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it("keeps the application error screen for a thrown error, with the error's message", async () => {
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
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // It shares the not-found page's picture for link previews, so the alt text describes that.
    const alt = document.head.querySelector('meta[property="og:image:alt"]');
    expect(alt).toHaveAttribute('content', 'Page not found | Akscellence');
    expect(document.title).toBe('Widget exploded | Akscellence');
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
    expect(summarizeError(new Error('boom')).notFound).toBe(false);
  });
});
