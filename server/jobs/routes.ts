/**
 * The jobs for the public: their JSON, for a client-side navigation to a page that shows them,
 * and the live pages themselves (live-pages.ts) with the job pages' share images
 * (share-images.ts), answered before the built files so the database's jobs win over the ones
 * the build prerendered.
 */
import { Hono, type Context } from 'hono';
import { assetPaths, jobsApiPaths, shareImage, shareImagePath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import type { Database } from '../db';
import { jobPageAnswer } from '../db/jobs';
import { openJobList } from '../db/screening';
import type { LivePage, LivePages } from './live-pages';
import type { LiveShareImages } from './share-images';

/** How long a browser or CDN may keep a live page or the jobs' JSON without asking again. */
export const liveCacheControl = 'public, max-age=0, s-maxage=2, must-revalidate';

function send(c: Context, page: LivePage): Response {
  c.header('Cache-Control', liveCacheControl);
  c.header('ETag', page.etag);
  c.header('Vary', 'Accept-Encoding');
  if (page.location !== undefined)
    return c.redirect(page.location, page.status === 302 ? 302 : 301);
  const type = page.type === 'xml' ? 'application/xml; charset=utf-8' : 'text/html; charset=utf-8';
  c.header('Content-Type', type);
  if (c.req.header('If-None-Match') === page.etag) return c.body(null, 304);
  const accepts = c.req.header('Accept-Encoding') ?? '';
  const status = page.status === 410 ? 410 : page.status === 404 ? 404 : 200;
  if (/\bbr\b/.test(accepts)) {
    c.header('Content-Encoding', 'br');
    return c.body(new Uint8Array(page.brotli), status);
  }
  if (/\bgzip\b/.test(accepts)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(page.gzip), status);
  }
  return c.body(page.body, status);
}

export function jobsJsonRoutes(database: Database): Hono {
  const app = new Hono();
  app.get(jobsApiPaths.list, async (c) => {
    c.header('Cache-Control', liveCacheControl);
    return c.json(await openJobList(database));
  });
  app.get(jobsApiPaths.pattern, async (c) => {
    c.header('Cache-Control', liveCacheControl);
    const answer = await jobPageAnswer(database, c.req.param('slug'));
    if (!answer) return c.json({ message: 'Not found.' }, 404);
    return c.json(answer, answer.kind === 'closed' ? 410 : 200);
  });
  return app;
}

/** Where the job pages' share images are: /share/careers/<slug>.png. */
const jobPicturePrefix = shareImagePath(paths.careers.href()).replace(/\.png$/, '/');

export function livePageRoutes(live: LivePages, pictures?: LiveShareImages): Hono {
  const app = new Hono();
  if (pictures) {
    app.get(`${jobPicturePrefix}:file`, async (c, next) => {
      const file = c.req.param('file') ?? '';
      const picture = file.endsWith('.png')
        ? await pictures.picture(file.slice(0, -'.png'.length))
        : undefined;
      if (!picture) return next();
      c.header('Cache-Control', liveCacheControl);
      c.header('ETag', picture.etag);
      c.header('Content-Type', shareImage.type);
      if (c.req.header('If-None-Match') === picture.etag) return c.body(null, 304);
      return c.body(new Uint8Array(picture.png));
    });
  }
  const serve = async (c: Context, next: () => Promise<void>) => {
    const page = await live.page(c.req.path);
    if (!page) return next();
    return send(c, page);
  };
  for (const path of [
    paths.careers.href(),
    paths.insights.href(),
    paths.apply.href(),
    assetPaths.sitemap,
  ]) {
    app.get(path, serve);
    app.get(`${path}/`, serve);
  }
  app.get(`${paths.careers.href()}/:slug`, serve);
  app.get(`${paths.careers.href()}/:slug/`, serve);
  return app;
}
