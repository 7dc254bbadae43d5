/**
 * `npm run bench:taps`: how long a phone visitor waits for the answer to a tap, from the first
 * paint on. Each tap is made on a fresh load (empty cache, new connections) of a page in Debian's
 * Chromium with throttling applied, not simulated: the renderer's main thread slowed 4x, every
 * request delayed by a 150 ms round trip and the downloads shared at 1.6 Mbit/s, on a 360 x 740
 * touch screen. The tap lands at the first contentful paint, or 300 ms, 700 ms, 1.5 s or 3 s
 * after it; the figure is the time from its pointerdown until the frame that shows the response
 * has been drawn (see tap-probe.ts). With `--before=<dist dir>` the same taps are made on that
 * build too, load by load in alternating order, so the machine's ups and downs hit both alike.
 *
 * It serves copies of the builds (a build started meanwhile cannot mix into a run) with
 * `npm start`'s own application inside this process; it builds nothing and fails clearly when a
 * build is missing. It prints figures and never gates.
 *
 *   npm run bench:taps -- [--before=/path/to/old/dist] [--loads=2] [--taps=menu,faq]
 *                         [--moments=0,300,700,1500,3000] [--startup] [--verbose]
 *
 * `--startup` also loads each page without a tap and prints when it painted, painted its largest
 * and hydrated, under the same throttling.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { median } from '../lib/median';
import { isMainModule } from '../lib/paths';
import { assertBuiltSite, serveBuiltSite, type Listening } from '../lib/site-server';
import { formatNumber, markdownTable } from '../lib/table';
import { formatDuration, momentLabel, summaryLine, tapTable, type TapRow } from './tap-figures';
import {
  firstContentfulPaint,
  readProbe,
  settleMs,
  sleep,
  targetPoint,
  throttledPage,
  launchChromium,
  loadAverage,
} from './tap-browser';
import {
  attemptsPerSample,
  parseTapArgs,
  responseWaitMs,
  throttling,
  type TapBenchOptions,
  type TapCase,
} from './tap-cases';
import type { ProbeReading, StartReading } from './tap-probe';

interface Build {
  name: 'before' | 'after';
  dir: string;
  server: Listening;
  /** Samples by tap id, then by moment (the order of `moments`). */
  samples: Map<string, number[][]>;
  /** Start-up readings by page path. */
  starts: Map<string, StartReading[]>;
}

/** One load of a page without a tap: when it painted, painted its largest and hydrated. */
async function startOnce(browser: Browser, origin: string, tap: TapCase): Promise<StartReading> {
  const { context, page } = await throttledPage(browser, tap.probe);
  try {
    await page.goto(`${origin}${tap.path}`, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => window.__tapProbe?.hydratedAt !== undefined, null, {
      timeout: 60_000,
    });
    await sleep(settleMs);
    return await readProbe(page);
  } finally {
    await context.close();
  }
}

/**
 * One load of the page and one tap at `offset` ms after its first contentful paint; the time
 * from pointerdown to the response on screen, Infinity when none came within the wait.
 */
async function tapOnce(
  browser: Browser,
  origin: string,
  tap: TapCase,
  offset: number,
): Promise<{ ms: number; reading: ProbeReading }> {
  const { context, page, cdp } = await throttledPage(browser, tap.probe);
  try {
    const painted = firstContentfulPaint(cdp);
    const navigation = page.goto(`${origin}${tap.path}`, { waitUntil: 'commit', timeout: 60_000 });
    const paintedAt = await painted;
    await navigation;
    const point = await targetPoint(page, tap.probe.target);
    await sleep(Math.max(0, paintedAt + offset - performance.now()));
    await page.touchscreen.tap(point.x, point.y);
    const deadline = performance.now() + responseWaitMs;
    let reading = await readProbe(page);
    while (reading.shown === undefined && performance.now() < deadline) {
      await sleep(100);
      reading = await readProbe(page);
    }
    if (!reading.hit || reading.pointerdown === undefined) {
      throw new Error(
        `the tap missed ${tap.probe.target}: ${JSON.stringify(reading)} at ${JSON.stringify(point)}`,
      );
    }
    return {
      ms: reading.shown === undefined ? Infinity : reading.shown - reading.pointerdown,
      reading,
    };
  } finally {
    await context.close();
  }
}

async function sample(
  browser: Browser,
  build: Build,
  tap: TapCase,
  offset: number,
  label: string,
  verbose: boolean,
): Promise<number> {
  for (let attempt = 1; attempt <= attemptsPerSample; attempt += 1) {
    try {
      const { ms, reading } = await tapOnce(browser, build.server.origin, tap, offset);
      if (verbose) {
        console.log(
          `  ${label}: ${formatDuration(ms)}${reading.hydrated ? ' (hydrated at the tap)' : ''}`,
        );
      }
      return ms;
    } catch (error) {
      console.log(`  ${label}: attempt ${attempt} failed (${String(error)})`);
    }
  }
  throw new Error(`${label} could not be measured in ${attemptsPerSample} attempts.`);
}

function rowsOf(build: Build, options: TapBenchOptions): TapRow[] {
  return options.taps.map((tap) => ({
    label: tap.label,
    cells: build.samples.get(tap.id) ?? [],
  }));
}

