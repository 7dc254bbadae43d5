import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from './config';
import type { SubmissionStore } from './db';
import { describeError, mountGateway, type GatewayConfig } from './gateway';
import { securityHeaders } from './security';
import { mountStaticSite } from './static-site';

export interface AppOptions {
  /** Folder of the built site; omitted when the server runs the API only. */
  distDir?: string;
  store: SubmissionStore;
  config: GatewayConfig & Pick<ServerConfig, 'trustProxy'>;
  /** Where request lines go; console.log unless a caller (the benchmark) wants quiet. */
  log?: (line: string) => void;
  /** Environment the CSP's connect-src origins come from (VITE_API_BASE, VITE_VITALS_URL). */
  env?: NodeJS.ProcessEnv;
}

/** The HTTP application of `npm start`: security headers, the form gateway, then the built site. */
export function createApp(options: AppOptions): Hono {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const app = new Hono();

  // First, so that every answer below it (files, 404 page, API, errors) carries the headers.
  app.use(
    '*',
    securityHeaders({
      distDir: options.distDir,
      trustProxy: options.config.trustProxy,
      env: options.env,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    log(`internal error on ${c.req.method} request: ${describeError(error)}`);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: 'Something went wrong on our side. Please try again later.' }, 500);
  });

  // Before the site, whose catch-all middleware would otherwise see the gateway's path first.
  mountGateway(app, { store: options.store, config: options.config, log });

  if (options.distDir) mountStaticSite(app, options.distDir);
  else app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  return app;
}
