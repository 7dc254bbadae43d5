import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
// Swiper's layout rules are needed by the prerendered carousel before its lazy chunk arrives.
import 'swiper/css';
import 'swiper/css/a11y';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { hydrationElementId, parseHydration } from './app/hydration';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { reportWebVitals } from './lib/report-web-vitals';

/**
 * The prerendered HTML already shows the page; its route module must be loaded before hydration
 * or the first client render would be empty (and mismatch the HTML).
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}

function readHydrationData() {
  const text = document.getElementById(hydrationElementId)?.textContent;
  return text ? parseHydration(text) : undefined;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const prerendered = container.hasChildNodes();
  if (prerendered) await resolveLazyMatches();

  const router = createBrowserRouter(routes, {
    hydrationData: readHydrationData(),
  });
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  reportWebVitals();
}

void start();
