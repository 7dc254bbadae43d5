/**
 * Lighthouse benchmark of the prerendered pages, each beside its no-JavaScript floor (the same
 * HTML without the app's scripts, see floor.ts), so a page's figures read as what the app
 * costs on top of its markup. Lighthouse's node API runs with its default mobile settings
 * (simulated slow 4G and 4x CPU slowdown), each run in a fresh Chromium from chrome-launcher;
 * a page and its floor alternate, run after run, so a slow patch of the machine hits both.
 * Each figure is the median of its runs. The site and its floor are copies of dist/ served by
 * `npm start`'s own application inside this process. It prints figures and never gates; it fails
 * only when a page could not be measured at all.
 *
 *   npx tsx scripts/bench/lighthouse.ts [--routes=/,/contactus] [--runs=5] [--profile]
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { distDir } from '../lib/paths';
import { buildFloor, describeRemovals } from './floor';
import {
  categories,
  figuresOf,
  formatCls,
  medianFigures,
  missedTargets,
  resultsTable,
  startChunkLine,
  targetsText,
  type PageResult,
} from './lighthouse-figures';
import { profileReport } from './lighthouse-profile';
import { median } from '../lib/median';
import { formatNumber } from '../lib/table';
import { listValue, numberValue } from '../lib/args';
import { assertBuiltSite, serveBuiltSite } from '../lib/site-server';
import { isMainModule } from '../lib/paths';

export interface LighthouseBenchOptions {
  routes: readonly string[];
  /** Lighthouse runs per page and per floor. */
  runs: number;
  /** Also print where each page's main-thread time goes. */
  profile: boolean;
}

export const defaultRoutes = [
  '/',
  '/aboutus',
  '/services',
  '/services/serv2sas',
  '/domains/dom1',
  '/insights',
  '/careers',
  '/contactus',
  '/applynow',
  '/blogs/blogexp1',
] as const;

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `--routes=/,/contactus --runs=1 --profile`. */
export function parseLighthouseArgs(argv: readonly string[]): LighthouseBenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      routes: { type: 'string' },
      runs: { type: 'string' },
      profile: { type: 'boolean', default: false },
    },
  });
  return {
    routes: listValue(values.routes) ?? defaultRoutes,
    runs: numberValue(values.runs, 'runs', 5, { min: 1, integer: true }),
    profile: values.profile,
  };
}

/** One Lighthouse run in a Chromium of its own (a new profile: nothing cached). */
async function lighthouseRun(url: string): Promise<Result> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...categories],
      // The picture of the whole page costs time and feeds no figure.
      disableFullPageScreenshot: true,
    });
    if (!runner) throw new Error('Lighthouse returned no result.');
    return runner.lhr;
  } finally {
    chrome.kill();
  }
}

/** The site's HTML file of a route, to fail early on a route the build does not have. */
function pageFile(siteDir: string, route: string): string {
  return join(siteDir, route, 'index.html');
}

/** The failing audits of a category in a run, by id, for the engineer who fixes them. */
function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return typeof score === 'number' && score < 1 && ref.weight > 0;
    })
    .map((ref) => ref.id);
}

function targetLines(results: readonly PageResult[]): string[] {
  return results.map(({ route, page, floor }) => {
    const missed = missedTargets(medianFigures(page), medianFigures(floor));
    const audits = new Set(
      page.flatMap((lhr) => categories.slice(1).flatMap((c) => failingAudits(lhr, c))),
    );
    const failing = audits.size > 0 ? ` (failing audits: ${[...audits].join(', ')})` : '';
    return `- \`${route}\`: ${missed.length === 0 ? 'all met' : missed.join('; ')}${failing}`;
  });
}

