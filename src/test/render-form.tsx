import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';

/**
 * Renders a form with the providers its page gives it (theme, router for links), at an address of
 * its own (the query string may choose field values). The form brings its own React Query client.
 */
export function renderForm(form: ReactNode, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: form }], { initialEntries: [url] });
  return render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
