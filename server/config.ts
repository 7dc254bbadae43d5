/**
 * Settings of the gateway server, all from environment variables with documented defaults
 * (README "Configuration"). Contradictory settings stop the start with a sentence saying what to
 * fix, rather than running with notifications that silently go nowhere.
 */
import { dirname, join, resolve } from 'node:path';
import type { ProxyTrust } from './client-address';
import { flag, integer, list, optional, origin, renamed, renamedInteger } from './env-values.ts';
import { readNotifyConfig, type NotifyConfig } from './notify-config.ts';
import { minHashKeyLength } from './secrets.ts';
import type { TwoFactorRule } from './policy/two-factor.ts';
import { checkTimeZone, defaultTimeZone } from './time-zone.ts';
// Relative, not `@/`: vite.config.ts loads this file before any alias exists.
import { analyticsRawDays, retentionDaysFrom } from '../src/config/retention.ts';
import { defaultPayTransparency, isJurisdictionCode } from '../src/shared/jobs/publish-checks.ts';

/** `npm start` listens here unless PORT is set. */
export const defaultPort = 3000;
/**
 * The HTTP server's limits unless configured otherwise (REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS,
 * HEADERS_TIMEOUT_MS, MAX_CONNECTIONS): see http-server.ts. A résumé upload gets long enough for
 * the largest file over a slow phone connection, with room to spare for a worse one.
 */
export const defaultLimits = {
  requestTimeoutMs: 30_000,
  uploadTimeoutMs: 180_000,
  headersTimeoutMs: 10_000,
  maxConnections: 1024,
} as const;

/** `npm run dev` runs the gateway alone on this port, behind Vite's proxy. */
export const defaultGatewayPort = 8787;

export const projectRoot = resolve(import.meta.dirname, '..');
export const defaultDistDir = join(projectRoot, 'dist');

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
  /** Résumé files one client may upload per hour; 0 turns the limit off. */
  resumeUploadsPerHour: number;
  /** How many proxies of ours stand in front, and whether their X-Forwarded-Proto is believed. */
  proxy: ProxyTrust;
  /** A request (headers and body) must have arrived within this time, or it is cut off. */
  requestTimeoutMs: number;
  /** The same for a résumé file's upload, which a slow phone takes longer to send. */
  uploadTimeoutMs: number;
  /** The request's headers must have arrived within this time. */
  headersTimeoutMs: number;
  /** Connections open at once; more are refused until one closes. */
  maxConnections: number;
  /** Staff password checks computed at once; sign-ins beyond it are answered 429 at once. */
  signInConcurrency: number;
  /** Where staff open the site; links in notifications and the staff pages' Origin check use it. */
  publicOrigin: string;
  /** Submissions older than this many days are deleted by the daily sweep. */
  retentionDays: number;
  /** Days raw page views, visits and speed figures are kept (daily totals: `retentionDays`). */
  analyticsRawDays: number;
  /** Page-view and speed beacons one client may send per minute; 0 turns the limit off. */
  beaconsPerMinute: number;
  /** Beacons the whole site takes per second, all clients together; 0 turns the budget off. */
  beaconsPerSecond: number;
  /** When the weekly report e-mail leaves (company time zone). */
  weeklyDigest: { weekday: Weekday; hour: number };
  /** Submissions per client within ten minutes before the burst heuristic adds a point; 0 = off. */
  spamBurstMax: number;
  /** The company's time zone: times in e-mails and the CSV export are shown in it. */
  timeZone: string;
  notify: NotifyConfig;
  /** Serve the API only (development, behind Vite). */
  apiOnly: boolean;
  /**
   * HASH_KEY: the root of the server's keyed hashes and references, kept outside the database
   * (server/secrets.ts); unset on SQLite means a generated one in a file beside the database.
   */
  hashKey: string | undefined;
  /** Confirmations to senders per hour at most, all senders together; 0 sends none. */
  confirmationsPerHour: number;
  /** STAFF_TWO_FACTOR: `admins` (the default) or `all` must sign in with two-factor. */
  staffTwoFactor: TwoFactorRule;
  /** PAY_TRANSPARENCY: where a job must show its pay range to be published (ISO 3166-2 codes). */
  payTransparency: readonly string[];
}

/**
 * TRUST_PROXY: how many proxies of ours a request passes (`1` or `true` for one, a number for a
 * chain such as a CDN in front of a load balancer; unset or 0 for none). TRUST_PROXY_PROTO says
 * whether their X-Forwarded-Proto is believed; by default it is whenever there is a proxy.
 */
