/**
 * `npm run build`: the type check, the browser build, the server build of the pages and the
 * prerender, one after another, each announced on a line of its own with the time it took, so a
 * long step (the type check takes a minute on a small machine) never looks like a hang. Vite's
 * table of every file it wrote is left out unless asked for (`npm run build -- --verbose`):
 * warnings and errors always show.
 *
 * The new site is made in `dist-next/` and moved into `dist/` only once every step has passed, so
 * a server running meanwhile keeps serving the last good build (and follows the new one once it
 * is in place: server/built-site.ts); a failed build leaves `dist/` as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, servedDistDir } from '../lib/paths';

const verbose = process.argv.includes('--verbose');
const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);
const viteLog = verbose ? [] : ['--logLevel', 'warn'];

const nextDir = join(projectRoot, 'dist-next');
const previousDir = join(projectRoot, 'dist-previous');

const steps: { title: string; command: string; args: string[] }[] = [
  { title: 'Type checking', command: bin('tsc'), args: ['-b'] },
  {
    title: 'Building the pages’ code',
    command: bin('vite'),
    args: ['build', '--outDir', nextDir, '--emptyOutDir', ...viteLog],
  },
  {
    title: 'Building the code that prerenders them',
    command: bin('vite'),
    args: ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', ...viteLog],
  },
  { title: 'Prerendering every page', command: bin('tsx'), args: ['scripts/build/prerender.ts'] },
];

/**
 * One build at a time: two would write the same `dist-next/`. The lock names the build's process,
 * so one left by a build that was killed does not stop the next.
 */
const lockFile = join(projectRoot, 'dist-next.lock');
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : undefined;
if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
  console.error(`build: another build is running (process ${String(holder)}); wait for it to end.`);
  process.exit(1);
}
writeFileSync(lockFile, String(process.pid));
process.on('exit', () => {
  rmSync(lockFile, { force: true });
});

const started = performance.now();
rmSync(nextDir, { recursive: true, force: true });
for (const [index, step] of steps.entries()) {
  const stepStarted = performance.now();
  console.log(`build ${index + 1}/${steps.length}: ${step.title}…`);
  const result = spawnSync(step.command, step.args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIST_DIR: nextDir },
  });
  if (result.status !== 0) {
    rmSync(nextDir, { recursive: true, force: true });
    console.error(
      `build: ${step.title.toLowerCase()} failed; the errors are above. dist/ is as it was.`,
    );
    process.exit(result.status ?? 1);
  }
  if (performance.now() - stepStarted > 5_000) {
    console.log(`  done in ${Math.round((performance.now() - stepStarted) / 1000)} s`);
  }
}
// Two renames: the old site steps aside and the new one takes its place in the same instant a
// server could notice; what is left of the old one goes after.
rmSync(previousDir, { recursive: true, force: true });
if (existsSync(servedDistDir)) renameSync(servedDistDir, previousDir);
renameSync(nextDir, servedDistDir);
rmSync(previousDir, { recursive: true, force: true });
console.log(`build: done in ${Math.round((performance.now() - started) / 1000)} s`);
