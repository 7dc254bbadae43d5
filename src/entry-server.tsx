import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { criticalStyleTags, unnamedStyleIds } from '@/app/critical-styles';
import { createEmotionCache } from '@/app/emotion-cache';
import { hasRouterState, hydrationElementId, serializeHydration } from '@/app/router-state';
import { AppProviders } from '@/app/providers';
import { listPagePaths as listRoutePaths, routes, type PagePath } from '@/app/router';
import { paths } from '@/config/paths';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { site } from '@/config/site';
import { firstJobsSource } from '@/lib/first-jobs-source';
import type { JobsContext, JobsSource } from '@/lib/jobs-source';
import { themeStylesheet } from '@/theme/theme-stylesheet';

export { themeStylesheet };

/**
 * Every page the build prerenders: the route table's, and after /careers the first jobs' pages
 * (a fresh install's jobs; the server renders the database's).
 */
export function listPagePaths(): PagePath[] {
  const pages = listRoutePaths();
  const careers = pages.findIndex((page) => page.path === paths.careers.href());
  const jobPages = firstJobs.map((job) => ({ path: paths.job.href(job.slug), inSitemap: true }));
  return [...pages.slice(0, careers + 1), ...jobPages, ...pages.slice(careers + 1)];
}
export type { JobsSource };
export type { JobList, JobPageAnswer } from '@/shared/jobs/public-jobs';
export { carouselStylesheet, carouselStylesId } from '@/features/insights/carousel-styles';
/**
 * The retention period this build's privacy notice states; `npm start` compares it with its own.
 */
export { builtRetentionDays } from '@/config/retention';

export interface RenderedPage {
  /** HTML of the app, for the #root element. */
  html: string;
  /** <style> tags with the critical CSS of this page's components (the theme's CSS is separate). */
  styles: string;
  /** 200, or the status of an error response (404 for an unknown path). */
  status: number;
  /** Ids of the matched routes, outermost first (page routes are named after their module). */
  routeIds: string[];
  /** The router state as a JSON data block, placed after #root (none when it is empty). */
  data: string;
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

/** A path whose loader redirected (a renamed job's old address). */
export interface RedirectedPage {
  status: number;
  location: string;
}

/**
 * Renders one path to static HTML. `prerender` (not renderToString) waits for lazy route
 * modules; a fresh Emotion cache per page collects exactly the CSS this page uses. The jobs come
 * from `jobs`: the first jobs for the build, the database for the server's live pages.
 */
export async function render(
  path: string,
  jobs: JobsSource = firstJobsSource,
): Promise<RenderedPage | RedirectedPage> {
  const handler = createStaticHandler(routes);
  const requestContext: JobsContext = { jobs };
  const context = await handler.query(new Request(new URL(path, site.origin)), {
    requestContext,
  });
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);

  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders emotionCache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Never split a finished Suspense boundary out into a script-revealed chunk: the page must be
    // complete without JavaScript and carry no inline scripts but the site's own.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readStream(prelude);
  const critical = emotionServer.extractCriticalToChunks(html);
  const styles = criticalStyleTags(critical, {
    inserted: cache.inserted,
    unnamed: unnamedStyleIds(cache, critical),
  });
  return {
    html,
    styles,
    status: context.statusCode,
    routeIds: context.matches.map((match) => match.route.id),
    data: hasRouterState(context)
      ? `<script type="application/json" id="${hydrationElementId}">${serializeHydration(context)}</script>`
      : '',
  };
}

/**
 * The staff pages' shell: an empty #root (the browser renders those pages) with the theme's
 * global styles and its colour-scheme script, so the shell paints in the right scheme at once.
 */
export async function renderShell(): Promise<{ head: string; styles: string }> {
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerender(<AppProviders emotionCache={cache}>{null}</AppProviders>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await readStream(prelude);
  const styles = criticalStyleTags(emotionServer.extractCriticalToChunks(html), {
    inserted: cache.inserted,
  });
  return { head: html, styles };
}