export function readProxyTrust(env: NodeJS.ProcessEnv): ProxyTrust {
  const value = env.TRUST_PROXY?.trim().toLowerCase() ?? '';
  const hops =
    value === '' || value === 'false'
      ? 0
      : value === 'true'
        ? 1
        : integer(value, 0, 'TRUST_PROXY (a number of proxies, or true/false)');
  return { hops, proto: flag(env.TRUST_PROXY_PROTO, 'TRUST_PROXY_PROTO') ?? hops > 0 };
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

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

function readWeeklyDigest(env: NodeJS.ProcessEnv): { weekday: Weekday; hour: number } {
  const day = renamed(env, 'ANALYTICS_DIGEST_DAY', 'INSIGHTS_DIGEST_DAY');
  const weekday = (optional(day.value) ?? 'monday').toLowerCase();
  if (!(weekdays as readonly string[]).includes(weekday)) {
    throw new Error(`${day.name} must be a day of the week (${weekdays.join(', ')}).`);
  }
  const hourSetting = renamed(env, 'ANALYTICS_DIGEST_HOUR', 'INSIGHTS_DIGEST_HOUR');
  const hour = integer(hourSetting.value, 8, hourSetting.name);
  if (hour > 23) throw new Error(`${hourSetting.name} must be an hour from 0 to 23.`);
  return { weekday: weekday as Weekday, hour };
}

/**
 * Where staff open the site: PUBLIC_ORIGIN, or the address the local server answers at (the one
 * `npm start` prints, recorded beside the SQLite database; see `siteAddressFile`).
 */
export function readPublicOrigin(env: NodeJS.ProcessEnv, port: number): string {
  return env.PUBLIC_ORIGIN
    ? origin(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN')
    : `http://localhost:${port}`;
}

/**
 * The file in which a running local server records the address it answers at, so that the
 * staff command, run from another terminal without the server's settings, names the same one.
 */
export function siteAddressFile(databasePath: string): string {
  return join(dirname(databasePath), 'site-address');
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
    // A local run answers this machine only; a container sets HOST=0.0.0.0 (docs/scale.md).
    host: env.HOST ?? '127.0.0.1',
    distDir: resolve(env.DIST_DIR ?? defaultDistDir),
    databasePath: readDatabaseTarget(env).path,
    databaseUrl: readDatabaseTarget(env).url,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 10, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    resumeUploadsPerHour: integer(env.RESUME_UPLOADS_PER_HOUR, 20, 'RESUME_UPLOADS_PER_HOUR'),
    proxy: readProxyTrust(env),
    requestTimeoutMs: integer(
      env.REQUEST_TIMEOUT_MS,
      defaultLimits.requestTimeoutMs,
      'REQUEST_TIMEOUT_MS',
    ),
    uploadTimeoutMs: integer(
      env.UPLOAD_TIMEOUT_MS,
      defaultLimits.uploadTimeoutMs,
      'UPLOAD_TIMEOUT_MS',
    ),
    headersTimeoutMs: integer(
      env.HEADERS_TIMEOUT_MS,
      defaultLimits.headersTimeoutMs,
      'HEADERS_TIMEOUT_MS',
    ),
    maxConnections: integer(env.MAX_CONNECTIONS, defaultLimits.maxConnections, 'MAX_CONNECTIONS'),
    signInConcurrency: Math.max(1, integer(env.SIGN_IN_CONCURRENCY, 2, 'SIGN_IN_CONCURRENCY')),
    publicOrigin: readPublicOrigin(env, port),
    retentionDays: retentionDaysFrom(env.RETENTION_DAYS),
    // The privacy notice promises at most this long; a setting may only shorten it.
    analyticsRawDays: Math.min(
      analyticsRawDays,
      Math.max(1, renamedInteger(env, 'ANALYTICS_RAW_DAYS', 'INSIGHTS_RAW_DAYS', analyticsRawDays)),
    ),
    spamBurstMax: integer(env.SPAM_BURST_MAX, 3, 'SPAM_BURST_MAX'),
    weeklyDigest: readWeeklyDigest(env),
    beaconsPerMinute: integer(env.BEACONS_PER_MINUTE, 120, 'BEACONS_PER_MINUTE'),
    beaconsPerSecond: integer(env.BEACONS_PER_SECOND, 2000, 'BEACONS_PER_SECOND'),
    timeZone: checkTimeZone(optional(env.COMPANY_TIME_ZONE) ?? defaultTimeZone),
    notify: readNotifyConfig(env),
    apiOnly,
    hashKey: readHashKey(env),
    confirmationsPerHour: integer(env.CONFIRMATIONS_PER_HOUR, 60, 'CONFIRMATIONS_PER_HOUR'),
    staffTwoFactor: readTwoFactorRule(env),
    payTransparency: readPayTransparency(env),
  };
}

function readTwoFactorRule(env: NodeJS.ProcessEnv): TwoFactorRule {
  const value = optional(env.STAFF_TWO_FACTOR)?.toLowerCase() ?? 'admins';
  if (value !== 'admins' && value !== 'all') {
    throw new Error('STAFF_TWO_FACTOR must be admins (the default) or all.');
  }
  return value;
}

/** PAY_TRANSPARENCY: a comma-separated list of codes (US-CA, or US for the whole country), or none. */
function readPayTransparency(env: NodeJS.ProcessEnv): readonly string[] {
  const value = optional(env.PAY_TRANSPARENCY);
  if (value === undefined) return defaultPayTransparency;
  if (value.toLowerCase() === 'none') return [];
  const codes = list(value).map((code) => code.toUpperCase());
  const wrong = codes.find((code) => !isJurisdictionCode(code));
  if (wrong !== undefined) {
    throw new Error(
      `PAY_TRANSPARENCY must list ISO 3166-2 codes such as US-CA (or US for a whole country), or say none; "${wrong}" is not one.`,
    );
  }
  return codes;
}

function readHashKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = optional(env.HASH_KEY);
  if (key !== undefined && key.length < minHashKeyLength) {
    throw new Error(
      `HASH_KEY must be at least ${minHashKeyLength} characters (for example the output of: openssl rand -hex 32).`,
    );
  }
  return key;
}
