/**
 * `npm run bench`: the Lighthouse benchmark of the pages, then the gateway load benchmark. Both
 * print figures and never gate; the process fails only when a benchmark could not run. Both
 * serve the site inside this process and Chromium's lifecycle is chrome-launcher's, so nothing
 * is left running when it ends, even after Ctrl-C.
 *
 *   npm run bench [-- --routes=/,/insights --runs=1 --profile]   (flags of the Lighthouse part)
 */
import { runGatewayBench } from './gateway';
import { parseLighthouseArgs, runLighthouseBench } from './lighthouse';

function heading(title: string): void {
  console.log(`\n${'='.repeat(title.length)}\n${title}\n${'='.repeat(title.length)}`);
}

const benches: [string, () => Promise<unknown>][] = [
  [
    'Lighthouse: pages against their no-JavaScript floor',
    () => runLighthouseBench(parseLighthouseArgs(process.argv.slice(2))),
  ],
  ['Gateway server: load on loopback', runGatewayBench],
];
for (const [title, bench] of benches) {
  heading(title);
  try {
    await bench();
  } catch (error) {
    // The other benchmark still runs: its figures do not depend on this one.
    console.error(`\nThis benchmark could not run: ${String(error)}`);
    process.exitCode = 1;
  }
}
