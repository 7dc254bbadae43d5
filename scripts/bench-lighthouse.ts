/**
 * Lighthouse benchmark of the prerendered site as `npm start` serves it: mobile emulation with
 * simulated throttling (Lighthouse's default config), every run in a fresh Chromium, medians of
 * several runs because mobile scores are noisy on small machines. Each page is measured against
 * its "no-JavaScript floor": the same HTML without the module entry, its modulepreloads and the
 * router hydration data, so the floor's LCP is what the prerendered markup alone achieves and
 * the page's LCP shows what the JavaScript costs on top. It prints figures; it does not gate.
 *
 * Both servers are the real server (server/main.ts) in child processes, on temporary databases,
 * serving temporary copies of dist/ (see snapshotSite for why copies).
 *
 *   npx tsx scripts/bench-lighthouse.ts [--routes=/,/insights] [--runs=1]
 */
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { projectRoot } from '../server/config';
import { inlineScriptHashes } from '../server/security';

export interface LighthouseBenchOptions {
  /** Paths to measure; the default is one page of each kind. */
  routes?: readonly string[];
  /** Lighthouse runs per page and per floor; the figures are medians. */
  runs?: number;
}

export const defaultRoutes = [
  '/',
  '/services/serv2sas',
  '/insights',
  '/contactus',
  '/blogs/blogexp1',
] as const;
export const defaultRuns = 3;

const chromiumPath = '/usr/bin/chromium';
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

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const categoryLabels: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best-pr',
  seo: 'SEO',
};
/** Categories whose failing audits are listed for engineers to fix (performance has its own table). */
const listedCategories: readonly Category[] = ['accessibility', 'best-practices', 'seo'];

const targets = { performance: 95, otherScores: 100, cls: 0.02, lcpOverFloor: 1.1 };

/** A hung protocol connection would otherwise stall the whole bench. */
const runTimeoutMs = 180_000;
/** Attempts per run: a run fails now and then (a Chromium that does not start, a stopped server). */
const maxAttempts = 3;
/** How long to wait for a complete dist/ (another process may be rebuilding it). */
const siteWaitMs = 5 * 60_000;

type Variant = 'page' | 'floor';

interface RunFigures {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number | undefined;
}

interface FailingAudit {
  id: string;
  title: string;
  category: Category;
  /** "/insights" or "/insights (floor)" to the number of runs it failed in. */
  where: Map<string, number>;
  hints: Set<string>;
}

