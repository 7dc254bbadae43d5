import { Hono } from 'hono';
import { mountStaticSite } from './static-site';

export interface AppOptions {
  /** Folder of the built site; omitted when the server runs the API only. */
  distDir?: string;
}

/** The HTTP application of `npm start`: the built site (and, see gateway.ts, the form API). */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  if (options.distDir) mountStaticSite(app, options.distDir);
  return app;
}
