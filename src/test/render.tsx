import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

interface Entry {
  pathname: string;
  hash?: string;
  state?: unknown;
}

/** Renders the real route table at a path, with the app's providers. */
export function renderRoute(
  entry: string | Entry,
  table: RouteObject[] = routes,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(table, { initialEntries: [entry] });
  const result = render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders a component inside the providers and a router (for components that use links). */
export function renderWithProviders(ui: ReactNode, path = '/'): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
