/**
 * Benchmark of the insights on loopback, SQLite, one instance. It prints figures; it does not gate.
 *
 * 1. Page-view beacons per second and their latency, and the form gateway's latency alone and
 *    while the beacons run beside it.
 * 2. The reports API's answer time (p95 of each range) over a seeded past
 *    (`npm run seed:demo` with --visitors; about 2.1 page views per visitor).
 *
 *   npm run bench:insights -- [--visitors=5200] [--days=90]
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
import { isMainModule } from '../lib/paths';
import { autocannon, submission } from './instances';

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

function beacons(origin: string, connections: number) {
  return autocannon({
    url: `${origin}${beaconPath}`,
    requests: [{ method: 'POST', headers: { 'User-Agent': browser }, body: view }],
    connections,
    duration: seconds,
  });
}

type Result = Awaited<ReturnType<typeof autocannon>>;
const row = (name: string, result: Result) => [
  name,
  formatNumber(result.requests.total / result.duration),
  formatNumber(result.latency.p50, 1),
  formatNumber(result.latency.p99, 1),
  formatNumber(result.non2xx + result.errors + result.timeouts),
];

async function ingestion(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'akscel-insights-'));
  try {
    const server = await startServerProcess({
      DATABASE_PATH: join(dir, 'bench.sqlite'),
      RATE_LIMIT_MAX: '0',
      SPAM_BURST_MAX: '0',
      BEACONS_PER_MINUTE: '0',
      NODE_ENV: 'production',
    });
    await beacons(server.origin, 10);
    const alone = await forms(server.origin, 2);
    const onlyBeacons = await beacons(server.origin, 10);
    const [beside, withForms] = await Promise.all([
      forms(server.origin, 2),
      beacons(server.origin, 10),
    ]);
    return markdownTable(
      ['load', ...['requests/s', 'p50 ms', 'p99 ms', 'failed'].map(right)],
      [
        row('form gateway alone (2 connections)', alone),
        row('beacons alone (10 connections)', onlyBeacons),
        row('form gateway beside the beacons', beside),
        row('beacons beside the form gateway', withForms),
      ],
    );
  } finally {
    killServerProcesses();
    rmSync(dir, { recursive: true, force: true });
  }
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

async function reports(visitors: string, days: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'akscel-reports-'));
  const env = { ...process.env, DATABASE_PATH: join(dir, 'bench.sqlite') };
  try {
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed-demo.ts', `--visitors=${visitors}`, `--days=${days}`],
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
    const server = await startServerProcess({ DATABASE_PATH: env.DATABASE_PATH });
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
        if (run > 0) times.push(performance.now() - started);
      }
      rows.push([`last ${length} days`, formatNumber(p95(times), 1)]);
    }
    return `${seeded}\n\n${markdownTable(['reports range', right('p95 ms')], rows)}`;
  } finally {
    killServerProcesses();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runInsightsBench(): Promise<void> {
  const { values } = parseArgs({
    options: {
      visitors: { type: 'string', default: '5200' },
      days: { type: 'string', default: '90' },
    },
  });
  console.log(`\nBeacon ingestion: loopback, SQLite, one instance, ${seconds} s per load.\n`);
  console.log(await ingestion());
  console.log('\nReports API over a seeded past (SQLite, one instance, 20 answers per range):\n');
  console.log(await reports(values.visitors, values.days));
}

if (isMainModule(import.meta.filename)) {
  await runInsightsBench();
}
