/**
 * Helpers of the server tests: a real HTTP server on an ephemeral port over a fresh database of
 * the engine under test (a temporary SQLite file, or a new PostgreSQL database). Beside it: a
 * small fake built site (`fake-dist.ts`), valid payloads to vary (`payloads.ts`) and the stored
 * submissions (`stored-submissions.ts`).
 */
import { afterEach } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { defaultPayTransparency } from '@/shared/jobs/publish-checks';
import { noProxy } from '../client-address';
import { readNotifyConfig } from '../notify-config';
import { openDatabase, type Database } from '../db';
import { createRuntime, type Runtime, type RuntimeConfig } from '../runtime';
import { listen } from './listen';
import { createTestDatabase, testHashKey, type TestDatabase } from './test-database';
import { referenceCodec } from '../references';
import { derivedKey } from '../secrets';

/** The references the test servers give (they share one hash key). */
export const testReferences = referenceCodec(derivedKey(testHashKey, 'reference'));

/** The settings of a test server: production defaults, with the rate limit off. */
export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    databasePath: ':memory:',
    databaseUrl: undefined,
    allowedOrigins: [],
    rateLimitMax: 0,
    rateLimitWindowMs: 60_000,
    resumeUploadsPerHour: 0,
    proxy: noProxy,
    signInConcurrency: 2,
    publicOrigin: 'https://www.akscellence.example',
    retentionDays: 365,
    analyticsRawDays: 90,
    weeklyDigest: { weekday: 'monday', hour: 8 },
    beaconsPerMinute: 120,
    beaconsPerSecond: 2000,
    spamBurstMax: 3,
    timeZone: 'America/Chicago',
    notify: readNotifyConfig({}),
    // Every test server of a run shares it, as the instances of one site do.
    hashKey: testHashKey,
    confirmationsPerHour: 60,
    staffTwoFactor: 'admins',
    payTransparency: defaultPayTransparency,
    ...overrides,
  };
}

export interface TestServerOptions {
  distDir?: string;
  config?: Partial<RuntimeConfig>;
  /** Request lines go nowhere unless a test asks for them, or for the real console logger. */
  log?: ((line: string) => void) | 'console';
  env?: NodeJS.ProcessEnv;
  /** Start the notification worker and the daily sweep, as `npm start` does. */
  background?: boolean;
  /**
   * Answer requests in this process with hono's `app.request()`, without a socket: for route
   * tests that are not about the HTTP server itself. Every request then comes from one client
   * whose address is unknown, and arrives at the public origin.
   */
  inProcess?: boolean;
  /**
   * The clock of the staff area and the senders' status page, e.g. held still so that a burst of
   * requests all happen at once.
   */
  now?: () => number;
}

export interface TestServer {
  origin: string;
  gatewayUrl: string;
  /** A request to a path of this server, over its socket or in process. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** A JSON submission to the gateway. */
  submit: (body: unknown, headers?: Record<string, string>) => Promise<Response>;
  database: Database;
  /** The staff area's clock. */
  now: () => number;
  runtime: Runtime;
  /** The database, for a second server or a server process to open. */
  testDatabase: TestDatabase;
  close: () => Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDatabase = await createTestDatabase();
  const config = testConfig({
    databaseUrl: testDatabase.target.url,
    databasePath: testDatabase.target.path,
    ...options.config,
  });
  const database = await openDatabase(testDatabase.target);
  const runtime = await createRuntime(config, {
    distDir: options.distDir,
    database,
    log: options.log === 'console' ? undefined : (options.log ?? (() => undefined)),
    env: options.env ?? {},
    now: options.now,
  });
  if (options.background) runtime.startBackground();
  const http = options.inProcess
    ? { origin: config.publicOrigin, close: () => Promise.resolve() }
    : await listen((request) => runtime.app.fetch(request));
  const fetchPath = (path: string, init?: RequestInit) =>
    options.inProcess
      ? Promise.resolve(runtime.app.request(`${http.origin}${path}`, init))
      : fetch(`${http.origin}${path}`, init);
  return {
    origin: http.origin,
    gatewayUrl: `${http.origin}${gatewayPath}`,
    fetch: fetchPath,
    submit: (body, headers = {}) =>
      fetchPath(gatewayPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    database,
    now: options.now ?? Date.now,
    runtime,
    testDatabase,
    close: async () => {
      await http.close();
      await runtime.close();
      await testDatabase.drop();
    },
  };
}

/**
 * The start function of a test file: every server it started is closed after each test.
 * `defaults` apply to each start (e.g. `{ inProcess: true }`).
 */
export function testServers(
  defaults: TestServerOptions = {},
): (options?: TestServerOptions) => Promise<TestServer> {
  const started: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  return async (options = {}) => {
    const server = await startTestServer({ ...defaults, ...options });
    started.push(server);
    return server;
  };
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The answer's `message`, as the browser reads it. */
export async function messageOf(response: Response): Promise<string> {
  const data = (await response.json()) as { message?: unknown };
  if (typeof data.message !== 'string') throw new Error('The answer has no message.');
  return data.message;
}
