/**
 * `npm run bench:jobs`: the live job pages against issue 42's targets. It prints figures beside
 * the targets; it does not gate. It needs `npm run build` (the pages are rendered by the build's
 * server renderer, as in production).
 *
 * Two deployments, each on a fresh database, its instances `server/main.ts` processes serving the
 * built site (scripts/bench/instances.ts): SQLite with one instance, and two instances sharing
 * PostgreSQL, where a recruiter works on instance A and the pages are read from instance B.
 *
 * 1. Publish-to-live: a recruiter signed in over HTTP edits an open job's title, or publishes a
 *    new job, in turn; from the staff API's answer, the job's page and /careers are asked every
 *    25 ms until both show the change. A random pause before each change puts it anywhere in
 *    the instances' once-a-second poll of the jobs' version.
 * 2. Served at static speed: the same closed load (autocannon, Brotli asked) on a prerendered
 *    page (/aboutus), /careers and a job page, one after the other, twice; each live page's p99
 *    against /aboutus's of the same round.
 * 3. A burst of edits: while visitors ask for the job's page and /careers on every instance,
 *    the recruiter sends edits back to back; the renders are counted from each instance's log
 *    (one line per render, server/jobs/live-pages.ts).
 *
 *   npm run bench:jobs
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../../server/db/connection';
import { addRecruiter, signInRecruiter } from '../../server/support/jobs-staff';
import { assertBuiltSite } from '../lib/site-server';
import { distDir, isMainModule, ssrDir } from '../lib/paths';
import { formatNumber, markdownTable, type Column } from '../lib/table';
import { onEachDeployment, startInstances, stopInstances, type Deployment } from './instances';
import { percentile } from './paced';
import {
  firstPort,
  changes,
  pollEveryMs,
  liveTargetMs,
  connections,
  warmUpSeconds,
  loadSeconds,
  loadRounds,
  speedTarget,
  burstEdits,
  fewRenders,
  prerendered,
  firstJobPage,
  type LiveFigures,
  publishToLive,
  type SpeedRow,
  servingSpeed,
  type BurstFigures,
  burst,
} from './jobs-measures';

const right = (title: string): Column => ({ title, align: 'right' });

/**
 * The build in place, seen through links in a folder of its own: `npm start` rebuilds its own
 * dist/ when a source is newer than it, while a DIST_DIR elsewhere is served as it is, and the
 * renderer is read from the dist-ssr/ beside it.
 */
function buildAside(): { distDir: string; remove: () => void } {
  assertBuiltSite(distDir);
  if (!existsSync(join(ssrDir, 'live-frame.json'))) {
    throw new Error(`${ssrDir} has no live frame: run \`npm run build\` first.`);
  }
  const root = mkdtempSync(join(tmpdir(), 'akscel-bench-jobs-'));
  symlinkSync(distDir, join(root, 'dist'));
  symlinkSync(ssrDir, join(root, 'dist-ssr'));
  return {
    distDir: join(root, 'dist'),
    remove: () => {
      rmSync(root, { recursive: true });
    },
  };
}

interface DeploymentFigures {
  name: string;
  live: LiveFigures;
  speed: SpeedRow[];
  burst: BurstFigures;
}

async function measure(deployment: Deployment, aside: string): Promise<DeploymentFigures> {
  const instances = await startInstances(
    deployment,
    { DIST_DIR: aside },
    { site: true, firstPort },
  );
  try {
    const database = await connect(deployment.target);
    try {
      await addRecruiter(database);
    } finally {
      await database.close();
    }
    const editor = instances[0];
    const reader = instances.at(-1);
    if (!editor || !reader) throw new Error('No instance started.');
    const staff = await signInRecruiter(editor.origin);
    const live = await publishToLive(staff, reader.origin);
    const speed = await servingSpeed(reader.origin);
    const figures = { name: deployment.name, live, speed, burst: await burst(staff, instances) };
    console.log(`${deployment.name}: measured.`);
    return figures;
  } finally {
    await stopInstances(instances);
  }
}

const ms = (value: number | undefined) => formatNumber(value, 0);
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

function speedRatios(rows: readonly SpeedRow[], path: string): number[] {
  return rows
    .filter((row) => row.path === path)
    .map((row) => {
      const base = rows.find((other) => other.round === row.round && other.path === prerendered);
      return row.result.latency.p99 / (base?.result.latency.p99 ?? Number.NaN);
    });
}

