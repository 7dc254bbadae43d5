/**
 * Benchmark of the insights on loopback, SQLite, one instance. It prints figures; it does not gate.
 *
 * 1. Page-view beacons per second and their latency, each load alone and the two together, as
 *    fast as they are answered; then the forms' latency at a steady pace, with the beacons
 *    running in every other turn of a few seconds and resting in the others (autocannon sends
 *    each second's beacons as one burst at the start of the second, so this is the harder case).
 * 2. The reports API's answer time over a seeded past (`npm run seed:demo` with --visitors;
 *    about 2.1 page views per visitor): the first read of each range, which sums its stored
 *    days, and the p95 of the reads after it, which find those sums kept.
 * Each on SQLite (a file in a temporary folder) and on PostgreSQL (a throwaway cluster).
 *
 *   npm run bench:insights -- [--visitors=5200] [--days=90] [--engine=sqlite|postgres|both]
 *                             [--parts=ingestion,reports]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { beaconPath, gatewayPath } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import { projectRoot } from '../../server/config';
import { killServerProcesses, startServerProcess } from '../../server/support/server-process';
import { formatNumber, markdownTable, type Column } from '../lib/table';
import { listValue } from '../lib/args';
import { isMainModule } from '../lib/paths';
import { startPostgresCluster } from '../../server/support/postgres-cluster';
import { autocannon, failedOf, loadRow, submission, type AutocannonResult } from './instances';
import { paced, summarize, type PacedSample } from './paced';

const right = (title: string): Column => ({ title, align: 'right' });
const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';
const seconds = 10;

const view = JSON.stringify({
  t: 'view',
  route: '/careers/:slug',
  path: '/careers/sap-utilities',
  ref: 'https://www.linkedin.com',
  vp: 'phone',
  build: 'main-bench',
});

function forms(origin: string, connections: number) {
  return autocannon({
    url: `${origin}${gatewayPath}`,
    requests: [
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: submission() }),
      },
    ],
    connections,
    duration: seconds,
  });
}

/**
 * Beacons from a thread of their own, so sending them does not delay the form's timing: as fast
 * as ten connections go, or at `perSecond`.
 */
function beacons(origin: string, perSecond?: number, duration = seconds) {
  return autocannon({
    url: `${origin}${beaconPath}`,
    requests: [{ method: 'POST', headers: { 'User-Agent': browser }, body: view }],
    connections: 10,
    duration,
    workers: 1,
    ...(perSecond === undefined ? {} : { overallRate: perSecond }),
  });
}

/** The ingestion target: the rate at which the form gateway must not slow down. */
const targetRate = 5_000;

const row = (name: string, result: AutocannonResult) => loadRow(name, result, [failedOf(result)]);

/** Forms a second in the open load: far above a real day's, yet leaving the server idle between. */
const formsPerSecond = 100;
/** While the forms keep their pace, the beacons run and rest in turns of this many seconds. */
const turnSeconds = 5;
const turns = 8;
/** Left out at each edge of a turn: the beacons' thread starting, the queue's last slices. */
const edgeMs = 500;

const untilTime = (at: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, Math.max(0, at - performance.now()));
  });

/**
 * The forms' latency with and without the beacons, from one open load: the forms go on at a
 * steady pace while the beacons run in every other turn, so both figures share the same server,
 * database and minute of the machine, and a drift of either shows in both.
 */
async function formsBesideBeacons(origin: string): Promise<string[][]> {
  const sending = paced({
    url: `${origin}${gatewayPath}`,
    perSecond: formsPerSecond,
    seconds: turns * 2 * turnSeconds,
    body: submission,
  });
  const start = performance.now();
  const running: { from: number; to: number }[] = [];
  const runs: AutocannonResult[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    await untilTime(start + (2 * turn + 1) * turnSeconds * 1000);
    const from = performance.now();
    runs.push(await beacons(origin, targetRate, turnSeconds));
    running.push({ from, to: performance.now() });
  }
  const samples = await sending;
  const beside = samples.filter(({ at }) =>
    running.some(({ from, to }) => at >= from + edgeMs && at <= to),
  );
  const alone = samples.filter(({ at }) =>
    running.every(({ from, to }) => at < from - edgeMs || at > to + edgeMs),
  );
  const sent = runs.reduce((sum, run) => sum + run.requests.total, 0);
  const formRow = (name: string, part: PacedSample[]) => {
    const summary = summarize(part);
    return [
      name,
      formatNumber(formsPerSecond),
      formatNumber(summary.p50, 2),
      formatNumber(summary.p99, 2),
      formatNumber(summary.failed),
    ];
  };
  return [
    formRow(`forms at ${formatNumber(formsPerSecond)}/s, no beacons`, alone),
    formRow(
      `forms at ${formatNumber(formsPerSecond)}/s beside ${formatNumber(targetRate)} beacons/s`,
      beside,
    ),
    [
      `beacons at ${formatNumber(targetRate)}/s beside them`,
      formatNumber(sent / runs.reduce((sum, run) => sum + run.duration, 0)),
      formatNumber(Math.max(...runs.map((run) => run.latency.p50)), 1),
      formatNumber(Math.max(...runs.map((run) => run.latency.p99)), 1),
      formatNumber(runs.reduce((sum, run) => sum + failedOf(run), 0)),
    ],
  ];
}