interface Medians {
  runs: number;
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface RouteResult {
  route: string;
  page: Medians | undefined;
  floor: Medians | undefined;
  /** Median LCP of the page over median LCP of the floor. */
  lcpOverFloor: number | undefined;
  missedTargets: string[];
}

/** Processes and folders to remove even if the bench is interrupted (see killLeftovers). */
const live = {
  servers: new Set<ChildProcess>(),
  chromes: new Set<LaunchedChrome>(),
  dirs: new Set<string>(),
};

/** Synchronous, so it can run from process.on('exit') after a signal or a crash. */
function killLeftovers(): void {
  for (const chrome of live.chromes) {
    try {
      // chrome-launcher starts Chromium as a process group leader: this takes its helpers too.
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  live.chromes.clear();
  for (const server of live.servers) server.kill('SIGTERM');
  live.servers.clear();
  for (const dir of live.dirs) rmSync(dir, { recursive: true, force: true });
  live.dirs.clear();
}

/** Makes Ctrl-C and SIGTERM end the process through 'exit', where the leftovers are killed. */
export function stopOnSignals(): void {
  const signals: [NodeJS.Signals, number][] = [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ];
  for (const [signal, code] of signals) {
    process.once(signal, () => {
      console.error(`\n${signal} received: stopping the benchmark.`);
      process.exit(code);
    });
  }
}

function progress(line: string): void {
  console.log(`  ${line}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

function htmlFileFor(siteDir: string, route: string): string {
  return join(siteDir, route, 'index.html');
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Files the page's HTML loads from /assets/ that the folder does not hold (a half-written build). */
function missingAssets(siteDir: string, route: string): string[] {
  const html = readFileSync(htmlFileFor(siteDir, route), 'utf8');
  const referenced = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"?#]+)"/g)].map((match) => match[1] ?? ''),
  );
  return [...referenced].filter((file) => file && !existsSync(join(siteDir, file)));
}

function siteProblem(siteDir: string, routes: readonly string[]): string | undefined {
  for (const file of ['404.html', 'index.html', 'robots.txt']) {
    if (!existsSync(join(siteDir, file))) return `${file} is missing`;
  }
  for (const route of routes) {
    if (!existsSync(htmlFileFor(siteDir, route))) return `no page for ${route}`;
    const missing = missingAssets(siteDir, route);
    if (missing.length > 0) return `${route} loads missing files: ${missing.join(', ')}`;
  }
  return undefined;
}

/**
 * Copies dist/ into `target`. The servers never serve dist/ itself: a rebuild started by someone
 * else during the bench would change the pages halfway through, and `npm start` on its default
 * dist/ runs `npm run build` when a source file is newer than the build (a DIST_DIR elsewhere is
 * served as it is). A copy taken while a build was writing is detected (404.html changed, or
 * assets missing) and taken again.
 */
async function snapshotSite(distDir: string, target: string, routes: readonly string[]) {
  const deadline = Date.now() + siteWaitMs;
  for (;;) {
    const problem = siteProblem(distDir, routes);
    if (problem === undefined) {
      const before = statSync(join(distDir, '404.html')).mtimeMs;
      rmSync(target, { recursive: true, force: true });
      cpSync(distDir, target, { recursive: true });
      const after = existsSync(join(distDir, '404.html'))
        ? statSync(join(distDir, '404.html')).mtimeMs
        : Number.NaN;
      if (before === after && siteProblem(target, routes) === undefined) break;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `dist/ is not a complete build (${problem ?? 'it changed while being copied'}); ` +
          'run `npm run build` and try again.',
      );
    }
    progress(`dist/ is not ready (${problem ?? 'it changed while being copied'}): waiting...`);
    await sleep(15_000);
  }
}

const stripPatterns = {
  moduleScripts: /<script\b[^>]*\btype=["']?module\b[^>]*>[\s\S]*?<\/script\s*>\s*/gi,
  modulePreloads: /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi,
  hydrationData: /<script\b[^>]*\bid=["']?router-hydration\b[^>]*>[\s\S]*?<\/script\s*>\s*/gi,
};

/**
 * Turns a copy of the site into its no-JavaScript floor. The .br/.gz beside each page are
 * rewritten rather than deleted so the floor is served compressed like the page it is compared
 * with (same settings as scripts/compress.ts, which skips files under 512 bytes).
 */
function stripJavaScript(siteDir: string): Record<keyof typeof stripPatterns, number> {
  const removed = { moduleScripts: 0, modulePreloads: 0, hydrationData: 0 };
  for (const file of walk(siteDir)) {
    if (!file.endsWith('.html')) continue;
    let html = readFileSync(file, 'utf8');
    for (const [name, pattern] of Object.entries(stripPatterns) as [
      keyof typeof stripPatterns,
      RegExp,
    ][]) {
      html = html.replace(pattern, () => {
        removed[name] += 1;
        return '';
      });
    }
    writeFileSync(file, html);
    for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
    const data = Buffer.from(html, 'utf8');
    if (data.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
  return removed;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolvePort(port);
      });
    });
  });
}

interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Why the process ended (signal or code, and its last output line); undefined while it runs. */
  exitReason: () => string | undefined;
}

async function startServer(siteDir: string, databasePath: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      DIST_DIR: siteDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.servers.add(child);
  // Only the tail is kept: it explains a failed start or an unexpected stop.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    const lastLine = output.trim().split('\n').pop() ?? '';
    exited = `${signal ?? `exit code ${code ?? '?'}`}${lastLine ? `, last output: "${lastLine}"` : ''}`;
    live.servers.delete(child);
  });
  const server = { origin: `http://127.0.0.1:${port}`, child, exitReason: () => exited };

  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (exited !== undefined) break;
    try {
      const response = await fetch(`${server.origin}/robots.txt`);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stopServer(child);
  throw new Error(
    `The server for ${siteDir} did not start (${exited ?? 'no answer after 60 s'}):\n${output}`,
  );
}

/**
 * A server of the bench that is started again if something else stops it. It happened: both
 * servers were stopped from outside during a bench, and every later run measured a browser
 * error page instead of the site.
 */
class SiteServer {
  restarts = 0;
  private constructor(
    readonly variant: Variant,
    private readonly siteDir: string,
    private readonly databasePath: string,
    public current: RunningServer,
  ) {}

  static async start(variant: Variant, siteDir: string, databasePath: string) {
    return new SiteServer(variant, siteDir, databasePath, await startServer(siteDir, databasePath));
  }

  /** The running server, started again first if it stopped. */
  async up(): Promise<RunningServer> {
    const reason = this.current.exitReason();
    if (reason === undefined) return this.current;
    progress(`the ${this.variant} server stopped unexpectedly (${reason}): starting it again`);
    this.current = await startServer(this.siteDir, this.databasePath);
    this.restarts += 1;
    return this.current;
  }

  async stop(): Promise<void> {
    await stopServer(this.current.child);
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    live.servers.delete(child);
    return;
  }
  const exited = new Promise<void>((done) => {
    child.once('exit', () => {
      done();
    });
  });
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  live.servers.delete(child);
}

/** Fetches the page as a browser would and checks what the comparison relies on. */
async function checkServed(origin: string, route: string, variant: Variant): Promise<string[]> {
  const notes: string[] = [];
  const response = await fetch(`${origin}${route}`, { headers: { 'Accept-Encoding': 'br' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${origin}${route} answered ${response.status}.`);
  const hasModule = /<script\b[^>]*\btype=["']?module/i.test(html);
  if (variant === 'page' && !hasModule) notes.push(`${route}: the page has no module script`);
  if (variant === 'floor' && (hasModule || html.includes('router-hydration'))) {
    throw new Error(`The floor of ${route} still holds scripts: its .br/.gz were not replaced?`);
  }
  if (response.headers.get('Content-Encoding') !== 'br') {
    notes.push(`${route} (${variant}) was not served Brotli-compressed`);
  }
  const scriptSrc = /script-src ([^;]*)/.exec(
    response.headers.get('Content-Security-Policy') ?? '',
  );
  const allowed = new Set(scriptSrc?.[1]?.split(' ').map((source) => source.replace(/'/g, '')));
  for (const hash of inlineScriptHashes(html)) {
    if (!allowed.has(hash)) notes.push(`${route} (${variant}): CSP does not allow inline ${hash}`);
  }
  return notes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Where an audit failed, from its details: a node selector, a URL or a message. */
function auditHints(details: unknown): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const hints: string[] = [];
  for (const item of details.items as unknown[]) {
    if (!isRecord(item)) continue;
    const node = isRecord(item.node) ? item.node : undefined;
    const source = isRecord(item.source) ? item.source : undefined;
    // An element reads best as its tag and visible text; selectors of MUI markup are all alike.
    const tag = /^<([a-z][a-z0-9-]*)/i.exec(text(node?.snippet) ?? '')?.[1];
    const label = text(node?.nodeLabel);
    const linkText = text(item.text);
    const hint =
      (tag && label ? `<${tag}> "${label}"` : undefined) ??
      (linkText !== undefined ? `"${linkText}" -> ${text(item.href) ?? '?'}` : undefined) ??
      text(node?.selector) ??
      text(node?.snippet) ??
      text(item.description) ??
      text(item.url) ??
      text(source?.url) ??
      text(item.issueType);
    if (hint === undefined) continue;
    // Page and floor run on different ports: without the origin their hints are the same.
    const local = hint.replace(/https?:\/\/127\.0\.0\.1:\d+/g, '');
    hints.push(local.length > 100 ? `${local.slice(0, 97)}...` : local);
  }
  return hints;
}

function figuresOf(lhr: Result): RunFigures {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score.`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}.`);
    return value;
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function collectFailures(lhr: Result, where: string, failures: Map<string, FailingAudit>): void {
  const scored = new Set(['binary', 'numeric', 'metricSavings']);
  for (const category of listedCategories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!scored.has(audit.scoreDisplayMode)) continue;
      const known = failures.get(ref.id) ?? {
        id: ref.id,
        title: audit.title,
        category,
        where: new Map<string, number>(),
        hints: new Set<string>(),
      };
      known.where.set(where, (known.where.get(where) ?? 0) + 1);
      for (const hint of auditHints(audit.details).slice(0, 3)) {
        if (known.hints.size < 4) known.hints.add(hint);
      }
      failures.set(ref.id, known);
    }
  }
}

async function stopChrome(chrome: LaunchedChrome): Promise<void> {
  const closed = new Promise<void>((done) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) done();
    else
      chrome.process.once('exit', () => {
        done();
      });
  });
  chrome.kill();
  await Promise.race([closed, sleep(10_000)]);
  live.chromes.delete(chrome);
}

/**
 * One Lighthouse run in a Chromium of its own, on a new profile (nothing cached). The profile is
 * made under `workDir` rather than by chrome-launcher, whose own is left behind when Chromium is
 * killed from the 'exit' hook.
 */
async function lighthouseOnce(url: string, workDir: string): Promise<Result> {
  const userDataDir = mkdtempSync(join(workDir, 'chrome-'));
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags,
    userDataDir,
    logLevel: 'silent',
    // Signals are handled by stopOnSignals and the 'exit' hook, which know every child.
    handleSIGINT: false,
  });
  live.chromes.add(chrome);
  try {
    const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: [...categories] };
    const running = lighthouse(url, flags);
    // If the timeout wins, Lighthouse fails later when its browser is killed: nobody listens.
    running.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no result after ${runTimeoutMs / 1000} s`));
      }, runTimeoutMs);
    });
    const result = await Promise.race([running, timeout]).finally(() => {
      clearTimeout(timer);
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) {
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    await stopChrome(chrome);
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

function mediansOf(runs: readonly RunFigures[]): Medians | undefined {
  if (runs.length === 0) return undefined;
  const scores = Object.fromEntries(
    categories.map((category) => [
      category,
      Math.round(median(runs.map((run) => run.scores[category]))),
    ]),
  ) as Record<Category, number>;
  return {
    runs: runs.length,
    scores,
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  };
}

function missedTargets(page: Medians | undefined, lcpOverFloor: number | undefined): string[] {
  if (!page) return ['no successful run'];
  const missed: string[] = [];
  if (page.scores.performance < targets.performance) {
    missed.push(`performance ${page.scores.performance} < ${targets.performance}`);
  }
  for (const category of listedCategories) {
    if (page.scores[category] < targets.otherScores) {
      missed.push(`${category} ${page.scores[category]} < ${targets.otherScores}`);
    }
  }
  if (page.cls >= targets.cls) missed.push(`CLS ${page.cls.toFixed(3)} >= ${targets.cls}`);
  if (lcpOverFloor === undefined) missed.push('LCP vs floor unknown');
  else if (lcpOverFloor > targets.lcpOverFloor) {
    missed.push(`LCP ${Math.round(lcpOverFloor * 100)}% of floor > 110%`);
  }
  return missed;
}

function formatTable(result: RouteResult): string {
  const header = ['variant', 'runs', ...categories.map((c) => categoryLabels[c])];
  header.push('LCP ms', 'TBT ms', 'CLS', 'LCP/floor');
  const row = (label: string, medians: Medians | undefined, ratio: string) =>
    medians
      ? [
          label,
          String(medians.runs),
          ...categories.map((category) => String(medians.scores[category])),
          Math.round(medians.lcp).toLocaleString('en-US'),
          Math.round(medians.tbt).toLocaleString('en-US'),
          medians.cls.toFixed(3),
          ratio,
        ]
      : [label, '0', ...header.slice(2).map(() => 'n/a')];
  const ratio =
    result.lcpOverFloor === undefined ? 'n/a' : `${Math.round(result.lcpOverFloor * 100)}%`;
  const body = [row('page', result.page, ratio), row('floor (no JS)', result.floor, '100%')];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

function formatTargets(result: RouteResult): string {
  return result.missedTargets.length === 0
    ? 'targets: all met'
    : `targets missed: ${result.missedTargets.join('; ')}`;
}

function validRoute(route: string): boolean {
  return route.startsWith('/') && !route.includes('..') && !/[?#]/.test(route);
}

/** `--routes=/,/insights --runs=1`; unknown flags are left to the caller. */
export function parseLighthouseArgs(argv: readonly string[]): LighthouseBenchOptions {
  const options: LighthouseBenchOptions = {};
  for (const arg of argv) {
    if (arg.startsWith('--routes=')) {
      options.routes = arg
        .slice('--routes='.length)
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean);
    } else if (arg.startsWith('--runs=')) {
      options.runs = Number(arg.slice('--runs='.length));
    }
  }
  return options;
}

export async function runLighthouseBench(
  options: LighthouseBenchOptions = {},
): Promise<RouteResult[]> {
  const routes = options.routes ?? defaultRoutes;
  const runs = options.runs ?? defaultRuns;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be 1 or more: ${runs}`);
  if (routes.length === 0 || !routes.every(validRoute)) {
    throw new Error(`--routes must be paths such as /,/insights: ${routes.join(',')}`);
  }
  const startedAt = Date.now();
  const workDir = mkdtempSync(join(tmpdir(), 'akscel-lighthouse-'));
  live.dirs.add(workDir);
  process.on('exit', killLeftovers);
  const started: SiteServer[] = [];

  try {
    const pageDir = join(workDir, 'page');
    const floorDir = join(workDir, 'floor');
    progress('copying dist/ for the page and floor servers...');
    await snapshotSite(resolve(projectRoot, 'dist'), pageDir, routes);
    cpSync(pageDir, floorDir, { recursive: true });
    const removed = stripJavaScript(floorDir);
    progress(
      `floor: removed ${removed.moduleScripts} module scripts, ${removed.modulePreloads} ` +
        `modulepreloads and ${removed.hydrationData} hydration data blocks; pages recompressed`,
    );
    mkdirSync(join(workDir, 'data'));
    const servers = {
      page: await SiteServer.start('page', pageDir, join(workDir, 'data', 'page.sqlite')),
      floor: await SiteServer.start('floor', floorDir, join(workDir, 'data', 'floor.sqlite')),
    };
    started.push(servers.page, servers.floor);
    progress(
      `servers up: page ${servers.page.current.origin}, floor ${servers.floor.current.origin}`,
    );

    const notes = new Set<string>();
    for (const route of routes) {
      for (const variant of ['page', 'floor'] as const) {
        for (const note of await checkServed(servers[variant].current.origin, route, variant)) {
          notes.add(note);
        }
      }
    }
    for (const note of notes) progress(`warning: ${note}`);

    const total = routes.length * runs * 2;
    let done = 0;
    const failures = new Map<string, FailingAudit>();
    const warnings = new Set<string>();
    const benchmarkIndexes: number[] = [];
    const results: RouteResult[] = [];
    let versions = '';
    progress(
      `${total} Lighthouse runs (${routes.length} routes x ${runs} runs x page and floor), ` +
        'one at a time...',
    );

    for (const route of routes) {
      const figures: Record<Variant, RunFigures[]> = { page: [], floor: [] };
      for (let run = 1; run <= runs; run += 1) {
        // Page and floor alternate so a slow patch of the machine hits both alike.
        for (const variant of ['page', 'floor'] as const) {
          done += 1;
          const label = `[${String(done).padStart(String(total).length)}/${total}] ${route} ${variant} run ${run}/${runs}`;
          const runStarted = Date.now();
          let lhr: Result | undefined;
          for (let attempt = 1; attempt <= maxAttempts && !lhr; attempt += 1) {
            try {
              const server = await servers[variant].up();
              const result = await lighthouseOnce(`${server.origin}${route}`, workDir);
              // A run the server did not live through measured connection errors, not the page.
              const stopped = server.exitReason();
              if (stopped !== undefined)
                throw new Error(`the server stopped during it (${stopped})`);
              lhr = result;
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              const next = attempt < maxAttempts ? ', retrying' : ', giving up on this run';
              progress(`${label}: failed (${message})${next}`);
            }
          }
          if (!lhr) continue;
          const measured = figuresOf(lhr);
          figures[variant].push(measured);
          if (measured.benchmarkIndex !== undefined) benchmarkIndexes.push(measured.benchmarkIndex);
          versions ||= `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/(?:HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'Chromium'}`;
          collectFailures(lhr, variant === 'page' ? route : `${route} (floor)`, failures);
          for (const warning of lhr.runWarnings) warnings.add(`${route} (${variant}): ${warning}`);
          progress(
            `${label}: perf ${measured.scores.performance}, LCP ${Math.round(measured.lcp)} ms, ` +
              `TBT ${Math.round(measured.tbt)} ms, CLS ${measured.cls.toFixed(3)} ` +
              `(${Math.round((Date.now() - runStarted) / 1000)} s)`,
          );
        }
      }
      const pageMedians = mediansOf(figures.page);
      const floorMedians = mediansOf(figures.floor);
      const lcpOverFloor =
        pageMedians && floorMedians ? pageMedians.lcp / floorMedians.lcp : undefined;
      results.push({
        route,
        page: pageMedians,
        floor: floorMedians,
        lcpOverFloor,
        missedTargets: missedTargets(pageMedians, lcpOverFloor),
      });
    }

    const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
    console.log(
      `\nLighthouse benchmark: mobile emulation, simulated throttling, medians of ${runs} ` +
        `run(s) per row (each figure its own median); ${versions || 'no successful run'}; ` +
        `Node ${process.version}, ${availableParallelism()} CPUs, Lighthouse benchmark index ` +
        `${benchmarkIndexes.length > 0 ? Math.round(median(benchmarkIndexes)) : 'n/a'}; ` +
        `${minutes} min. The floor is the same page without its JavaScript.`,
    );
    const restarts = started.reduce((sum, server) => sum + server.restarts, 0);
    if (restarts > 0) {
      console.log(
        `Note: the servers were stopped by something else and started again ${restarts} ` +
          'time(s); the runs they did not live through were discarded and run again.',
      );
    }
    for (const result of results) {
      console.log(`\n${result.route}\n${formatTable(result)}\n${formatTargets(result)}`);
    }

    const met = results.filter((result) => result.missedTargets.length === 0).length;
    console.log(
      `\nSummary: ${met} of ${results.length} pages meet every target (performance ` +
        `${targets.performance}+, accessibility, best-practices and SEO ${targets.otherScores}, ` +
        `CLS < ${targets.cls}, LCP within 10% of the floor).`,
    );

    if (failures.size > 0) {
      console.log('\nFailing audits (accessibility, best-practices, SEO):');
      const ordered = [...failures.values()].sort(
        (a, b) =>
          listedCategories.indexOf(a.category) - listedCategories.indexOf(b.category) ||
          a.id.localeCompare(b.id),
      );
      for (const audit of ordered) {
        console.log(`- ${audit.category} / ${audit.id}: ${audit.title}`);
        const where = [...audit.where].map(([place, count]) => `${place} (${count}/${runs})`);
        console.log(`    on: ${where.join(', ')}`);
        if (audit.hints.size > 0) console.log(`    e.g.: ${[...audit.hints].join(' | ')}`);
      }
    } else {
      console.log('\nNo failing audits in accessibility, best-practices or SEO.');
    }
    if (warnings.size > 0) {
      console.log('\nLighthouse warnings:');
      for (const warning of warnings) console.log(`- ${warning}`);
    }

    const unmeasured = results.flatMap((result) => [
      ...(result.page ? [] : [result.route]),
      ...(result.floor ? [] : [`${result.route} (floor)`]),
    ]);
    if (unmeasured.length > 0) {
      throw new Error(`Lighthouse could not measure: ${unmeasured.join(', ')}.`);
    }
    return results;
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    for (const chrome of live.chromes) await stopChrome(chrome);
    rmSync(workDir, { recursive: true, force: true });
    live.dirs.delete(workDir);
    process.removeListener('exit', killLeftovers);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  stopOnSignals();
  try {
    await runLighthouseBench(parseLighthouseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`\nThe Lighthouse benchmark could not run: ${String(error)}`);
    process.exitCode = 1;
  }
}