function printFigures(all: readonly DeploymentFigures[]): void {
  const where = (figures: DeploymentFigures) =>
    figures.name.startsWith('PostgreSQL')
      ? `${figures.name}, changed on A, read on B`
      : figures.name;

  const summary: string[][] = [];
  for (const figures of all) {
    const p95 = percentile(figures.live.both, 0.95);
    summary.push([
      'publish-to-live p95 (job page and /careers)',
      where(figures),
      `${ms(p95)} ms${figures.live.missed > 0 ? `, ${String(figures.live.missed)} never shown` : ''}`,
      `<= ${ms(liveTargetMs)} ms`,
      met(p95 <= liveTargetMs && figures.live.missed === 0),
    ]);
  }
  for (const figures of all) {
    for (const [name, path] of [
      ['/careers p99 / /aboutus p99', '/careers'],
      ['job page p99 / /aboutus p99', firstJobPage],
    ] as const) {
      const worst = Math.max(...speedRatios(figures.speed, path));
      summary.push([
        `${name} (worse of ${String(loadRounds)} rounds)`,
        figures.name,
        `${formatNumber(worst, 2)}x`,
        `<= ${formatNumber(speedTarget, 2)}x`,
        met(worst <= speedTarget),
      ]);
    }
  }
  for (const figures of all) {
    const most = Math.max(
      ...figures.burst.renders.flatMap((counts) => [counts.page, counts.careers]),
    );
    summary.push([
      `renders of a page in a burst of ${String(burstEdits)} edits (most, any instance)`,
      figures.name,
      formatNumber(most),
      `a few (<= ${String(fewRenders)}), not ${String(burstEdits)}`,
      met(most <= fewRenders),
    ]);
  }
  console.log(
    markdownTable(['target', 'deployment', right('measured'), right('target'), 'met'], summary),
  );

  console.log(
    `\nPublish-to-live: ${String(changes)} changes per deployment (edits of a title and ` +
      `publications in turn), each page asked every ${String(pollEveryMs)} ms from the staff ` +
      "API's answer.\n",
  );
  console.log(
    markdownTable(
      [
        'deployment',
        ...['job page p50 ms', 'p95 ms', '/careers p50 ms', 'p95 ms', 'both max ms'].map(right),
      ],
      all.map((figures) => [
        where(figures),
        ms(percentile(figures.live.page, 0.5)),
        ms(percentile(figures.live.page, 0.95)),
        ms(percentile(figures.live.careers, 0.5)),
        ms(percentile(figures.live.careers, 0.95)),
        ms(figures.live.both.at(-1)),
      ]),
    ),
  );

  console.log(
    `\nServed under the same load: ${String(connections)} connections, Brotli, ` +
      `${String(loadSeconds)} s per page after ${String(warmUpSeconds)} s of warm-up, the ` +
      'pages in turn, twice (on PostgreSQL, instance B).\n',
  );
  console.log(
    markdownTable(
      [
        'deployment',
        right('round'),
        'page',
        ...['requests/s', 'p50 ms', 'p99 ms', 'p99 vs /aboutus', 'not 2xx'].map(right),
      ],
      all.flatMap((figures) =>
        figures.speed.map((row) => {
          const base = figures.speed.find(
            (other) => other.round === row.round && other.path === prerendered,
          );
          return [
            figures.name,
            String(row.round),
            row.path,
            formatNumber(row.result.requests.total / row.result.duration),
            formatNumber(row.result.latency.p50, 1),
            formatNumber(row.result.latency.p99, 1),
            `${formatNumber(row.result.latency.p99 / (base?.result.latency.p99 ?? Number.NaN), 2)}x`,
            formatNumber(row.result.non2xx + row.result.errors + row.result.timeouts),
          ];
        }),
      ),
    ),
  );

  console.log(
    `\nA burst of ${String(burstEdits)} edits sent back to back while visitors ask for the ` +
      'job page and /careers on every instance every 50 ms; renders counted from each ' +
      "instance's log until both pages showed the last edit.\n",
  );
  console.log(
    markdownTable(
      [
        'deployment',
        'instance',
        ...['burst s', 'job page renders', '/careers renders', 'other renders'].map(right),
      ],
      all.flatMap((figures) =>
        figures.burst.renders.map((counts, index) => [
          figures.name,
          figures.burst.renders.length > 1 ? (index === 0 ? 'A' : 'B') : '-',
          formatNumber(figures.burst.seconds, 1),
          formatNumber(counts.page),
          formatNumber(counts.careers),
          formatNumber(counts.other),
        ]),
      ),
    ),
  );
}

export async function runJobsBench(): Promise<void> {
  const aside = buildAside();
  try {
    const all = await onEachDeployment([2], (deployment) => measure(deployment, aside.distDir));
    console.log(
      `\nLive job pages: Node ${process.version}, ${String(availableParallelism())} CPUs shared ` +
        'by the load generator, the instances and PostgreSQL (fsync on); SQLite in WAL mode.\n',
    );
    printFigures(all);
  } finally {
    aside.remove();
  }
}

if (isMainModule(import.meta.filename)) await runJobsBench();
