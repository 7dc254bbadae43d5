/**
 * Everything a running gateway is made of, wired once for every way it runs (`npm start`, the
 * tests, the benchmark, Lambda): the database brought up to date, the client-address key, the
 * rate limits of submissions and beacons (in memory on SQLite, in the database on PostgreSQL,
 * where several instances share them), the intake of submissions with its outbox, the notification worker and the daily sweep.
 * The hourly checks it runs are listed in ./runtime-checks.ts.
 */
import type { Hono } from 'hono';
import { createApp } from './app';
import { builtSite } from './built-site';
import { describeError } from './errors';
import { clientHasher } from './client-address';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db';
import { sharedRateLimit } from './db/rate-limit';
import { sharedSecret } from './db/settings';
import type { IntakeOptions } from './gateway/intake';
import { memoryRateLimit } from './policy/rate-limit';
import {
  enabledChannels,
  OutboxWorker,
  sendsConfirmations,
  type DrainResult,
} from './notify/worker';
import { deviceSigner } from './staff/device-cookie';
import { twoFactorKeys } from './staff/two-factor-keys';
import { statusLinks } from './status-links';
import { attributionFor, type Analytics } from './analytics/attribution';
import { BeaconQueue } from './analytics/ingest';
import { IssuedBuilds } from './analytics/issued-builds';
import { CountedJobPages } from './analytics/job-pages';
import { beaconLimits } from './analytics/beacon-limits';
import { weeklyDigestMail, weeklyRangeOf } from './analytics/weekly-digest';
import { VisitorHasher } from './analytics/visitors';
import { accountLinkJobOf, accountLinkMail } from './staff/account-link-mail';
import { linkTokens } from './staff/link-tokens';
import { runChecks, scheduleChecks } from './periodic';
import { periodicChecks } from './runtime-checks';
import { ResumeReader } from './gateway/resume-text';
import { referenceCodec } from './references';
import { derivedKey, loadHashKey } from './secrets';
import { confirmationCaps } from './gateway/confirmation-caps';

export type RuntimeConfig = Omit<
  ServerConfig,
  | 'port'
  | 'host'
  | 'distDir'
  | 'apiOnly'
  | 'requestTimeoutMs'
  | 'uploadTimeoutMs'
  | 'headersTimeoutMs'
  | 'maxConnections'
>;

export interface RuntimeOptions {
  distDir?: string | undefined;
  log?: ((line: string) => void) | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /** An open database to use instead of opening the configured one. */
  database?: Database;
  /** Connections per process to PostgreSQL. */
  poolSize?: number;
  /** The clock of the staff area (tests hold it still); Date.now otherwise. */
  now?: () => number;
}

export interface Runtime {
  app: Hono;
  database: Database;
  /** Where the gateway hands accepted submissions. */
  intake: IntakeOptions;
  /** The queue of page views and speed figures, and the day's visitor hash. */
  analytics: Analytics;
  worker: OutboxWorker;
  /** Reads uploaded résumé files' text, off the request path. */
  resumes: ResumeReader;
  /**
   * Starts the background work of a long-running process: notifications, the daily sweep and
   * the digests.
   */
  startBackground(): void;
  /**
   * What a scheduled serverless invocation does: the periodic checks (sweep, digests), then
   * deliver due notifications.
   */
  runScheduled(deadline: number): Promise<DrainResult>;
  /** Stops the background work, then closes the database. */
  close(): Promise<void>;
}

