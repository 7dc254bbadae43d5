/**
 * Helpers of the server tests: a real HTTP server on an ephemeral port over a fresh database of
 * the engine under test (a temporary SQLite file, or a new PostgreSQL database), a small fake
 * built site, and valid payloads to vary.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gatewayPath } from '@/config/endpoints';
import type { ApplyPayload } from '@/shared/forms/apply-schema';
import type { ContactPayload } from '@/shared/forms/contact-schema';
import { readNotifyConfig } from './config';
import { openDatabase, type Database, type SubmissionStore } from './db';
import { createRuntime, type Runtime, type RuntimeConfig } from './runtime';
import { listen } from './support/listen';
import { createTestDatabase, type TestDatabase } from './support/test-database';

export { listen };

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
  message: 'Ravi Kumar\nSenior Java developer, 6 years.\n',
} satisfies ApplyPayload;

/** The inline script of the fake site, as MUI's colour-scheme init is in the real one. */
export const fakeInlineScript = "(function(){document.documentElement.dataset.mode='light';})();";

/**
 * A built site in miniature: pages with one executable inline script and two data blocks, the
 * 404 page, and a hashed asset with its gzip twin.
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
    trustProxy: false,
    publicOrigin: 'https://www.akscellence.example',
    retentionDays: 365,
    spamBurstMax: 3,
    notify: readNotifyConfig({}),
    ...overrides,
  };
}

export interface TestServerOptions {
  distDir?: string;
  config?: Partial<RuntimeConfig>;
  /** A store to use instead of the database's (e.g. one that fails). */
  store?: SubmissionStore;
  /** Request lines go nowhere unless a test asks for them, or for the real console logger. */
  log?: ((line: string) => void) | 'console';
  env?: NodeJS.ProcessEnv;
  /** Start the notification worker and the daily sweep, as `npm start` does. */
  background?: boolean;
}

export interface TestServer {
  origin: string;
  gatewayUrl: string;
  store: SubmissionStore;
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
    ...(options.store ? { store: options.store } : {}),
    log: options.log === 'console' ? undefined : (options.log ?? (() => undefined)),
    env: options.env ?? {},
  });
  if (options.background) runtime.startBackground();
  const http = await listen((request) => runtime.app.fetch(request));
  return {
    origin: http.origin,
    gatewayUrl: `${http.origin}${gatewayPath}`,
    store: runtime.store,
    database,
    runtime,
    testDatabase,
    close: async () => {
      await http.close();
      if (options.store) await options.store.close();
      await runtime.close();
      await testDatabase.drop();
    },
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
