/**
 * Helpers of the server tests: a real HTTP server on an ephemeral port over a temporary SQLite
 * file, a small fake built site, and valid payloads to vary.
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gatewayPath } from '@/config/endpoints';
import type { ApplyPayload } from '@/shared/forms/apply-schema';
import type { ContactPayload } from '@/shared/forms/contact-schema';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { SqliteSubmissionStore, type SubmissionStore } from './db';

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
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  writeFileSync(join(dir, 'assets', 'x.js'), script);
  writeFileSync(join(dir, 'assets', 'x.js.gz'), gzipSync(script));
  return dir;
}

export interface TestServerOptions {
  distDir?: string;
  config?: Partial<ServerConfig>;
  /** A store to use instead of a fresh SQLite file (e.g. one that fails). */
  store?: SubmissionStore;
  /** Request lines go nowhere unless a test asks for them, or for the real console logger. */
  log?: ((line: string) => void) | 'console';
  env?: NodeJS.ProcessEnv;
}

export interface TestServer {
  origin: string;
  gatewayUrl: string;
  store: SubmissionStore;
  databasePath: string;
  close: () => Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = temporaryDir('data');
  const databasePath = join(dataDir, 'nested', 'submissions.sqlite');
  const store = options.store ?? new SqliteSubmissionStore(databasePath);
  const app = createApp({
    distDir: options.distDir,
    store,
    config: {
      allowedOrigins: [],
      rateLimitMax: 0,
      rateLimitWindowMs: 60_000,
      trustProxy: false,
      ...options.config,
    },
    log: options.log === 'console' ? undefined : (options.log ?? (() => undefined)),
    env: options.env ?? {},
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(started);
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    gatewayUrl: `${origin}${gatewayPath}`,
    store,
    databasePath,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
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
