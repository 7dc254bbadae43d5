/**
 * Load benchmark of the gateway on loopback. It prints figures; it does not gate.
 *
 * 1. Sustained valid submissions per second and their latency on each deployment shape, side by
 *    side: SQLite with one instance, PostgreSQL with one instance, PostgreSQL with two instances
 *    sharing the database (scripts/bench-instances.ts; the servers are processes of their own).
 * 2. A prerendered page served Brotli-compressed by `npm start`'s app (needs a build).
 *
 *   npm run bench:gateway
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot, readConfig } from '../server/config';
import { createRuntime } from '../server/runtime';
import { listen } from '../server/support/listen';
import { autocannon, benchInstances, type ShapeResult } from './bench-instances';

const connections = 10;
const warmUpSeconds = 2;
const runSeconds = 10;

function format(value: number, decimals = 0): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A Markdown table with the first column left-aligned and the figures right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((cells) => (cells[column] ?? '').length)),
  );
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`,
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

function shapesTable(results: readonly ShapeResult[]): string {
  return table(
    ['deployment', 'submissions/s', 'p50 ms', 'p99 ms', '2xx', 'failed', 'stored'],
    results.map((result) => [
      result.shape,
      format(result.perSecond),
      format(result.p50, 1),
      format(result.p99, 1),
      format(result.ok),
      format(result.failed),
      format(result.stored),
    ]),
  );
}

/** `GET /` with Brotli from `npm start`'s app in this process, on a throwaway SQLite file. */
async function benchPage(distDir: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'akscel-bench-page-'));
  const runtime = await createRuntime(
    readConfig({ DATABASE_PATH: join(dataDir, 'submissions.sqlite') }),
    { distDir, log: () => undefined },
  );
  const server = await listen((request) => runtime.app.fetch(request));
  try {
    const request = { url: `${server.origin}/`, headers: { 'Accept-Encoding': 'br' } };
    const probe = await fetch(request.url, { headers: request.headers });
    await probe.arrayBuffer();
    await autocannon({ ...request, connections, duration: warmUpSeconds, workers: 1 });
    const result = await autocannon({ ...request, connections, duration: runSeconds, workers: 1 });
    return table(
      ['page', 'requests/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
      [
        [
          `GET / (Content-Encoding: ${probe.headers.get('Content-Encoding') ?? 'none'})`,
          format(result.requests.total / result.duration),
          format(result.latency.p50, 1),
          format(result.latency.p99, 1),
          format(result['2xx']),
          format(result.non2xx + result.errors + result.timeouts),
        ],
      ],
    );
  } finally {
    await server.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runGatewayBench(): Promise<void> {
  const shapes = await benchInstances({ connections, warmUpSeconds, runSeconds });
  console.log(
    `\nGateway benchmark: loopback, ${connections} connections in all (split evenly between ` +
      `instances), ${runSeconds} s per shape after a ${warmUpSeconds} s warm-up; Node ` +
      `${process.version}, ${availableParallelism()} CPUs shared by the load generator, the ` +
      'instances and PostgreSQL. SQLite in WAL mode with synchronous=FULL; PostgreSQL with its ' +
      'defaults (fsync on). p99 of two instances is the higher of the two.\n',
  );
  console.log(shapesTable(shapes));

  const distDir = resolve(projectRoot, 'dist');
  if (existsSync(join(distDir, '404.html')) && existsSync(join(distDir, 'index.html'))) {
    console.log(`\n${await benchPage(distDir)}`);
  } else {
    console.log('\ndist/ is missing: run `npm run build` to measure the page as well.');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runGatewayBench();
}
