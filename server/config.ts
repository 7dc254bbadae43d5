/**
 * Settings of `npm start`'s server, all from environment variables with documented defaults
 * (README "Configuration").
 */
import { join, resolve } from 'node:path';

/** `npm start` listens here unless PORT is set. */
export const defaultPort = 3000;
/** `npm run dev` runs the gateway alone on this port, behind Vite's proxy. */
export const defaultGatewayPort = 8787;

export const projectRoot = resolve(import.meta.dirname, '..');
export const defaultDistDir = join(projectRoot, 'dist');

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the built site. */
  distDir: string;
  /** SQLite file of the submissions. */
  databasePath: string;
  /** Origins allowed to call the gateway from another site (CORS); same-origin always works. */
  allowedOrigins: readonly string[];
  /** Submissions one client may make per window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy you control). */
  trustProxy: boolean;
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

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): ServerConfig {
  const apiOnly = argv.includes('--api-only');
  return {
    port: integer(
      env.PORT,
      apiOnly ? integer(env.GATEWAY_PORT, defaultGatewayPort, 'GATEWAY_PORT') : defaultPort,
      'PORT',
    ),
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(env.DIST_DIR ?? defaultDistDir),
    databasePath: resolve(env.DATABASE_PATH ?? join(projectRoot, 'data', 'submissions.sqlite')),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 10, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    apiOnly,
  };
}