export async function createRuntime(
  config: RuntimeConfig,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(`${new Date().toISOString()} ${line}`);
    });
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      path: config.databasePath,
      poolSize: options.poolSize,
    }));
  // Keyed hashes and references come from a key outside the database (server/secrets.ts).
  const hashKey = loadHashKey(config);
  const hashClient = clientHasher(derivedKey(hashKey, 'client-network'));
  const references = referenceCodec(derivedKey(hashKey, 'reference'));
  const devices = deviceSigner(await sharedSecret(database, 'device-cookie-key'));
  const limit = { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs };
  const limiter =
    database.engine === 'postgres' ? sharedRateLimit(database, limit) : memoryRateLimit(limit);
  const uploadLimit = { max: config.resumeUploadsPerHour, windowMs: 60 * 60_000 };
  const resumes = new ResumeReader(database, log);
  const uploadLimiter =
    database.engine === 'postgres'
      ? sharedRateLimit(database, uploadLimit)
      : memoryRateLimit(uploadLimit);
  const linkKeys = linkTokens(derivedKey(hashKey, 'account-link'));
  const links = statusLinks(await sharedSecret(database, 'status-link-key'), config.publicOrigin);
  const worker = new OutboxWorker({
    database,
    notify: config.notify,
    publicOrigin: config.publicOrigin,
    timeZone: config.timeZone,
    statusLinks: links,
    references,
    log,
    digests: [
      (payload, context) => {
        const week = weeklyRangeOf(payload);
        return week && weeklyDigestMail(database, week, context);
      },
      (payload, context) => {
        const link = accountLinkJobOf(payload);
        return link === undefined ? undefined : accountLinkMail(database, linkKeys, link, context);
      },
    ],
  });
  // The site served, followed across rebuilds: its build's id is what this server issues.
  const site = options.distDir ? builtSite(options.distDir) : undefined;
  const ownBuilds = () => {
    const id = site?.current().settings?.buildId;
    return id === undefined ? [] : [id];
  };
  const analytics: Analytics = {
    queue: new BeaconQueue(database, { log }),
    visitors: new VisitorHasher(database, config.timeZone, config.publicOrigin),
    builds: new IssuedBuilds(database, {
      own: ownBuilds,
      keepMs: config.analyticsRawDays * 24 * 60 * 60_000,
      now: options.now,
    }),
    jobPages: new CountedJobPages(database, options.now),
  };
  await analytics.builds.register();
  site?.onReplaced(() => {
    analytics.builds.register().catch((error: unknown) => {
      log(`analytics: the new build was not registered: ${describeError(error)}`);
    });
  });
  const intake: IntakeOptions = {
    database,
    attribute: (request, kind, now) => attributionFor(database, analytics, request, kind, now),
    channels: enabledChannels(config.notify),
    confirmations: sendsConfirmations(config.notify),
    confirmationCaps: confirmationCaps(database, {
      key: derivedKey(hashKey, 'confirmation-recipient'),
      perHour: config.confirmationsPerHour,
      tellStaff: enabledChannels(config.notify).includes('email'),
      now: options.now,
    }),
    burstMax: config.spamBurstMax,
    now: options.now,
    log,
    onQueued: () => {
      worker.wake();
    },
  };
  const app = createApp({
    distDir: options.distDir,
    site,
    database,
    intake,
    limiter,
    uploadLimiter,
    onResumeStored: () => {
      resumes.wake();
    },
    hashClient,
    devices,
    twoFactorKeys: twoFactorKeys(hashKey),
    signInConcurrency: config.signInConcurrency,
    timeZone: config.timeZone,
    statusLinks: links,
    references,
    linkTokens: linkKeys,
    onMailQueued: () => {
      worker.wake();
    },
    analytics: {
      ...analytics,
      limits: beaconLimits(database, {
        perMinute: config.beaconsPerMinute,
        perSecond: config.beaconsPerSecond,
        now: options.now,
      }),
    },
    config,
    now: options.now,
    log,
    env: options.env,
  });
  const checks = periodicChecks({ database, config, analytics, resumes, worker, log });

  let stopChecks: (() => Promise<void>) | undefined;
  return {
    app,
    database,
    intake,
    analytics,
    worker,
    resumes,
    startBackground() {
      // Early, while the server is small: its start is the one costly fork left.
      resumes.startHost();
      worker.start();
      stopChecks ??= scheduleChecks(checks, log);
    },
    async runScheduled(deadline) {
      await runChecks(checks, Date.now(), log);
      return worker.drain(deadline);
    },
    async close() {
      await stopChecks?.();
      await resumes.stop();
      await analytics.queue.flush();
      await worker.stop();
      await database.close();
    },
  };
}
