/**
 * Load benchmark of the gateway on loopback. It prints figures; it does not gate.
 *
 * 1. Sustained valid submissions per second and their latency on each deployment shape, side by
 *    side: SQLite with one instance, PostgreSQL with one instance, PostgreSQL with two instances
 *    sharing the database (scripts/bench/instances.ts; the servers are processes of their own).
 * 2. A prerendered page served Brotli-compressed by `npm start`'s app (needs a build), alone and
 *    during a flood of wrong passwords at the staff sign-in.
 *
 * 3. The analytics: beacon ingestion beside the forms, and the reports over a seeded past
 *    (scripts/bench/analytics.ts), when run as `npm run bench:gateway`; `npm run bench` runs the
 *    two parts above, and `npm run bench:analytics` this one alone.
 *
 *   npm run bench:gateway
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { staffApiPaths } from '@/config/staff-api';
import { distDir } from '../lib/paths';
import { runAnalyticsBench } from './analytics';
import {
  autocannon,
  benchInstances,
  failedOf,
  loadRow,
  type AutocannonResult,
  type ShapeResult,
} from './instances';
import { formatNumber, markdownTable, type Column } from '../lib/table';
import { serveBuiltSite } from '../lib/site-server';
import { isMainModule } from '../lib/paths';

const right = (title: string): Column => ({ title, align: 'right' });

const connections = 10;
const warmUpSeconds = 2;
const runSeconds = 10;

function shapesTable(results: readonly ShapeResult[]): string {
  return markdownTable(
    ['deployment', ...['submissions/s', 'p50 ms', 'p99 ms', '2xx', 'failed', 'stored'].map(right)],
    results.map((result) => [
      result.shape,
      formatNumber(result.perSecond),
      formatNumber(result.p50, 1),
      formatNumber(result.p99, 1),
      formatNumber(result.ok),
      formatNumber(result.failed),
      formatNumber(result.stored),
    ]),
  );
}

const pageRow = (name: string, result: AutocannonResult) =>
  loadRow(name, result, [result['2xx'], failedOf(result)]);

/**
 * `GET /` with Brotli from `npm start`'s app in this process, on a throwaway SQLite file: alone,
 * then while as many connections again post wrong passwords to the staff sign-in (the password
 * hashing must not starve the site's pages).
 */
async function benchPage(distDir: string): Promise<string> {
  const server = await serveBuiltSite(distDir);
  try {
    const request = { url: `${server.origin}/`, headers: { 'Accept-Encoding': 'br' } };
    const probe = await fetch(request.url, { headers: request.headers });
    await probe.arrayBuffer();
    await autocannon({ ...request, connections, duration: warmUpSeconds, workers: 1 });
    const alone = await autocannon({ ...request, connections, duration: runSeconds, workers: 1 });
    const flood = autocannon({
      url: `${server.origin}${staffApiPaths.session}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify({ email: 'someone@example.com', password: 'not the password at all' }),
      connections,
      duration: runSeconds,
      workers: 1,
    });
    const [during, guesses] = await Promise.all([
      autocannon({ ...request, connections, duration: runSeconds, workers: 1 }),
      flood,
    ]);
    const encoding = probe.headers.get('Content-Encoding') ?? 'none';
    return markdownTable(
      ['load', ...['requests/s', 'p50 ms', 'p99 ms', '2xx', 'not 2xx'].map(right)],
      [
        pageRow(`GET / alone (Content-Encoding: ${encoding})`, alone),
        pageRow('GET / during a sign-in flood', during),
        pageRow('the flood: POST sign-in, wrong password', guesses),
      ],
    );
  } finally {
    await server.close();
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

  if (existsSync(join(distDir, '404.html')) && existsSync(join(distDir, 'index.html'))) {
    console.log(`\n${await benchPage(distDir)}`);
  } else {
    console.log('\ndist/ is missing: run `npm run build` to measure the page as well.');
  }
}

if (isMainModule(import.meta.filename)) {
  await runGatewayBench();
  // The analytics' targets are the gateway's too: beacons must not slow the forms down.
  await runAnalyticsBench();
}
