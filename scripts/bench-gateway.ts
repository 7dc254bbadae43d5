/**
 * Load benchmark of `npm start`'s server on loopback: sustained valid submissions per second
 * through the gateway (durable SQLite writes included), and a prerendered page served Brotli-
 * compressed. It prints figures; it does not gate. The server runs in this process on a
 * temporary database and reads dist/ without changing it; autocannon fires from a worker thread
 * so the load generator does not share the server's event loop.
 *
 *   npx tsx scripts/bench-gateway.ts
 */
import { serve, type ServerType } from '@hono/node-server';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gatewayPath } from '@/config/endpoints';
import { site } from '@/config/site';
import { projectRoot, readConfig } from '../server/config';
import { createRuntime } from '../server/runtime';

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

interface Row {
  target: string;
  result: AutocannonResult;
}

async function load(options: Omit<AutocannonOptions, 'connections' | 'duration'>, seconds: number) {
  return autocannon({ ...options, connections, duration: seconds, workers: 1 });
}

function table(rows: readonly Row[]): string {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors', 'timeouts'];
  const body = rows.map(({ target, result }) => [
    target,
    // Completed requests over the run's length; autocannon's per-second average skips partial seconds.
    Math.round(result.requests.total / result.duration).toLocaleString('en-US'),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    result['2xx'].toLocaleString('en-US'),
    result.non2xx.toLocaleString('en-US'),
    result.errors.toLocaleString('en-US'),
    result.timeouts.toLocaleString('en-US'),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

export async function runGatewayBench(): Promise<void> {
  const distDir = resolve(projectRoot, 'dist');
  const haveSite = existsSync(join(distDir, '404.html')) && existsSync(join(distDir, 'index.html'));
  const dataDir = mkdtempSync(join(tmpdir(), 'akscel-bench-'));
  let logged = 0;
  const config = readConfig({
    DATABASE_PATH: join(dataDir, 'submissions.sqlite'),
    // The limit and the burst heuristic are off: one address sends everything here.
    RATE_LIMIT_MAX: '0',
    SPAM_BURST_MAX: '0',
  });
  const runtime = await createRuntime(config, {
    distDir: haveSite ? distDir : undefined,
    log: () => {
      logged += 1;
    },
  });
  const { app, store } = runtime;
  const server = await new Promise<ServerType>((resolveServer) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolveServer(started);
    });
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const rows: Row[] = [];
    const gateway = {
      url: `${origin}${gatewayPath}`,
      method: 'POST' as const,
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    };
    const check = await fetch(gateway.url, {
      method: 'POST',
      headers: gateway.headers,
      body: payload,
    });
    if (check.status !== 201) throw new Error(`The gateway answered ${check.status}, not 201.`);
    await load(gateway, warmUpSeconds);
    const before = await store.count();
    const submissions = await load(gateway, runSeconds);
    const stored = (await store.count()) - before;
    rows.push({ target: 'POST gateway (valid contact)', result: submissions });

    let pageNote = 'dist/ is missing: run `npm run build` to measure the page as well.';
    if (haveSite) {
      const page = {
        url: `${origin}/`,
        method: 'GET' as const,
        headers: { 'Accept-Encoding': 'br' },
      };
      const probe = await fetch(page.url, { headers: page.headers });
      const encoding = probe.headers.get('Content-Encoding') ?? 'none';
      await probe.arrayBuffer();
      await load(page, warmUpSeconds);
      rows.push({ target: 'GET / (Accept-Encoding: br)', result: await load(page, runSeconds) });
      pageNote = `GET / answered with Content-Encoding: ${encoding}.`;
    }

    console.log(
      `\nGateway server benchmark: loopback, ${connections} connections, ${runSeconds} s per ` +
        `target after a ${warmUpSeconds} s warm-up; Node ${process.version}, ` +
        `${availableParallelism()} CPUs, SQLite WAL with synchronous=FULL.\n`,
    );
    console.log(table(rows));
    console.log(
      `\nSubmissions stored during the measured run: ${stored.toLocaleString('en-US')} ` +
        `(2xx answers: ${submissions['2xx'].toLocaleString('en-US')}; the difference is requests ` +
        `still in flight when the run stopped). Log lines written: ${logged.toLocaleString('en-US')}.`,
    );
    console.log(pageNote);
  } finally {
    await new Promise<void>((resolveClose) => {
      server.close(() => {
        resolveClose();
      });
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runGatewayBench();
}
