/**
 * Benchmark of the analytics on loopback, one instance. It prints figures; it does not gate.
 *
 * 1. The time and the gateway's CPU to write one slice of the beacon queue (`slices.ts`).
 * 2. Page-view beacons per second and their latency, each load alone and the two together, as
 *    fast as they are answered; then the forms' latency at a steady pace, with the beacons
 *    running in turns of a few seconds, sent to the gateway or to a bare server beside it, at
 *    random moments as visitors send them or in one burst a second (`forms-beside-beacons.ts`).
 * 3. The reports API's answer time over a seeded past (`npm run seed:demo` with --visitors;
 *    about 2.1 page views per visitor): the first read of each range, which sums its stored
 *    days, and the p95 of the reads after it, which find those sums kept.
 * 4. A flood of junk beacons (`--junk` of them, from many addresses, with made-up slugs, builds,
 *    campaigns, referrers and browsers) to a fresh server, then the reports: their p95 and size,
 *    the server's heap, and the forms' p99 beside reads of the reports (`junk-flood.ts`).
 * Each on SQLite (a file in a temporary folder) and on PostgreSQL (a throwaway cluster).
 *
 *   npm run bench:analytics -- [--visitors=5200] [--days=90] [--engine=sqlite|postgres|both]
 *                             [--parts=slices,ingestion,reports,flood] [--junk=100000]
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gatewayPath } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import { projectRoot } from '../../server/config';
import { killServerProcesses, startServerProcess } from '../../server/support/server-process';
import { formatNumber, markdownTable, type Column } from '../lib/table';
import { listValue, numberValue } from '../lib/args';
import { isMainModule } from '../lib/paths';
import { startPostgresCluster } from '../../server/support/postgres-cluster';
import {
  autocannon,
  beaconLoadEnv,
  failedOf,
  loadRow,
  submission,
  type AutocannonResult,
} from './instances';
import { beacons } from './beacon-load';
import { formsBesideBeacons } from './forms-beside-beacons';
import { floodRows, junkFlood, staffCookie } from './junk-flood';
import { sliceRow } from './slices';

const right = (title: string): Column => ({ title, align: 'right' });
const seconds = 10;

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

const row = (name: string, result: AutocannonResult) => loadRow(name, result, [failedOf(result)]);

type Engine = 'sqlite' | 'postgres';

/** The settings that point the server and the seed at a fresh database of the engine. */
async function freshDatabase(engine: Engine): Promise<{
  env: Record<string, string>;
  remove: () => void;
}> {
  if (engine === 'postgres') {
    const cluster = await startPostgresCluster({ durable: true });
    return {
      // PostgreSQL's instances share their hash key through the settings, never the database.
      env: { DATABASE_URL: cluster.url(), HASH_KEY: randomBytes(32).toString('hex') },
      remove: () => {
        cluster.stop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'akscel-analytics-'));
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
    const server = await startServerProcess({ ...database.env, ...beaconLoadEnv });
    await beacons({ origin: server.origin, duration: seconds });
    const alone = await forms(server.origin, 2);
    const onlyBeacons = await beacons({ origin: server.origin, duration: seconds });
    const [besideFlood, floodWithForms] = await Promise.all([
      forms(server.origin, 2),
      beacons({ origin: server.origin, duration: seconds }),
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
    const server = await startServerProcess(database.env);
    const cookie = await staffCookie(server.origin, env);
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

export async function runAnalyticsBench(): Promise<void> {
  const { values } = parseArgs({
    options: {
      visitors: { type: 'string', default: '5200' },
      days: { type: 'string', default: '90' },
      engine: { type: 'string', default: 'both' },
      parts: { type: 'string', default: 'slices,ingestion,reports,flood' },
      junk: { type: 'string', default: '100000' },
    },
  });
  const junk = numberValue(values.junk, 'junk', 100_000, { min: 1, integer: true });
  const parts = listValue(values.parts) ?? [];
  const engines: Engine[] =
    values.engine === 'both'
      ? ['sqlite', 'postgres']
      : [values.engine === 'postgres' ? 'postgres' : 'sqlite'];
  for (const engine of engines) {
    const name = engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
    if (parts.includes('slices')) {
      console.log(
        `\nWriting the beacon queue (${name}): slices of 250 page views, 125 visitors each.\n`,
      );
      const database = await freshDatabase(engine);
      try {
        const row = await sliceRow(name, {
          url: database.env.DATABASE_URL,
          path: database.env.DATABASE_PATH ?? '',
        });
        const columns = ['engine', ...['median ms', 'p90 ms', 'gateway CPU ms'].map(right)];
        console.log(markdownTable(columns, [row]));
      } finally {
        database.remove();
      }
    }
    if (parts.includes('ingestion')) {
      console.log(`\nBeacon ingestion: loopback, ${name}, one instance, ${seconds} s per load.\n`);
      console.log(await ingestion(engine));
    }
    if (parts.includes('reports')) {
      console.log(`\nReports API over a seeded past (${name}, one instance):\n`);
      console.log(await reports(engine, values.visitors, values.days));
    }
    if (parts.includes('flood')) {
      console.log(`\nA flood of ${formatNumber(junk)} junk beacons, then the reports (${name}):\n`);
      const database = await freshDatabase(engine);
      try {
        const figures = await junkFlood(database.env, junk);
        console.log(markdownTable(['measure', right('figure')], floodRows(figures)));
      } finally {
        database.remove();
      }
    }
  }
}

if (isMainModule(import.meta.filename)) {
  await runAnalyticsBench();
}