export async function runLighthouseBench(options: LighthouseBenchOptions): Promise<PageResult[]> {
  assertBuiltSite(distDir);
  const unknown = options.routes.filter((route) => !existsSync(pageFile(distDir, route)));
  if (unknown.length > 0) throw new Error(`The build has no page for ${unknown.join(', ')}.`);

  const startedAt = Date.now();
  const workDir = await mkdtemp(join(tmpdir(), 'akscel-lighthouse-'));
  // Ctrl-C ends the process through chrome-launcher's handler, which exits: the copies go too.
  const removeWorkDir = () => {
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('exit', removeWorkDir);
  try {
    // Copies, so a build started during the benchmark cannot mix two builds in one measurement.
    const pageDir = join(workDir, 'page');
    await cp(distDir, pageDir, { recursive: true });
    const removed = await buildFloor(pageDir, join(workDir, 'floor'));
    if (removed['inline app scripts'] === 0) throw new Error('The pages hold no inline script.');
    console.log(`  floor: removed ${describeRemovals(removed)}`);
    const servers = {
      page: await serveBuiltSite(pageDir),
      floor: await serveBuiltSite(join(workDir, 'floor')),
    };
    try {
      const results = await measure(options, servers.page.origin, servers.floor.origin);
      report(results, options, Date.now() - startedAt);
      const unmeasured = results.filter((r) => r.page.length === 0 || r.floor.length === 0);
      if (unmeasured.length > 0) {
        throw new Error(
          `Lighthouse could not measure ${unmeasured.map((r) => r.route).join(', ')}.`,
        );
      }
      return results;
    } finally {
      await Promise.all([servers.page.close(), servers.floor.close()]);
    }
  } finally {
    removeWorkDir();
    process.removeListener('exit', removeWorkDir);
  }
}

/** Tries of one run before it is left out. */
const attemptsPerRun = 3;

async function measure(
  { routes, runs }: LighthouseBenchOptions,
  pageOrigin: string,
  floorOrigin: string,
): Promise<PageResult[]> {
  const total = routes.length * runs * 2;
  console.log(
    `  ${total} Lighthouse runs (${routes.length} pages x ${runs} runs x page and floor)`,
  );
  let done = 0;
  const results: PageResult[] = [];
  for (const route of routes) {
    const result: PageResult = { route, page: [], floor: [] };
    for (let run = 1; run <= runs; run += 1) {
      for (const [variant, origin] of [
        ['page', pageOrigin],
        ['floor', floorOrigin],
      ] as const) {
        done += 1;
        const label = `[${done}/${total}] ${route} ${variant} ${run}/${runs}`;
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART); a failed run is tried again
        // so that each median has its runs. One that keeps failing is left out, and the table
        // says how many runs each median has.
        for (let attempt = 1; attempt <= attemptsPerRun; attempt += 1) {
          const started = Date.now();
          const tried = attempt === 1 ? label : `${label} (attempt ${attempt})`;
          try {
            const lhr = await lighthouseRun(`${origin}${route}`);
            if (lhr.runtimeError)
              throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            const figures = figuresOf(lhr);
            result[variant].push(lhr);
            console.log(
              `  ${tried}: perf ${figures.scores.performance}, LCP ${formatNumber(figures.lcp)} ms, ` +
                `TBT ${formatNumber(figures.tbt)} ms, CLS ${formatCls(figures.cls)} ` +
                `(${Math.round((Date.now() - started) / 1000)} s)`,
            );
            break;
          } catch (error) {
            console.log(
              `  ${tried}: failed (${error instanceof Error ? error.message : String(error)})`,
            );
          }
        }
      }
    }
    results.push(result);
  }
  return results;
}

function report(results: readonly PageResult[], options: LighthouseBenchOptions, ms: number): void {
  const first = results.flatMap((result) => result.page)[0];
  const chrome = /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(first?.environment.hostUserAgent ?? '');
  const indexes = results.flatMap((r) => r.page.map((lhr) => lhr.environment.benchmarkIndex));
  const incomplete = results.filter(
    (r) => r.page.length < options.runs || r.floor.length < options.runs,
  );
  console.log(
    `\nLighthouse ${first?.lighthouseVersion ?? '?'}, ${chrome?.[0] ?? 'Chromium'}, mobile ` +
      `emulation with simulated throttling; median of ${options.runs} run(s) for each figure; ` +
      `"floor" is the same page without its JavaScript. Node ${process.version}, ` +
      `${availableParallelism()} CPUs, Lighthouse benchmark index ` +
      `${indexes.length > 0 ? formatNumber(median(indexes)) : 'n/a'}, ` +
      `${formatNumber(ms / 60_000, 1)} min.\n`,
  );
  console.log(resultsTable(results));
  if (incomplete.length > 0) {
    console.log(
      `\nFewer runs than asked (failed runs left out): ` +
        incomplete.map((r) => `${r.route} ${r.page.length}+${r.floor.length}`).join(', '),
    );
  }
  console.log(`\n${startChunkLine()}`);
  console.log(`\nTargets (${targetsText}):\n${targetLines(results).join('\n')}`);
  const met = results.filter(
    (r) => missedTargets(medianFigures(r.page), medianFigures(r.floor)).length === 0,
  ).length;
  console.log(`\nSummary: ${met} of ${results.length} pages meet every target.`);
  const warnings = new Set(
    results.flatMap(({ route, page, floor }) => [
      ...page.flatMap((lhr) => lhr.runWarnings.map((w) => `${route}: ${w}`)),
      ...floor.flatMap((lhr) => lhr.runWarnings.map((w) => `${route} (floor): ${w}`)),
    ]),
  );
  if (warnings.size > 0) console.log(`\nLighthouse warnings:\n- ${[...warnings].join('\n- ')}`);
  if (options.profile) console.log(`\n### Profiles\n\n${profileReport(results)}`);
}

if (isMainModule(import.meta.filename)) {
  try {
    await runLighthouseBench(parseLighthouseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`\nThe Lighthouse benchmark could not run: ${String(error)}`);
    process.exitCode = 1;
  }
}
