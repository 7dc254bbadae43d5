import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyRoute } from '../lib/chunk-reload';
import { RootErrorBoundary } from './root-error-boundary';
import { InitialLoad, RootLayout } from './root-layout';

/** What the prerender script and the sitemap need to know about a route. */
export interface RouteHandle {
  /** Concrete paths of a route with parameters (e.g. every service slug). */
  paths?: () => readonly string[];
  /** False for pages whose canonical URL is another path (articles under `/home/...`). */
  inSitemap?: boolean;
}

/**
 * THE route table. Every page is a lazily loaded route module (code splitting per page); the
 * layout and the error screen are part of the entry because every page needs them.
 * A page route's `id` is the name of its module in `./routes/` (the prerender script uses it to
 * preload the page's code; a unit test keeps the two in step).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: InitialLoad,
    children: [
      { id: 'home', index: true, lazy: lazyRoute(() => import('./routes/home')) },
      { id: 'about', path: paths.about, lazy: lazyRoute(() => import('./routes/about')) },
      { id: 'htabs', path: paths.htabs, lazy: lazyRoute(() => import('./routes/htabs')) },
    ],
  },
];

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

export interface PagePath {
  path: string;
  inSitemap: boolean;
}

/** Every concrete page path of the route table, in table order: what gets prerendered. */
export function listPagePaths(table: readonly RouteObject[] = routes): PagePath[] {
  const result: PagePath[] = [];
  const visit = (route: RouteObject) => {
    const handle = isRouteHandle(route.handle) ? route.handle : {};
    const inSitemap = handle.inSitemap ?? true;
    if (handle.paths) {
      for (const path of handle.paths()) result.push({ path, inSitemap });
    } else if (route.index) {
      result.push({ path: paths.home, inSitemap });
    } else if (route.path && route.path !== paths.home && !route.path.includes(':')) {
      result.push({ path: route.path, inSitemap });
    }
    route.children?.forEach(visit);
  };
  table.forEach(visit);
  return result;
}
