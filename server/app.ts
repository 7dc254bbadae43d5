import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { beaconPath, gatewayPath, requestStatusPaths, resumeUploadPath } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import type { ServerConfig } from './config';
import type { Database } from './db';
import { describeError } from './errors';
import { refuseControlsInQuery } from './input-controls';
import { gatewayRoutes } from './gateway/routes';
import { resumeRoutes } from './gateway/resume-routes';
import { statusRoutes } from './gateway/status-routes';
import type { Analytics } from './analytics/attribution';
import type { BeaconLimits } from './analytics/beacon-limits';
import { beaconRoutes } from './analytics/beacon-routes';
import { reportRoutes } from './analytics/report-routes';
import type { ReferenceCodec } from './references';
import type { StatusLinks } from './status-links';
import { confirmWhenUnflagged, type IntakeOptions } from './gateway/intake';
import type { RateLimit } from './policy/rate-limit';
import { securityHeaders } from './security';
import type { DeviceSigner } from './staff/device-cookie';
import { HashSlots } from './staff/hash-slots';
import type { LinkTokens } from './staff/link-tokens';
import { staffRoutes } from './staff/routes';
import type { TwoFactorKeys } from './staff/two-factor-keys';
import { staticSite } from './static-site';
import { loadBuiltRenderer } from './jobs/built-renderer';
import { livePages } from './jobs/live-pages';
import { jobsJsonRoutes, livePageRoutes } from './jobs/routes';
import { liveShareImages } from './jobs/share-images';
import { jobPreviewRoutes } from './jobs/job-preview';
import { jobPageFailureRoutes } from './jobs/staff-routes';
import { builtSite, type BuiltSite } from './built-site';

export type AppConfig = Pick<
  ServerConfig,
  'allowedOrigins' | 'proxy' | 'publicOrigin' | 'staffTwoFactor' | 'payTransparency'
>;

export interface AppOptions {
  /** Folder of the built site; omitted when the server runs the API only. */
  distDir?: string | undefined;
  /** That site, followed across rebuilds (made from `distDir` when not given). */
  site?: BuiltSite | undefined;
  /**
   * The server build beside it, which renders the pages showing jobs from the database
   * (default: `dist-ssr/` beside the site's folder; without one, the built files are served).
   */
  ssrDir?: string | undefined;
  database: Database;
  /** Where accepted submissions go, and who is told. */
  intake: IntakeOptions;
  limiter: RateLimit;
  /** Counts résumé uploads per client, apart from the submissions. */
  uploadLimiter: RateLimit;
  /** Told after each résumé file stored (wakes the reader of its text). */
  onResumeStored?: (() => void) | undefined;
  /** Keyed hash of a client address (server/client-address.ts). */
  hashClient: (address: string) => string;
  /** Signs and checks the staff sign-in's device cookies. */
  devices: DeviceSigner;
  /** Seals two-factor secrets, hashes recovery codes, signs pending sign-ins. */
  twoFactorKeys: TwoFactorKeys;
  /** Staff password checks computed at once. */
  signInConcurrency: number;
  /** The company's time zone. */
  timeZone: string;
  /** Counts page views and speed figures; without it the beacon endpoint is not there. */
  analytics?: (Analytics & { limits: BeaconLimits }) | undefined;
  /** Makes and checks senders' private status links. */
  statusLinks: StatusLinks;
  /** The references senders quote. */
  references: ReferenceCodec;
  /** Makes the tokens of invitation and password-reset links. */
  linkTokens: LinkTokens;
  /** Wakes the outbox worker when a staff route queued a mail (an invitation, a reset link). */
  onMailQueued?: (() => void) | undefined;
  config: AppConfig;
  /** Where request lines go; console.log unless a caller (the benchmark) wants quiet. */
  log?: ((line: string) => void) | undefined;
  /** Environment the CSP's connect-src origins come from (VITE_API_BASE, VITE_VITALS_URL). */
  env?: NodeJS.ProcessEnv | undefined;
  now?: () => number;
}

/**
 * The HTTP application: security headers, the form gateway, the staff API, then the built site
 * (with the staff pages' shell). The same app runs under `npm start`, in containers and on Lambda.
 */
