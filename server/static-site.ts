import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { assetPaths } from '@/config/endpoints';

/** Vite names built assets by content hash, so they can be cached for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Pages and unhashed files must be revalidated so a deploy shows up at once. */
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

/**
 * Serves the prerendered site: precompressed files (Brotli or gzip) when the browser accepts
 * them, long-lived caching for hashed assets, and the prerendered 404 page with status 404.
 */
export function mountStaticSite(app: Hono, distDir: string): void {
  const notFoundHtml = readFileSync(join(distDir, assetPaths.notFoundPage.slice(1)), 'utf8');

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? immutableCacheControl : revalidateCacheControl,
    );
  });

  app.use('*', serveStatic({ root: distDir, precompressed: true }));

  app.notFound((c) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      c.header('Cache-Control', 'no-store');
      return c.html(notFoundHtml, 404);
    }
    return c.json({ message: 'Not found.' }, 404);
  });
}
