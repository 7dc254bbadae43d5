/**
 * Settings of the gateway server, all from environment variables with documented defaults
 * (README "Configuration"). Contradictory settings stop the start with a sentence saying what to
 * fix, rather than running with notifications that silently go nowhere.
 */
import { join, resolve } from 'node:path';
// Relative, not `@/`: vite.config.ts loads this file before any alias exists.
import { retentionDaysFrom } from '../src/config/retention.ts';

/** `npm start` listens here unless PORT is set. */
export const defaultPort = 3000;
/** `npm run dev` runs the gateway alone on this port, behind Vite's proxy. */
export const defaultGatewayPort = 8787;

export const projectRoot = resolve(import.meta.dirname, '..');
export const defaultDistDir = join(projectRoot, 'dist');

export interface NotifyConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset means no e-mail. */
  smtpUrl: string | undefined;
  /** Sender address of the e-mails. */
  from: string | undefined;
  /** Recipients of the e-mails. */
  to: readonly string[];
  /** Where each submission is POSTed as JSON; unset means no webhook. */
  webhookUrl: string | undefined;
  /** Key of the X-Signature HMAC-SHA256 of the webhook body. */
  webhookSecret: string | undefined;
  /** First retry this long after a failure, doubling each time up to an hour. */
  retryBaseMs: number;
  /** How long a worker owns a job it claimed; longer than any one delivery attempt may take. */
  leaseMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the built site. */
  distDir: string;
  /** SQLite file of the submissions (unused when databaseUrl is set). */
  databasePath: string;
  /** PostgreSQL URL; several instances may share it. */
  databaseUrl: string | undefined;
  /** Origins allowed to call the gateway from another site (CORS); same-origin always works. */
  allowedOrigins: readonly string[];
  /** Submissions one client may make per window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy you control). */
  trustProxy: boolean;
  /** Where staff open the site; links in notifications and the staff pages' Origin check use it. */
  publicOrigin: string;
  /** Submissions older than this many days are deleted by the daily sweep. */
  retentionDays: number;
  /** Submissions per client within ten minutes before the burst heuristic flags spam; 0 = off. */
  spamBurstMax: number;
  notify: NotifyConfig;
  /** Serve the API only (development, behind Vite). */
  apiOnly: boolean;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}".`);
  return parsed;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An absolute http(s) URL's origin, or an error naming the variable. */
function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} must be an absolute URL such as https://www.example.com, got "${value}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http or https URL, got "${value}".`);
  }
  return url.origin;
}

/** Each delivery attempt is cut off at a quarter of the lease, so a lease never ends mid-send. */
const minLeaseMs = 10_000;

export function readNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig {
  const notify: NotifyConfig = {
    smtpUrl: optional(env.SMTP_URL),
    from: optional(env.NOTIFY_FROM),
    to: list(env.NOTIFY_TO),
    webhookUrl: optional(env.NOTIFY_WEBHOOK_URL),
    webhookSecret: optional(env.NOTIFY_WEBHOOK_SECRET),
    retryBaseMs: integer(env.NOTIFY_RETRY_BASE_MS, 30_000, 'NOTIFY_RETRY_BASE_MS'),
    leaseMs: integer(env.NOTIFY_LEASE_MS, 120_000, 'NOTIFY_LEASE_MS'),
  };
  if (notify.smtpUrl !== undefined) {
    if (!/^smtps?:\/\//i.test(notify.smtpUrl)) {
      throw new Error('SMTP_URL must start with smtp:// or smtps://.');
    }
    if (notify.from === undefined || notify.to.length === 0) {
      throw new Error(
        'SMTP_URL is set: set NOTIFY_FROM (the sender) and NOTIFY_TO (recipients) too.',
      );
    }
  }
  if (notify.webhookUrl !== undefined) {
    origin(notify.webhookUrl, 'NOTIFY_WEBHOOK_URL');
    if (notify.webhookSecret === undefined) {
      throw new Error('NOTIFY_WEBHOOK_URL is set: set NOTIFY_WEBHOOK_SECRET to sign its requests.');
    }
  }
  if (notify.leaseMs < minLeaseMs) {
    throw new Error(`NOTIFY_LEASE_MS must be at least ${minLeaseMs}.`);
  }
  return notify;
}

/** Where the database is: what `npm run staff` and `npm run migrate` need, and nothing else. */
export function readDatabaseTarget(env: NodeJS.ProcessEnv = process.env): {
  url: string | undefined;
  path: string;
} {
  return {
    url: optional(env.DATABASE_URL),
    path: resolve(env.DATABASE_PATH ?? join(projectRoot, 'data', 'submissions.sqlite')),
  };
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): ServerConfig {
  const apiOnly = argv.includes('--api-only');
  const port = integer(
    env.PORT,
    apiOnly ? integer(env.GATEWAY_PORT, defaultGatewayPort, 'GATEWAY_PORT') : defaultPort,
    'PORT',
  );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(env.DIST_DIR ?? defaultDistDir),
    databasePath: readDatabaseTarget(env).path,
    databaseUrl: readDatabaseTarget(env).url,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 10, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    publicOrigin: env.PUBLIC_ORIGIN
      ? origin(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN')
      : `http://localhost:${port}`,
    retentionDays: retentionDaysFrom(env.RETENTION_DAYS),
    spamBurstMax: integer(env.SPAM_BURST_MAX, 3, 'SPAM_BURST_MAX'),
    notify: readNotifyConfig(env),
    apiOnly,
  };
}
