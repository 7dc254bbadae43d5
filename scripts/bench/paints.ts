/**
 * `npm run bench:paints`: when a phone visitor sees each benchmarked page, measured in a real
 * browser rather than simulated. Each page is loaded in Debian's Chromium with bench:taps'
 * throttling applied (4x CPU, 150 ms round trip, 1.6 Mbit/s, 360 px touch screen, a fresh
 * context per load) beside its no-JavaScript floor (floor.ts), and the page's own first and
 * largest contentful paints are read once it has loaded and settled, with its longest main-thread
 * task and total blocking time after the first paint (long-tasks.ts). Lighthouse's figures for the
 * same pages are a simulation built from one unthrottled load; this is what the throttled browser
 * shows. With `--before=<dist dir>` another build and its floor take part, load by load in turn.
 *
 *   npm run bench:paints -- [--before=/path/to/old/dist] [--loads=3] [--routes=/,/contactus]
 *
 * It serves copies of the builds with `npm start`'s own application inside this process, builds
 * nothing, prints figures and never gates.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { listValue, numberValue } from '../lib/args';
import { median } from '../lib/median';
import { distDir, isMainModule } from '../lib/paths';
import { assertBuiltSite, serveBuiltSite, type Listening } from '../lib/site-server';
import { formatNumber, markdownTable } from '../lib/table';
import { buildFloor } from './floor';
import { afterFirstPaint, type AfterFirstPaint } from './long-tasks';
import { defaultRoutes } from './lighthouse';
import { launchChromium, loadAverage, readProbe, sleep, throttledPage } from './tap-browser';
import type { StartReading } from './tap-probe';

/** How long a page may keep painting after its load event. */
const settleMs = 2_000;

interface Variant {
  name: string;
  server: Listening;
  readings: Map<string, StartReading[]>;
}

async function paintsOnce(browser: Browser, origin: string, route: string): Promise<StartReading> {
  // The probe's tap target is never tapped here; it only records the paints.
  const { context, page } = await throttledPage(browser, {
    target: 'body',
    response: 'background',
  });
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await sleep(settleMs);
    return await readProbe(page);
  } finally {
    await context.close();
  }
}

const ms = (values: readonly (number | undefined)[]) => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length === 0 ? '-' : formatNumber(median(known));
};

function paintTable(variants: readonly Variant[], routes: readonly string[]): string {
  const pairs = variants.length / 2;
  const titles = ['page'];
  for (let pair = 0; pair < pairs; pair += 1) {
    const name = variants[pair * 2]?.name ?? '';
    titles.push(`${name}: FCP`, 'floor FCP', `${name}: LCP`, 'floor LCP', 'LCP above floor');
  }
  const rows = routes.map((route) => {
    const cells = [`\`${route}\``];
    for (let pair = 0; pair < pairs; pair += 1) {
      const [page, floor] = [variants[pair * 2], variants[pair * 2 + 1]].map(
        (variant) => variant?.readings.get(route) ?? [],
      );
      const lcp = (readings: readonly StartReading[] = []) =>
        median(readings.flatMap((reading) => reading.largestContentfulPaint ?? []));
      const gap = (lcp(page) / lcp(floor) - 1) * 100;
      cells.push(
        ms(page?.map((reading) => reading.firstContentfulPaint) ?? []),
        ms(floor?.map((reading) => reading.firstContentfulPaint) ?? []),
        ms(page?.map((reading) => reading.largestContentfulPaint) ?? []),
        ms(floor?.map((reading) => reading.largestContentfulPaint) ?? []),
        Number.isFinite(gap) ? `${formatNumber(gap, 1)}%` : '-',
      );
    }
    return cells;
  });
  return markdownTable(
    titles.map((title, index) => (index === 0 ? title : { title, align: 'right' as const })),
    rows,
  );
}

/** Medians of each load's longest task and blocking time after its first paint. */
function taskFigure(readings: readonly StartReading[], key: keyof AfterFirstPaint): string {
  return ms(
    readings.map((reading) =>
      reading.firstContentfulPaint === undefined
        ? undefined
        : afterFirstPaint(reading.longTasks ?? [], reading.firstContentfulPaint)[key],
    ),
  );
}

function taskTable(variants: readonly Variant[], routes: readonly string[]): string {
  const titles = ['page'];
  for (const variant of variants) {
    titles.push(`${variant.name}: longest task`, `${variant.name}: blocking`);
  }
  const rows = routes.map((route) => [
    `\`${route}\``,
    ...variants.flatMap((variant) => {
      const readings = variant.readings.get(route) ?? [];
      return [taskFigure(readings, 'longestTask'), taskFigure(readings, 'blockingTime')];
    }),
  ]);
  return markdownTable(
    titles.map((title, index) => (index === 0 ? title : { title, align: 'right' as const })),
    rows,
  );
}

export async function runPaintsBench(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      before: { type: 'string' },
      loads: { type: 'string' },
      routes: { type: 'string' },
    },
  });
  const loads = numberValue(values.loads, 'loads', 3, { min: 1, integer: true });
  const routes = listValue(values.routes) ?? defaultRoutes;
  const builds = [{ name: 'this build', dir: distDir }];
  if (values.before !== undefined) builds.push({ name: 'before', dir: resolve(values.before) });
  for (const build of builds) assertBuiltSite(build.dir);

  const startedAt = Date.now();
  const loadBefore = loadAverage();
  const workDir = await mkdtemp(join(tmpdir(), 'akscel-paints-'));
  const variants: Variant[] = [];
  for (const [index, build] of builds.entries()) {
    const pageDir = join(workDir, `page-${index}`);
    const floorDir = join(workDir, `floor-${index}`);
    await cp(build.dir, pageDir, { recursive: true });
    await buildFloor(pageDir, floorDir);
    for (const [name, dir] of [
      [build.name, pageDir],
      [`${build.name}, floor`, floorDir],
    ] as const) {
      variants.push({ name, server: await serveBuiltSite(dir), readings: new Map() });
    }
  }
  const browser = await launchChromium();
  try {
    for (let load = 0; load < loads; load += 1) {
      for (const route of routes) {
        const order = load % 2 === 0 ? variants : [...variants].reverse();
        for (const variant of order) {
          const reading = await paintsOnce(browser, variant.server.origin, route);
          variant.readings.set(route, [...(variant.readings.get(route) ?? []), reading]);
        }
      }
      console.log(`  load ${load + 1} of ${loads} done`);
    }
  } finally {
    await browser.close();
    await Promise.all(variants.map((variant) => variant.server.close()));
    await rm(workDir, { recursive: true, force: true });
  }
  console.log(
    `\nPaints with applied throttling (the bench:taps settings), each page beside its floor; ` +
      `median of ${loads} loads, ms after navigation. ${availableParallelism()} CPUs, load ` +
      `average ${loadBefore} at the start and ${loadAverage()} at the end, ` +
      `${formatNumber((Date.now() - startedAt) / 60_000, 1)} min.\n`,
  );
  console.log(paintTable(variants, routes));
  console.log(
    `\nMain-thread tasks after the first paint: the longest one and the total blocking time ` +
      `(each task's time past 50 ms), median of ${loads} loads, ms.\n`,
  );
  console.log(taskTable(variants, routes));
}

if (isMainModule(import.meta.filename)) {
  await runPaintsBench(process.argv.slice(2));
}
