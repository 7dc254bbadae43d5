import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';

/** Renders a form with the providers its page gives it (theme, router for links). */
export function renderForm(form: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: form }]);
  return render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
