/**
 * `npm start`: builds the site when needed, then serves it with the form gateway on one port.
 * `npm run dev` starts this with --api-only behind Vite.
 */
import { serve } from '@hono/node-server';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { projectRoot, readConfig } from './config';

/** Newest modification time under a path (files only). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** The build is missing, or a source file changed after it was made. */
function buildIsStale(distDir: string): boolean {
  const marker = join(distDir, '404.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'package.json', 'vite.config.ts'].map((entry) =>
    newestMtime(join(projectRoot, entry)),
  );
  return Math.max(...sources) > built;
}

function ensureBuilt(distDir: string): void {
  if (!buildIsStale(distDir)) return;
  console.log('Building the site first (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; fix the errors above and run npm start again.');
    process.exit(result.status ?? 1);
  }
}

const config = readConfig();
if (!config.apiOnly) ensureBuilt(config.distDir);

const app = createApp({ distDir: config.apiOnly ? undefined : config.distDir });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    config.apiOnly
      ? `Gateway API listening on http://${shown}:${info.port}`
      : `Akscellence is running: open http://${shown}:${info.port}`,
  );
});

function shutdown(signal: string): void {
  console.log(`${signal} received: finishing open requests, then stopping.`);
  server.close(() => {
    process.exit(0);
  });
}
process.on('SIGTERM', () => {
  shutdown('SIGTERM');
});
process.on('SIGINT', () => {
  shutdown('SIGINT');
});
