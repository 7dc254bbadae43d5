/**
 * `npm start`'s application served inside the calling script (benchmarks, screenshots) on a
 * port the system picks: no child process to start, wait for or stop, and nothing left running
 * when the script ends.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app';
import type { GatewayConfig } from '../server/gateway';
import { SqliteSubmissionStore, type SubmissionStore } from '../server/db';
import { assetPaths } from '@/config/endpoints';

export interface Listening {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/** Settings for a server that one local client drives hard: no rate limit, no CORS origins. */
export const localConfig: GatewayConfig = {
  allowedOrigins: [],
  // The limit is off: every request of a benchmark comes from one address.
  rateLimitMax: 0,
  rateLimitWindowMs: 60_000,
  trustProxy: false,
};

/** Serves a hono application on 127.0.0.1 and an ephemeral port. */
export async function listen(app: Hono): Promise<Listening> {
  const server = await new Promise<ServerType>((resolveServer) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolveServer(started);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => {
          resolveClose();
        });
        // Keep-alive connections of a browser would otherwise hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** The submissions store of a throwaway server: a SQLite file in a folder of its own. */
export function temporaryStore(): { store: SubmissionStore; remove: () => Promise<void> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'akscel-store-'));
  const store = new SqliteSubmissionStore(join(dataDir, 'submissions.sqlite'));
  return {
    store,
    remove: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Throws a clear error unless `distDir` holds a prerendered site (404 page and home page). */
export function assertBuiltSite(distDir: string): void {
  for (const file of [assetPaths.notFoundPage.slice(1), 'index.html']) {
    if (!existsSync(join(distDir, file))) {
      throw new Error(`${join(distDir, file)} is missing: run \`npm run build\` first.`);
    }
  }
}

/** A built site as `npm start` serves it (headers, compression, 404 page), on a temporary store. */
export async function serveBuiltSite(distDir: string): Promise<Listening> {
  assertBuiltSite(distDir);
  const { store, remove } = temporaryStore();
  const app = createApp({ distDir, store, config: localConfig, log: () => undefined });
  const server = await listen(app);
  return {
    origin: server.origin,
    close: async () => {
      await server.close();
      await remove();
    },
  };
}
