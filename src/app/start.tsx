/**
 * Starts React on the page: hydrates the prerendered HTML (or renders, on the dev server and the
 * staff pages). Imported by `main.tsx` after the libraries it needs.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from './emotion-cache';
import { hydrationElementId, parseHydration } from './router-state';
import { AppProviders } from './providers';
import { routes } from './router';
import { createBrowserRouter, matchRoutes, RouterProvider } from './router-runtime';
import { countPageViews, vitalsCollector, type PageOf } from '@/lib/analytics-beacon';
import { beaconHandler, reportWebVitals } from '@/lib/report-web-vitals';
import { appRootId } from '@/lib/start-up/contract';
import { startNavigation } from '@/lib/start-up/regions';
import { nextTask } from '@/lib/start-up/tasks';
import { site } from '@/config/site';
import { appTheme } from '@/theme/app-theme';

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

/** The page the router shows: its route pattern (`/careers/:slug`) and its path. */
function currentPage(router: ReturnType<typeof createBrowserRouter>): PageOf {
  const matches = matchRoutes(routes, window.location) ?? [];
  const path = window.location.pathname;
  const trimmed = (value: string) => value.replace(/(.)\/$/, '$1');
  // An address no route takes whole is the not-found page: named `*`, and never counted. So is
  // a route's address whose loader found nothing (`/careers/no-such-job`): the router shows its
  // error, not a page of the site.
  const last = matches.at(-1);
  const failed = router.state.errors !== null && Object.keys(router.state.errors).length > 0;
  if (!last || failed || trimmed(last.pathname) !== trimmed(path)) return { route: '*', path };
  const parts = matches.map(({ route }) => route.path ?? '').filter((part) => part !== '');
  const route = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return { route, path };
}

/** Page views and speed figures to the site's own server, and to VITE_VITALS_URL when set. */
function measure(router: ReturnType<typeof createBrowserRouter>): void {
  const page = () => currentPage(router);
  countPageViews(page, (onChange) => {
    router.subscribe(onChange);
  });
  const collect = vitalsCollector(page());
  const elsewhere = site.vitalsUrl ? beaconHandler(site.vitalsUrl) : undefined;
  if (!collect && !elsewhere) return;
  reportWebVitals((metric) => {
    collect?.(metric.name, metric.value);
    elsewhere?.(metric);
  });
}

/**
 * From the first client-side navigation on, the app runs the whole document (`startNavigation`):
 * the bands still waiting open, since the frame's bands read the address and React applies it to
 * a band only once that band has hydrated, and the prerendered page's inline scripts stand down
 * before the next page renders, so nothing of theirs can act on it.
 */
function takeOverOnNavigation(router: ReturnType<typeof createBrowserRouter>): void {
  let { location } = router.state;
  router.subscribe((state) => {
    // A navigation with no code or data to load changes the address without passing through
    // the loading state.
    if (state.navigation.state === 'idle' && state.location === location) return;
    location = state.location;
    startNavigation();
  });
}

function readHydrationData() {
  const text = document.getElementById(hydrationElementId)?.textContent;
  return text ? parseHydration(text) : undefined;
}

export async function start(): Promise<void> {
  const container = document.getElementById(appRootId);
  if (!container) throw new Error('The page has no #root element.');
  const prerendered = container.hasChildNodes();
  // The steps below run in tasks of their own: evaluating the scripts (before this function
  // runs), the page's route module, the theme, the router, then hydration in slices.
  if (prerendered) await resolveLazyMatches();
  await nextTask();
  appTheme();
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: readHydrationData(),
  });
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the prerendered page stays responsive and paints its
    // largest image without waiting for React.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  if (prerendered) takeOverOnNavigation(router);
  measure(router);
}
