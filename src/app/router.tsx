import type { RouteObject } from 'react-router-dom';
import type * as StaffRoutes from './routes/staff';
import type * as StaffJobsRoutes from './routes/staff-jobs';
import { articleSlugs, domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { lazyRoute } from '@/lib/chunk-reload';
import { RootErrorBoundary } from './root-error-boundary';
import { InitialLoad, RootLayout } from './root-layout';

/** What the prerender script and the sitemap need to know about a route. */
export interface RouteHandle {
  /** Concrete paths of a route with parameters (e.g. every service slug). */
  paths?: () => readonly string[];
  /** False for pages whose canonical URL is another path (articles under `/home/...`). */
  inSitemap?: boolean;
  /**
   * Rendered in the browser only, with everything below it (the staff pages): never
   * prerendered, not in the sitemap; `npm start` serves them the staff shell.
   */
  clientOnly?: boolean;
}

/** A staff page, from the staff inbox's one module. */
function staffPage(name: Exclude<keyof typeof StaffRoutes, 'Component' | 'jobsPage'>) {
  return lazyRoute(() => import('./routes/staff').then((module) => ({ Component: module[name] })));
}

/** A page of the Jobs area: its own chunk, asked for by the staff one (see ./routes/staff). */
function staffJobsPage(name: keyof typeof StaffJobsRoutes) {
  return lazyRoute(() => import('./routes/staff').then((module) => module.jobsPage(name)));
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
    path: paths.home.pattern,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: InitialLoad,
    children: [
      { id: 'home', index: true, lazy: lazyRoute(() => import('./routes/home')) },
      { id: 'about', path: paths.about.pattern, lazy: lazyRoute(() => import('./routes/about')) },
      {
        id: 'services',
        path: paths.services.pattern,
        lazy: lazyRoute(() => import('./routes/services')),
      },
      {
        id: 'service',
        path: paths.service.pattern,
        lazy: lazyRoute(() => import('./routes/service')),
        handle: {
          paths: () => serviceSlugs.map((slug) => paths.service.href(slug)),
        } satisfies RouteHandle,
      },
      {
        id: 'domains',
        path: paths.domains.pattern,
        lazy: lazyRoute(() => import('./routes/domains')),
      },
      {
        id: 'domain',
        path: paths.domain.pattern,
        lazy: lazyRoute(() => import('./routes/domain')),
        handle: {
          paths: () => domainSlugs.map((slug) => paths.domain.href(slug)),
        } satisfies RouteHandle,
      },
      {
        id: 'products',
        path: paths.products.pattern,
        lazy: lazyRoute(() => import('./routes/products')),
      },
      {
        id: 'careers',
        path: paths.careers.pattern,
        lazy: lazyRoute(() => import('./routes/careers')),
      },
      {
        id: 'job',
        path: paths.job.pattern,
        lazy: lazyRoute(() => import('./routes/job')),
        // Its pages are the jobs in the database, which the server renders (server/jobs/); the
        // build prerenders the first jobs' (src/entry-server.tsx), without their words reaching
        // every page's code through this table.
      },
      {
        id: 'insights',
        path: paths.insights.pattern,
        lazy: lazyRoute(() => import('./routes/insights')),
      },
      { id: 'blogs', path: paths.blogs.pattern, lazy: lazyRoute(() => import('./routes/blogs')) },
      {
        id: 'article',
        path: paths.article.pattern,
        lazy: lazyRoute(() => import('./routes/article')),
        handle: {
          paths: () => articleSlugs.map((slug) => paths.article.href(slug)),
        } satisfies RouteHandle,
      },
      {
        // The same articles are also served under /home/... (old links); their canonical URL is
        // /blogs/...
        id: 'home-article',
        path: paths.homeArticle.pattern,
        lazy: lazyRoute(() => import('./routes/home-article')),
        handle: {
          paths: () => articleSlugs.map((slug) => paths.homeArticle.href(slug)),
          inSitemap: false,
        } satisfies RouteHandle,
      },
      {
        id: 'contact',
        path: paths.contact.pattern,
        lazy: lazyRoute(() => import('./routes/contact')),
      },
      { id: 'apply', path: paths.apply.pattern, lazy: lazyRoute(() => import('./routes/apply')) },
      {
        id: 'privacy',
        path: paths.privacy.pattern,
        lazy: lazyRoute(() => import('./routes/privacy')),
      },
      { id: 'htabs', path: paths.htabs.pattern, lazy: lazyRoute(() => import('./routes/htabs')) },
      {
        // A sender's private page: prerendered, but neither indexed nor in the sitemap.
        id: 'request-status',
        path: paths.requestStatus.pattern,
        lazy: lazyRoute(() => import('./routes/request-status')),
        handle: { inSitemap: false } satisfies RouteHandle,
      },
    ],
  },
  {
    // The staff inbox: its own frame, its own code, nothing of it in the public pages.
    id: 'staff',
    path: paths.staffInbox.pattern,
    lazy: lazyRoute(() => import('./routes/staff')),
    HydrateFallback: InitialLoad,
    ErrorBoundary: RootErrorBoundary,
    handle: { clientOnly: true } satisfies RouteHandle,
    // The frame and its pages are one chunk (the reports page apart): they load together, and
    // fewer chunks shared with the public pages leave those pages' chunks as they were.
    children: [
      { id: 'staff-inbox', index: true, lazy: staffPage('StaffInboxPage') },
      { id: 'staff-sign-in', path: paths.staffSignIn.pattern, lazy: staffPage('SignInPage') },
      {
        id: 'staff-submission',
        path: paths.staffSubmission.pattern,
        lazy: staffPage('SubmissionPage'),
      },
      { id: 'staff-activity', path: paths.staffActivity.pattern, lazy: staffPage('ActivityPage') },
      { id: 'staff-account', path: paths.staffAccount.pattern, lazy: staffPage('AccountPage') },
      { id: 'staff-accounts', path: paths.staffAccounts.pattern, lazy: staffPage('AccountsPage') },
      { id: 'staff-join', path: paths.staffJoin.pattern, lazy: staffPage('JoinPage') },
      {
        id: 'staff-forgot-password',
        path: paths.staffForgotPassword.pattern,
        lazy: staffPage('ForgotPasswordPage'),
      },
      {
        id: 'staff-reset-password',
        path: paths.staffResetPassword.pattern,
        lazy: staffPage('ResetPasswordPage'),
      },
      // The Jobs area: its own chunk, loaded only by the roles that post jobs.
      { id: 'staff-jobs', path: paths.staffJobs.pattern, lazy: staffJobsPage('JobsPage') },
      { id: 'staff-new-job', path: paths.staffNewJob.pattern, lazy: staffJobsPage('NewJobPage') },
      { id: 'staff-job', path: paths.staffJob.pattern, lazy: staffJobsPage('JobPage') },
      {
        // Its own chunk: the charts load only with this page.
        id: 'staff-reports',
        path: paths.staffReports.pattern,
        lazy: lazyRoute(() => import('./routes/staff-reports')),
      },
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
    if (handle.clientOnly) return;
    const inSitemap = handle.inSitemap ?? true;
    if (handle.paths) {
      for (const path of handle.paths()) result.push({ path, inSitemap });
    } else if (route.index) {
      result.push({ path: paths.home.href(), inSitemap });
    } else if (route.path && route.path !== paths.home.pattern && !route.path.includes(':')) {
      result.push({ path: route.path, inSitemap });
    }
    route.children?.forEach(visit);
  };
  table.forEach(visit);
  return result;
}
