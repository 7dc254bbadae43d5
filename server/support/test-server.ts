/**
 * Helpers of the server tests: a real HTTP server on an ephemeral port over a fresh database of
 * the engine under test (a temporary SQLite file, or a new PostgreSQL database), a small fake
 * built site, and valid payloads to vary.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import {
  applicationMessage,
  readApplicationHeader,
  type ApplyPayload,
} from '@/shared/forms/apply-schema';
import type { ContactPayload } from '@/shared/forms/contact-schema';
import { buildIdOf } from '@/shared/analytics/beacon';
import { payloadFields } from '@/shared/staff/submission-fields';
import { buildSettingsFile, serializeBuildSettings } from '../build-settings';
import { noProxy } from '../client-address';
import { readNotifyConfig } from '../notify-config';
import { openDatabase, type Database, type NewSubmission } from '../db';
import { acceptSubmission } from '../gateway/intake';
import { createRuntime, type Runtime, type RuntimeConfig } from '../runtime';
import { scriptHash } from '../security';
import { listen } from './listen';
import { createTestDatabase, testHashKey, type TestDatabase } from './test-database';
import { referenceCodec } from '../references';
import { derivedKey } from '../secrets';

export { listen };

/** The references the test servers give (they share one hash key). */
export const testReferences = referenceCodec(derivedKey(testHashKey, 'reference'));

export function temporaryDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `akscel-${prefix}-`));
}

export const validContact = {
  portal_name: 'Akscel',
  requested_demo_for_product_name: 'Akscel portal',
  first_name: 'Jane',
  last_name: 'Doe',
  orgnization_email: 'jane.doe@example.com',
  orgnization_name: 'Prairie Mutual',
  message: 'We need two Java developers for a six-month project.',
} satisfies ContactPayload;

export const validApply = {
  portal_name: 'Akscel',
  requested_demo_for_product_name: 'Akscel portal',
  first_name: 'Ravi',
  last_name: 'Kumar',
  orgnization_email: 'ravi.kumar@example.org',
  orgnization_name: 'Akscel',
  country: 'Omaha, NE',
  message: applicationMessage(
    'Senior Java Developer',
    'Yes',
    'Ravi Kumar\nSenior Java developer, 6 years.\n',
  ),
} satisfies ApplyPayload;

/** A contact request as the gateway stores it, with some fields changed. */
export function newContact(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    kind: 'contact',
    country: null,
    position: null,
    onsite: null,
    ...validContact,
    ...overrides,
  };
}

/** An application as the gateway stores it (its job and onsite answer read from the message). */
export function newApplication(overrides: Partial<NewSubmission> = {}): NewSubmission {
  const message = overrides.message ?? validApply.message;
  return { kind: 'apply', ...validApply, ...readApplicationHeader(message), ...overrides };
}

/** The inline script of the fake site, as MUI's colour-scheme init is in the real one. */
export const fakeInlineScript = "(function(){document.documentElement.dataset.mode='light';})();";

/** The build id of the fake site: the name of its one script, as a page works it out. */
export const fakeBuildId = buildIdOf('/assets/x.js');

/**
 * A built site in miniature: pages with one executable inline script and two data blocks, the
 * 404 page, the build's settings (with that script's hash), and a hashed asset with its gzip twin.
 */
export function makeFakeDist(): string {
  const dir = temporaryDir('dist');
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title>` +
    `<script type="module" crossorigin src="/assets/x.js"></script></head><body>` +
    `<script>${fakeInlineScript}</script><div id="root"><h1>${title}</h1></div>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script type="application/json" id="router-hydration">{"loaderData":{}}</script>` +
    `</body></html>`;
  writeFileSync(join(dir, 'index.html'), page('Home'));
  mkdirSync(join(dir, 'aboutus'));
  writeFileSync(join(dir, 'aboutus', 'index.html'), page('About Us'));
  writeFileSync(join(dir, '404.html'), page('Page not found'));
  writeFileSync(
    buildSettingsFile(dir),
    serializeBuildSettings({
      retentionDays: 365,
      scriptHashes: [scriptHash(fakeInlineScript)],
      buildId: fakeBuildId,
    }),
  );
  mkdirSync(join(dir, 'staff'));
  writeFileSync(join(dir, 'staff', 'index.html'), page('Staff inbox'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  writeFileSync(join(dir, 'assets', 'x.js'), script);
  writeFileSync(join(dir, 'assets', 'x.js.gz'), gzipSync(script));
  return dir;
}

/** The settings of a test server: production defaults, with the rate limit off. */
export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    databasePath: ':memory:',
    databaseUrl: undefined,
    allowedOrigins: [],
    rateLimitMax: 0,
    rateLimitWindowMs: 60_000,
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

/** A stored submission as the form sent it: its id, kind, arrival time and payload fields. */
export type StoredSubmission = NewSubmission & { id: number; received_at: string };

/**
 * Registers builds as served at `at` by instances of the site, as each server does when it
 * starts, and has the server read them: their beacons keep their build from then on.
 */
export async function issueBuilds(
  server: TestServer,
  builds: readonly string[],
  at: number,
): Promise<void> {
  for (const build of builds) {
    await server.database.db
      .insertInto('builds')
      .values({ build, first_seen: at, issued_at: at })
      .onConflict((conflict) => conflict.column('build').doUpdateSet({ issued_at: at }))
      .execute();
  }
  await server.runtime.analytics.builds.read();
}

/** Every stored submission, oldest first, with its payload fields. */
export function storedSubmissions(database: Database): Promise<StoredSubmission[]> {
  return database.db
    .selectFrom('submissions')
    .select(['id', 'kind', 'received_at', 'position', 'onsite', ...payloadFields])
    .orderBy('id')
    .execute();
}

/** How many submissions are stored. */
export async function submissionCount(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return row?.total ?? 0;
}

/** Stores a submission as the gateway does after validating one (spam checks, outbox). */
export async function storeSubmission(
  server: TestServer,
  submission: NewSubmission,
  clientHash: string | null = null,
): Promise<StoredSubmission> {
  const { id } = await acceptSubmission(server.runtime.intake, submission, clientHash);
  return server.database.db
    .selectFrom('submissions')
    .select(['id', 'kind', 'received_at', 'position', 'onsite', ...payloadFields])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
