/**
 * `npm start`: builds the site when needed, then serves it with the form gateway and the staff
 * inbox on one port, and delivers notifications in the background. `npm run dev` starts this with
 * --api-only behind Vite. SIGTERM or SIGINT stops it gracefully: no new connections, open
 * requests and the delivery in progress finish, then the database closes; a second signal exits
 * at once.
 */
import './production-mode';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBuildSettings } from './build-settings';
import { resumeUploadPath, staffPagePatterns } from '@/config/endpoints';
import { defaultDistDir, projectRoot, readConfig, siteAddressFile } from './config';
import { listStaff } from './db/staff';
import { startHttpServer } from './http-server';
import { enabledChannels } from './notify/worker';
import { createRuntime } from './runtime';

/** Tests do not change the built site; editing one must not trigger a rebuild. */
const notInBuild = /\.test\.tsx?$|[/\\]src[/\\]test$/;

/** Newest modification time of the files under a path that go into the build. */
function newestMtime(path: string): number {
  if (!existsSync(path) || notInBuild.test(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * The retention period the built privacy notice states; undefined when the build recorded none,
 * or recorded it in an older form (then it is rebuilt).
 */
function builtRetentionDays(distDir: string): number | undefined {
  try {
    return readBuildSettings(distDir)?.retentionDays;
  } catch {
    return undefined;
  }
}

/**
 * The build is missing, a source file changed after it was made, or it states another retention
 * period.
 */
function buildIsStale(distDir: string, retentionDays: number): boolean {
  const marker = join(distDir, '404.html');
  if (!existsSync(marker)) return true;
  if (builtRetentionDays(distDir) !== retentionDays) return true;
  const built = statSync(marker).mtimeMs;
  // scripts/build and scripts/assets make the pages, the share images and the painted pictures.
  const sources = [
    'src',
    'scripts/build',
    'scripts/assets',
    'index.html',
    'package.json',
    'vite.config.ts',
  ].map((entry) => newestMtime(join(projectRoot, entry)));
  return Math.max(...sources) > built;
}

const buildCommand = [join(projectRoot, 'node_modules', '.bin', 'tsx'), 'scripts/build/build.ts'];

/**
 * Builds the site when it is missing (the server has nothing to serve until then). When only an
 * older build is there, the server starts on it at once and the new build is made beside it and
 * moved into place when complete (scripts/build/build.ts), which the server then follows.
 * Answers whether a build is under way in the background.
 */
function ensureBuilt(distDir: string, retentionDays: number): boolean {
  if (!buildIsStale(distDir, retentionDays)) return false;
  const [tsx = '', ...args] = buildCommand;
  if (!existsSync(join(distDir, '404.html'))) {
    console.log('Building the site first (npm run build, about a minute)...');
    const result = spawnSync(tsx, args, { cwd: projectRoot, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('The build failed; fix the errors above and run npm start again.');
      process.exit(result.status ?? 1);
    }
    return false;
  }
  console.log('The sources changed: serving the last build while the new one is made...');
  const child = spawn(tsx, args, { cwd: projectRoot, stdio: 'inherit' });
  // A server that stops (or never started) takes its build along: nobody would serve it.
  const stopBuild = () => {
    child.kill();
  };
  process.on('exit', stopBuild);
  child.on('exit', (code) => {
    process.off('exit', stopBuild);
    console.log(
      code === 0
        ? 'The new build is in place and served.'
        : 'The build failed (the errors are above); the last good build is still served.',
    );
  });
  return true;
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  console.error(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Only the project's own dist/ is built here; a DIST_DIR elsewhere is served as it is.
const rebuilding =
  !config.apiOnly && config.distDir === defaultDistDir
    ? ensureBuilt(config.distDir, config.retentionDays)
    : false;
// The privacy notice is prerendered: it must state the period the sweep applies (a rebuild
// under way makes it do so).
const stated = config.apiOnly ? undefined : builtRetentionDays(config.distDir);
if (!rebuilding && stated !== undefined && stated !== config.retentionDays) {
  console.error(
    `WARNING: RETENTION_DAYS is ${config.retentionDays}, but the privacy notice in ${config.distDir} ` +
      `states ${stated} days. Build the site with RETENTION_DAYS=${config.retentionDays} (npm run build).`,
  );
}

const runtime = await createRuntime(config, {
  distDir: config.apiOnly ? undefined : config.distDir,
});
const channels = enabledChannels(config.notify);
console.log(
  `Data: ${runtime.database.description}. Notifications: ${
    channels.length > 0
      ? channels.join(' and ')
      : 'off (set SMTP_URL, NOTIFY_FROM and NOTIFY_TO, or NOTIFY_WEBHOOK_URL)'
  }. Submissions are kept ${config.retentionDays} days.`,
);
runtime.startBackground();
const { server, port } = await startHttpServer({
  fetch: runtime.app.fetch,
  port: config.port,
  host: config.host,
  requestTimeoutMs: config.requestTimeoutMs,
  longRequests: { paths: [resumeUploadPath], timeoutMs: config.uploadTimeoutMs },
  headersTimeoutMs: config.headersTimeoutMs,
  maxConnections: config.maxConnections,
});
const everywhere = config.host === '0.0.0.0' || config.host === '::';
// This computer's own addresses are written as `localhost`, as PUBLIC_ORIGIN's default is.
const local = everywhere || config.host === '127.0.0.1' || config.host === 'localhost';
const shown = local ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
const address = `http://${shown}:${port}`;
if (config.apiOnly) {
  console.log(`Gateway API listening on ${address}`);
} else {
  console.log(
    `Akscellence is running at ${address}${
      everywhere ? '' : ' (this computer only; HOST=0.0.0.0 opens it to your network)'
    }`,
  );
  const staffArea = new URL(staffPagePatterns.inbox, config.publicOrigin).toString();
  const noAccount = (await listStaff(runtime.database)).length === 0;
  console.log(
    `The staff inbox is at ${staffArea}${
      noAccount ? ': create the first account with npm run staff -- add you@company.com' : ''
    }`,
  );
  if (!config.databaseUrl) {
    // For the staff command, run from another terminal without this server's settings.
    writeFileSync(siteAddressFile(config.databasePath), `${config.publicOrigin}\n`);
  }
}

/** A request still running this long after the signal is abandoned. */
const shutdownGraceMs = 10_000;
let stopping = false;

async function stop(code: number): Promise<never> {
  await runtime.close();
  process.exit(code);
}

function shutdown(signal: string): void {
  if (stopping) {
    console.log(`${signal} received again: stopping now.`);
    process.exit(130);
  }
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping.`);
  server.close(() => {
    void stop(0);
  });
  // close() only waits; keep-alive connections that fall idle after their last answer must be
  // closed too, or a browser holding one open would keep the process alive.
  if ('closeIdleConnections' in server) {
    const idle = setInterval(() => {
      server.closeIdleConnections();
    }, 100);
    idle.unref();
    server.closeIdleConnections();
  }
  setTimeout(() => {
    console.error(`Requests still open after ${shutdownGraceMs / 1000} s: stopping anyway.`);
    void stop(1);
  }, shutdownGraceMs).unref();
}
process.on('SIGTERM', () => {
  shutdown('SIGTERM');
});
process.on('SIGINT', () => {
  shutdown('SIGINT');
});
