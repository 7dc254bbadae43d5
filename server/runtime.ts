/**
 * Everything a running gateway is made of, wired once for every way it runs (`npm start`, the
 * tests, the benchmark, Lambda): the database brought up to date, the client-address key, the
 * rate limit (in memory on SQLite, in the database on PostgreSQL, where several instances share
 * it), the intake of submissions with its outbox, the notification worker and the daily sweep.
 */
import type { Hono } from 'hono';
import { createApp } from './app';
import { clientHasher } from './client';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db';
import { sharedRateLimit } from './db/rate-limit';
import { sharedSecret } from './db/settings';
import type { IntakeOptions } from './gateway/intake';
import { memoryRateLimit } from './gateway/rate-limit';
import { enabledChannels, OutboxWorker, type DrainResult } from './notify/worker';
import { deviceSigner } from './staff/device-cookie';
import { scheduleRetention, sweepIfDue } from './retention';

export type RuntimeConfig = Omit<
  ServerConfig,
  | 'port'
  | 'host'
  | 'distDir'
  | 'apiOnly'
  | 'requestTimeoutMs'
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
  worker: OutboxWorker;
  /** Starts the background work of a long-running process: notifications and the daily sweep. */
  startBackground(): void;
  /** What a scheduled serverless invocation does: deliver due notifications, sweep if due. */
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
  const hashClient = clientHasher(await sharedSecret(database, 'client-hash-key'));
  const devices = deviceSigner(await sharedSecret(database, 'device-cookie-key'));
  const limit = { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs };
  const limiter =
    database.engine === 'postgres' ? sharedRateLimit(database, limit) : memoryRateLimit(limit);
  const worker = new OutboxWorker({
    database,
    notify: config.notify,
    publicOrigin: config.publicOrigin,
    log,
  });
  const intake: IntakeOptions = {
    database,
    channels: enabledChannels(config.notify),
    burstMax: config.spamBurstMax,
    onQueued: () => {
      worker.wake();
    },
  };
  const app = createApp({
    distDir: options.distDir,
    database,
    intake,
    limiter,
    hashClient,
    devices,
    signInConcurrency: config.signInConcurrency,
    config,
    now: options.now,
    log,
    env: options.env,
  });
  const sweepOptions = {
    retentionDays: config.retentionDays,
    rateLimitWindowMs: config.rateLimitWindowMs,
  };

  let stopRetention: (() => Promise<void>) | undefined;
  return {
    app,
    database,
    intake,
    worker,
    startBackground() {
      worker.start();
      stopRetention ??= scheduleRetention(database, sweepOptions, log);
    },
    async runScheduled(deadline) {
      const result = await worker.drain(deadline);
      await sweepIfDue(database, { ...sweepOptions, now: Date.now() }, log);
      return result;
    },
    async close() {
      await stopRetention?.();
      await worker.stop();
      await database.close();
    },
  };
}
