/**
 * `npm run build`: the type check, the browser build, the server build of the pages and the
 * prerender, one after another, each announced on a line of its own with the time it took, so a
 * long step (the type check takes a minute on a small machine) never looks like a hang. Vite's
 * table of every file it wrote is left out unless asked for (`npm run build -- --verbose`):
 * warnings and errors always show.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../lib/paths';

const verbose = process.argv.includes('--verbose');
const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);
const viteLog = verbose ? [] : ['--logLevel', 'warn'];

const steps: { title: string; command: string; args: string[] }[] = [
  { title: 'Type checking', command: bin('tsc'), args: ['-b'] },
  { title: 'Building the pages’ code', command: bin('vite'), args: ['build', ...viteLog] },
  {
    title: 'Building the code that prerenders them',
    command: bin('vite'),
    args: ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', ...viteLog],
  },
  { title: 'Prerendering every page', command: bin('tsx'), args: ['scripts/build/prerender.ts'] },
];

const started = performance.now();
for (const [index, step] of steps.entries()) {
  const stepStarted = performance.now();
  console.log(`build ${index + 1}/${steps.length}: ${step.title}…`);
  const result = spawnSync(step.command, step.args, { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${step.title.toLowerCase()} failed; the errors are above.`);
    process.exit(result.status ?? 1);
  }
  if (performance.now() - stepStarted > 5_000) {
    console.log(`  done in ${Math.round((performance.now() - stepStarted) / 1000)} s`);
  }
}
console.log(`build: done in ${Math.round((performance.now() - started) / 1000)} s`);
