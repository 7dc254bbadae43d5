import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
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

/**
 * Hydrates a form as a prerendered page does: its HTML is rendered on the "server" and put in the
 * document, `before` does what the page's inline script and the visitor did to that markup before
 * React arrived, and React then hydrates it.
 */
export function hydrateForm(form: ReactNode, before: (container: HTMLElement) => void) {
  const ui = (
    <AppProviders emotionCache={createEmotionCache()}>
      <MemoryRouter>{form}</MemoryRouter>
    </AppProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  before(container);
  return render(ui, { container, hydrate: true });
}
