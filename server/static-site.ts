import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { assetsDir, staffPagePatterns } from '@/config/endpoints';
import type { BuiltSite } from './built-site';

/** Vite names built assets by content hash, so they can be cached for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Pages and unhashed files must be revalidated so a deploy shows up at once. */
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

/**
 * Serves the prerendered site: precompressed files (Brotli or gzip) when the browser accepts
 * them, long-lived caching for hashed assets, the staff pages' shell for every /staff address
 * (the browser renders them; the staff API is mounted before this), and for anything else the
 * prerendered 404 page with status 404 (JSON to a method other than GET or HEAD). The shell and
 * the 404 page are those of the build in place now (see built-site.ts).
 */
export function staticSite(site: BuiltSite): Hono {
  const app = new Hono();
  const serveShell = async (c: Context, next: () => Promise<void>) => {
    const { staffShell } = site.current();
    // A build without the staff pages: their addresses are missing pages like any other.
    if (staffShell === undefined) return next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(staffShell);
  };
  app.get(staffPagePatterns.inbox, serveShell);
  app.get(`${staffPagePatterns.inbox}/*`, serveShell);

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header(
      'Cache-Control',
      c.req.path.startsWith(`/${assetsDir}/`) ? immutableCacheControl : revalidateCacheControl,
    );
  });

  app.use('*', serveStatic({ root: site.distDir, precompressed: true }));

  app.all('*', (c) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      c.header('Cache-Control', 'no-store');
      return c.html(site.current().notFoundHtml, 404);
    }
    return c.json({ message: 'Not found.' }, 404);
  });
  return app;
}