export async function runTapBench(options: TapBenchOptions): Promise<void> {
  const sources = [
    ...(options.before ? [{ name: 'before' as const, dir: options.before }] : []),
    { name: 'after' as const, dir: options.after },
  ];
  for (const { dir } of sources) assertBuiltSite(dir);
  const workDir = await mkdtemp(join(tmpdir(), 'akscel-taps-'));
  const builds: Build[] = [];
  const browser = await launchChromium();
  const startedAt = Date.now();
  const loadBefore = loadAverage();
  try {
    for (const { name, dir } of sources) {
      // A copy, so a build started during the benchmark cannot mix two builds in one run.
      const copy = join(workDir, name);
      await cp(dir, copy, { recursive: true });
      const samples = new Map(options.taps.map((tap) => [tap.id, options.moments.map(() => [])]));
      const server = await serveBuiltSite(copy);
      builds.push({ name, dir, server, samples, starts: new Map() });
    }
    const total = options.loads * options.taps.length * options.moments.length * builds.length;
    console.log(
      `${total} loads: ${options.taps.length} taps x ${options.moments.length} moments x ` +
        `${options.loads} loads x ${builds.length} build(s); load average ${loadBefore}`,
    );
    let done = 0;
    for (let load = 0; load < options.loads; load += 1) {
      for (const tap of options.taps) {
        for (const [index, offset] of options.moments.entries()) {
          // Before and after take turns at going first.
          const order = (load + index) % 2 === 0 ? builds : [...builds].reverse();
          for (const build of order) {
            done += 1;
            const label = `[${done}/${total}] ${build.name} ${tap.id} ${momentLabel(offset)}`;
            const ms = await sample(browser, build, tap, offset, label, options.verbose);
            build.samples.get(tap.id)?.[index]?.push(ms);
          }
        }
      }
      if (!options.verbose) console.log(`  round ${load + 1} of ${options.loads} done`);
    }
    if (options.startup) await measureStarts(browser, builds, options);
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.server.close()));
    await rm(workDir, { recursive: true, force: true });
  }

  console.log(
    `\nTap to response: Chromium with applied throttling (${throttling.cpuSlowdown}x CPU, ` +
      `${throttling.roundTripMs} ms round trip, ${throttling.downloadBitsPerSecond / 1e6} Mbit/s ` +
      `down), ${throttling.viewport.width} x ${throttling.viewport.height} touch screen, a fresh ` +
      `load per tap, ${options.loads} loads per cell; pointerdown to the response on screen. ` +
      `${availableParallelism()} CPUs, load average ${loadBefore} at the start and ` +
      `${loadAverage()} at the end, ${formatNumber((Date.now() - startedAt) / 60_000, 1)} min.`,
  );
  for (const build of builds) {
    const rows = rowsOf(build, options);
    console.log(`\n${build.name} (${build.dir}):\n\n${tapTable(rows, options.moments)}\n`);
    console.log(summaryLine(rows));
  }
  if (options.startup) {
    console.log(
      `\nPage start-up, the same throttling, no tap (median of ${options.loads} loads, ms after ` +
        'navigation): first contentful paint, largest contentful paint, hydrated frame.\n',
    );
    console.log(startTable(builds));
  }
}

/** The pages of the taps, each loaded without a tap, builds taking turns. */
async function measureStarts(
  browser: Browser,
  builds: readonly Build[],
  options: TapBenchOptions,
): Promise<void> {
  const pages = [...new Map(options.taps.map((tap) => [tap.path, tap])).values()];
  for (let load = 0; load < options.loads; load += 1) {
    for (const tap of pages) {
      for (const build of load % 2 === 0 ? builds : [...builds].reverse()) {
        const reading = await startOnce(browser, build.server.origin, tap);
        build.starts.set(tap.path, [...(build.starts.get(tap.path) ?? []), reading]);
        if (options.verbose)
          console.log(`  start ${build.name} ${tap.path}: ${JSON.stringify(reading)}`);
      }
    }
  }
}

function startTable(builds: readonly Build[]): string {
  const paths = [...new Set(builds.flatMap((build) => [...build.starts.keys()]))];
  const figure = (
    readings: readonly StartReading[],
    key: 'firstContentfulPaint' | 'largestContentfulPaint' | 'hydratedAt',
  ) => formatDuration(median(readings.map((reading) => reading[key] ?? Number.NaN)));
  const columns = builds.flatMap((build) =>
    ['FCP', 'LCP', 'hydrated'].map((name) => ({
      title: `${name} ${build.name}`,
      align: 'right' as const,
    })),
  );
  return markdownTable(
    ['page', ...columns],
    paths.map((path) => [
      `\`${path}\``,
      ...builds.flatMap((build) => {
        const readings = build.starts.get(path) ?? [];
        return [
          figure(readings, 'firstContentfulPaint'),
          figure(readings, 'largestContentfulPaint'),
          figure(readings, 'hydratedAt'),
        ];
      }),
    ]),
  );
}

if (isMainModule(import.meta.filename)) {
  try {
    await runTapBench(parseTapArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`\nThe tap benchmark could not run: ${String(error)}`);
    process.exitCode = 1;
  }
}
