/**
 * `npm start`'s application served inside the calling script (benchmarks, screenshots) on a
 * port the system picks: no child process to start, wait for or stop, and nothing left running
 * when the script ends.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetPaths } from '@/config/endpoints';
import { readConfig } from '../../server/config';
import { createRuntime } from '../../server/runtime';
import { listen, type Listening } from '../../server/support/listen';

export { listen, type Listening };

/** Throws a clear error unless `distDir` holds a prerendered site (404 page and home page). */
export function assertBuiltSite(distDir: string): void {
  for (const file of [assetPaths.notFoundPage.slice(1), 'index.html']) {
    if (!existsSync(join(distDir, file))) {
      throw new Error(`${join(distDir, file)} is missing: run \`npm run build\` first.`);
    }
  }
}

/**
 * A built site as `npm start` serves it (headers, compression, 404 page, staff shell), on a
 * throwaway SQLite file, with the rate limit and the burst heuristic off: one local client drives
 * it hard.
 */
export async function serveBuiltSite(distDir: string): Promise<Listening> {
  assertBuiltSite(distDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'akscel-store-'));
  const runtime = await createRuntime(
    readConfig({
      DATABASE_PATH: join(dataDir, 'submissions.sqlite'),
      RATE_LIMIT_MAX: '0',
      SPAM_BURST_MAX: '0',
    }),
    { distDir, log: () => undefined },
  );
  const server = await listen((request) => runtime.app.fetch(request));
  return {
    origin: server.origin,
    close: async () => {
      await server.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
