/**
 * Load benchmark of `npm start`'s server on loopback: sustained valid submissions per second
 * through the gateway (durable SQLite writes included), and a prerendered page served Brotli-
 * compressed. It prints figures; it does not gate. The server runs in this process on a
 * temporary database and reads dist/ without changing it; autocannon fires from a worker thread
 * so the load generator does not share the server's event loop.
 *
 *   npx tsx scripts/bench-gateway.ts
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { gatewayPath } from '@/config/endpoints';
import { site } from '@/config/site';
import { createApp } from '../server/app';
import { projectRoot } from '../server/config';
import type { SubmissionStore } from '../server/db';
import { formatNumber, markdownTable } from './bench-table';
import { listen, localConfig, temporaryStore } from './site-server';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

interface AutocannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  workers?: number;
}

type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const connections = 10;
const warmUpSeconds = 2;
const runSeconds = 10;

const payload = JSON.stringify({
  portal_name: site.gateway.portalName,
  requested_demo_for_product_name: site.gateway.portalLabel,
  first_name: 'Bench',
  last_name: 'Mark',
  orgnization_email: 'bench@example.com',
  orgnization_name: 'Load Test Inc.',
  message: 'We would like a proposal for a data engineering team. '.repeat(10),
});

/** One kind of request put under load; each gives one row of the table. */
interface Scenario {
  target: string;
  request: Omit<AutocannonOptions, 'connections' | 'duration' | 'workers'>;
  /** Checks one request before the load (a wrong answer would measure the wrong thing). */
  check: (response: Response) => string | undefined;
}

interface Row {
  target: string;
  result: AutocannonResult;
  /** Submissions the store gained during the measured run. */
  stored: number;
  note: string | undefined;
}

async function load(options: Scenario['request'], seconds: number) {
  return autocannon({ ...options, connections, duration: seconds, workers: 1 });
}

function scenarios(origin: string, haveSite: boolean): Scenario[] {
  const list: Scenario[] = [
    {
      target: 'POST gateway (valid contact)',
      request: {
        url: `${origin}${gatewayPath}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: payload,
      },
      check: (response) => {
        if (response.status !== 201) throw new Error(`The gateway answered ${response.status}.`);
        return undefined;
      },
    },
  ];
  if (haveSite) {
    list.push({
      target: 'GET / (Accept-Encoding: br)',
      request: { url: `${origin}/`, method: 'GET', headers: { 'Accept-Encoding': 'br' } },
      check: (response) =>
        `GET / answered with Content-Encoding: ${response.headers.get('Content-Encoding') ?? 'none'}.`,
    });
  }
  return list;
}

async function measure(scenario: Scenario, store: SubmissionStore): Promise<Row> {
  const { request } = scenario;
  const probe = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  await probe.arrayBuffer();
  const note = scenario.check(probe);
  await load(request, warmUpSeconds);
  const before = await store.count();
  const result = await load(request, runSeconds);
  return { target: scenario.target, result, stored: (await store.count()) - before, note };
}

function table(rows: readonly Row[]): string {
  const figures = ['req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors', 'timeouts', 'stored'];
  return markdownTable(
    ['target', ...figures.map((title) => ({ title, align: 'right' as const }))],
    rows.map(({ target, result, stored }) => [
      target,
      // Completed requests over the run's length; autocannon's per-second average skips partial seconds.
      formatNumber(result.requests.total / result.duration),
      formatNumber(result.latency.p50, 1),
      formatNumber(result.latency.p99, 1),
      formatNumber(result['2xx']),
      formatNumber(result.non2xx),
      formatNumber(result.errors),
      formatNumber(result.timeouts),
      formatNumber(stored),
    ]),
  );
}

export async function runGatewayBench(): Promise<void> {
  const distDir = resolve(projectRoot, 'dist');
  const haveSite = existsSync(join(distDir, '404.html')) && existsSync(join(distDir, 'index.html'));
  const { store, remove } = temporaryStore();
  let logged = 0;
  const app = createApp({
    distDir: haveSite ? distDir : undefined,
    store,
    config: localConfig,
    log: () => {
      logged += 1;
    },
  });
  const server = await listen(app);

  try {
    const rows: Row[] = [];
    for (const scenario of scenarios(server.origin, haveSite)) {
      rows.push(await measure(scenario, store));
    }
    console.log(
      `\nGateway server benchmark: loopback, ${connections} connections, ${runSeconds} s per ` +
        `target after a ${warmUpSeconds} s warm-up; Node ${process.version}, ` +
        `${availableParallelism()} CPUs, SQLite WAL with synchronous=FULL.\n`,
    );
    console.log(table(rows));
    console.log(
      '\n"stored" counts the submissions written during the measured run; it may exceed the 2xx ' +
        `answers by the requests still in flight when the run stopped. Log lines written: ` +
        `${formatNumber(logged)}.`,
    );
    for (const row of rows) if (row.note) console.log(row.note);
    if (!haveSite)
      console.log('dist/ is missing: run `npm run build` to measure the page as well.');
  } finally {
    await server.close();
    await remove();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runGatewayBench();
}