export function createApp(options: AppOptions): Hono {
  const site = options.site ?? (options.distDir ? builtSite(options.distDir) : undefined);
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const app = new Hono();

  // An id for each request, in its log lines and in the X-Request-Id answer header, so one
  // request can be followed through the logs. The id a proxy of ours gave it is kept; without
  // one, whatever a client wrote there is not believed (it could pass off one request as another
  // in the logs).
  const trustsRequestIds = options.config.proxy.hops > 0;
  app.use('*', requestId(trustsRequestIds ? {} : { headerName: '' }));
  if (!trustsRequestIds) {
    app.use('*', async (c, next) => {
      c.header('X-Request-Id', c.get('requestId'));
      await next();
    });
  }
  // So that every answer below it (files, 404 page, API, errors) carries the headers.
  app.use(
    '*',
    securityHeaders({
      site,
      proxy: options.config.proxy,
      env: options.env,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    log(`request=${c.get('requestId')} internal error on ${c.req.method}: ${describeError(error)}`);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: 'Something went wrong on our side. Please try again later.' }, 500);
  });

  // No control character reaches a query, a log line or the database from a query parameter of
  // the API (each route checks its JSON body as it reads it: input-controls.ts).
  const apiPaths = [
    gatewayPath,
    resumeUploadPath,
    beaconPath,
    `${requestStatusPaths.status}/*`,
    requestStatusPaths.status,
    `${staffApiPaths.prefix}/*`,
  ];
  for (const path of apiPaths) app.use(path, refuseControlsInQuery());

  // Before the site, whose catch-all would otherwise answer these paths first.
  app.route(
    '/',
    gatewayRoutes({
      config: options.config,
      intake: options.intake,
      limiter: options.limiter,
      hashClient: options.hashClient,
      log,
      referenceOf: options.references.of,
    }),
  );
  app.route(
    '/',
    resumeRoutes({
      database: options.database,
      limiter: options.uploadLimiter,
      hashClient: options.hashClient,
      proxy: options.config.proxy,
      log,
      onStored: options.onResumeStored,
      now: options.now,
    }),
  );
  if (options.analytics) {
    app.route(
      '/',
      beaconRoutes({
        ...options.analytics,
        proxy: options.config.proxy,
        publicOrigin: options.config.publicOrigin,
        hashClient: options.hashClient,
        now: options.now,
      }),
    );
  }
  app.route(
    '/',
    statusRoutes({
      database: options.database,
      links: options.statusLinks,
      limiter: options.limiter,
      hashClient: options.hashClient,
      proxy: options.config.proxy,
      allowedOrigins: options.config.allowedOrigins,
      publicOrigin: options.config.publicOrigin,
      references: options.references,
      now: options.now,
    }),
  );
  // The pages showing jobs, rendered from the database by the build beside the site's files.
  const live =
    site &&
    livePages({
      database: options.database,
      load: () => loadBuiltRenderer(options.ssrDir ?? join(dirname(site.distDir), 'dist-ssr')),
      log,
      now: options.now,
    });
  app.route(
    '/',
    staffRoutes({
      database: options.database,
      proxy: options.config.proxy,
      publicOrigin: options.config.publicOrigin,
      hashClient: options.hashClient,
      hashSlots: new HashSlots(options.signInConcurrency),
      devices: options.devices,
      twoFactorKeys: options.twoFactorKeys,
      twoFactorRule: options.config.staffTwoFactor,
      timeZone: options.timeZone,
      guarded: [
        reportRoutes({
          database: options.database,
          timeZone: options.timeZone,
          now: options.now ?? Date.now,
          beacons: options.analytics?.queue,
        }),
        jobPageFailureRoutes(live),
        jobPreviewRoutes(live, options.database),
      ],
      onUnflagged: confirmWhenUnflagged(options.intake),
      references: options.references,
      tokens: options.linkTokens,
      payTransparency: options.config.payTransparency,
      onMailQueued: options.onMailQueued,
      now: options.now ?? Date.now,
      log,
    }),
  );

  app.route('/', jobsJsonRoutes(options.database));
  if (site && live) {
    const pictures = liveShareImages({
      database: options.database,
      distDir: site.distDir,
      frame: async () => (await live.build())?.frame,
      log,
    });
    site.onReplaced(() => {
      live.reload();
      pictures.reload();
    });
    app.route('/', livePageRoutes(live, pictures));
    app.route('/', staticSite(site));
  } else app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  return app;
}