type Engine = 'sqlite' | 'postgres';

/** The settings that point the server and the seed at a fresh database of the engine. */
async function freshDatabase(engine: Engine): Promise<{
  env: Record<string, string>;
  remove: () => void;
}> {
  if (engine === 'postgres') {
    const cluster = await startPostgresCluster({ durable: true });
    return {
      env: { DATABASE_URL: cluster.url() },
      remove: () => {
        cluster.stop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'akscel-insights-'));
  return {
    env: { DATABASE_PATH: join(dir, 'bench.sqlite') },
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function ingestion(engine: Engine): Promise<string> {
  const database = await freshDatabase(engine);
  try {
    const server = await startServerProcess({
      ...database.env,
      RATE_LIMIT_MAX: '0',
      SPAM_BURST_MAX: '0',
      BEACONS_PER_MINUTE: '0',
      NODE_ENV: 'production',
    });
    await beacons(server.origin);
    const alone = await forms(server.origin, 2);
    const onlyBeacons = await beacons(server.origin);
    const [besideFlood, floodWithForms] = await Promise.all([
      forms(server.origin, 2),
      beacons(server.origin),
    ]);
    const capacity = markdownTable(
      [
        'closed load: as fast as answered',
        ...['requests/s', 'p50 ms', 'p99 ms', 'failed'].map(right),
      ],
      [
        row('form gateway alone (2 connections)', alone),
        row('beacons alone (10 connections)', onlyBeacons),
        row('form gateway beside beacons at will', besideFlood),
        row('beacons at will beside the form gateway', floodWithForms),
      ],
    );
    const latency = markdownTable(
      ['open load: at a steady pace', ...['requests/s', 'p50 ms', 'p99 ms', 'failed'].map(right)],
      await formsBesideBeacons(server.origin),
    );
    return `${capacity}\n\n${latency}`;
  } finally {
    killServerProcesses();
    database.remove();
  }
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

async function reports(engine: Engine, visitors: string, days: string): Promise<string> {
  const database = await freshDatabase(engine);
  const env = { ...process.env, ...database.env };
  try {
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/demo/seed.ts', `--visitors=${visitors}`, `--days=${days}`],
      { cwd: projectRoot, env, encoding: 'utf8' },
    );
    if (seed.status !== 0) throw new Error(`seed:demo failed:\n${seed.stderr}`);
    const seeded = seed.stdout.trim();
    const password = 'a benchmark passphrase of some length';
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/staff/cli.ts', 'add', 'bench@akscellence.example'],
      {
        cwd: projectRoot,
        env,
        input: `${password}\n`,
      },
    );
    const server = await startServerProcess(database.env);
    const signIn = await fetch(`${server.origin}${staffApiPaths.session}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify({ email: 'bench@akscellence.example', password }),
    });
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const today = new Date().toISOString().slice(0, 10);
    const rows: string[][] = [];
    for (const length of [7, 28, 90]) {
      const from = new Date(Date.now() - (length - 1) * 86_400_000).toISOString().slice(0, 10);
      const times: number[] = [];
      let first = 0;
      for (let run = 0; run < 21; run += 1) {
        const started = performance.now();
        const answer = await fetch(
          `${server.origin}${staffApiPaths.reports}?from=${from}&to=${today}`,
          {
            headers: { Cookie: cookie },
          },
        );
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`reports answered ${answer.status}`);
        if (run === 0) first = performance.now() - started;
        else times.push(performance.now() - started);
      }
      rows.push([`last ${length} days`, formatNumber(first, 1), formatNumber(p95(times), 1)]);
    }
    const columns = ['reports range', right('first read ms'), right('p95 of the next 20 ms')];
    return `${seeded}\n\n${markdownTable(columns, rows)}`;
  } finally {
    killServerProcesses();
    database.remove();
  }
}

export async function runInsightsBench(): Promise<void> {
  const { values } = parseArgs({
    options: {
      visitors: { type: 'string', default: '5200' },
      days: { type: 'string', default: '90' },
      engine: { type: 'string', default: 'both' },
      parts: { type: 'string', default: 'ingestion,reports' },
    },
  });
  const parts = listValue(values.parts) ?? [];
  const engines: Engine[] =
    values.engine === 'both'
      ? ['sqlite', 'postgres']
      : [values.engine === 'postgres' ? 'postgres' : 'sqlite'];
  for (const engine of engines) {
    const name = engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
    if (parts.includes('ingestion')) {
      console.log(`\nBeacon ingestion: loopback, ${name}, one instance, ${seconds} s per load.\n`);
      console.log(await ingestion(engine));
    }
    if (parts.includes('reports')) {
      console.log(`\nReports API over a seeded past (${name}, one instance):\n`);
      console.log(await reports(engine, values.visitors, values.days));
    }
  }
}

if (isMainModule(import.meta.filename)) {
  await runInsightsBench();
}
