/**
 * The gateway's write path on each deployment shape, side by side: one instance on the embedded
 * SQLite file, one instance on PostgreSQL, and two instances sharing one PostgreSQL database
 * (the load split evenly between them, as a load balancer would). Each instance is its own
 * `server/main.ts` process; PostgreSQL is a throwaway cluster with its durable defaults (fsync
 * on). Every request is a valid submission with a unique name, so each one is stored and none
 * is an identical repeat; the rate limit and the burst heuristic are off, since one address
 * sends everything.
 */
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayPath } from '@/config/endpoints';
import { site } from '@/config/site';
import { connect, type DatabaseTarget } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { startPostgresCluster } from '../../server/support/postgres-cluster';
import { startServerProcess, type ServerProcess } from '../../server/support/server-process';
import { formatNumber } from '../lib/table';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

export interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

interface AutocannonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Runs before each request is sent; may return a changed copy. */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

interface AutocannonOptions extends AutocannonRequest {
  url: string;
  requests?: AutocannonRequest[];
  connections: number;
  duration: number;
  workers?: number;
  /** Requests per second sent in all, per worker; without it each connection sends at will. */
  overallRate?: number;
}

/** A table row of one load: its name, requests per second, p50, p99, then the given counts. */
export function loadRow(name: string, result: AutocannonResult, counts: readonly number[]) {
  return [
    name,
    formatNumber(result.requests.total / result.duration),
    formatNumber(result.latency.p50, 1),
    formatNumber(result.latency.p99, 1),
    ...counts.map((count) => formatNumber(count)),
  ];
}

/** Requests that failed: an answer other than 2xx, an error or a timeout. */
export const failedOf = (result: AutocannonResult) =>
  result.non2xx + result.errors + result.timeouts;

// autocannon ships no types; this is the slice of its API used here.
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

export interface ShapeResult {
  shape: string;
  /** Completed requests per second over the measured run, all instances together. */
  perSecond: number;
  p50: number;
  /** The highest of the instances' p99 latencies. */
  p99: number;
  ok: number;
  failed: number;
  /** Submissions the database gained during the measured run. */
  stored: number;
}

export interface InstanceBenchOptions {
  connections: number;
  warmUpSeconds: number;
  runSeconds: number;
}

let sequence = 0;

/** A contact request with a name of its own, so that no two are an identical repeat. */
export function submission(): string {
  sequence += 1;
  return JSON.stringify({
    portal_name: site.gateway.portalName,
    requested_demo_for_product_name: site.gateway.portalLabel,
    first_name: 'Bench',
    last_name: `Mark-${sequence}`,
    orgnization_email: 'bench@example.com',
    orgnization_name: 'Load Test Inc.',
    message: `Reference ${sequence}. ${'We would like a proposal for a data engineering team. '.repeat(10)}`,
  });
}

/** A server under load: production's behaviour, without the limits one client would run into. */
const serverEnv = { RATE_LIMIT_MAX: '0', SPAM_BURST_MAX: '0', NODE_ENV: 'production' };

/**
 * A server under a load of beacons too: no limit of one client's beacons nor of the whole site's,
 * and the beacons come from many addresses, as a proxy of ours would forward them.
 */
export const beaconLoadEnv = {
  ...serverEnv,
  BEACONS_PER_MINUTE: '0',
  BEACONS_PER_SECOND: '0',
  TRUST_PROXY: '1',
};

/**
 * Splits the connections over the instances and runs them at once. The load generator runs in
 * this process's main thread (each request's body is made here); the servers are processes.
 */
async function load(
  instances: readonly ServerProcess[],
  options: InstanceBenchOptions,
  seconds: number,
): Promise<AutocannonResult[]> {
  const share = Math.max(1, Math.round(options.connections / instances.length));
  return Promise.all(
    instances.map((instance) =>
      autocannon({
        url: `${instance.origin}${gatewayPath}`,
        requests: [
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: submission() }),
          },
        ],
        connections: share,
        duration: seconds,
      }),
    ),
  );
}

async function countStored(target: DatabaseTarget): Promise<number> {
  const database = await connect(target);
  try {
    const row = await database.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    return row?.total ?? 0;
  } finally {
    await database.close();
  }
}

export interface Deployment {
  /** The shape's name, as a table row says it. */
  name: string;
  target: DatabaseTarget;
  /** DATABASE_PATH or DATABASE_URL for its instances. */
  env: Record<string, string>;
  count: number;
}

/**
 * Migrates the deployment's database once, as `npm run migrate` would in a deploy, then starts
 * its instances (`server/main.ts` processes) with `env` on top of the bench's settings.
 */
export async function startInstances(
  deployment: Deployment,
  env: Record<string, string> = {},
  options: {
    site?: boolean;
    /** The first instance's port, the next one's the port after; the system's pick without. */
    firstPort?: number;
  } = {},
): Promise<ServerProcess[]> {
  const database = await connect(deployment.target);
  await migrate(database);
  await database.close();
  const { firstPort, ...processOptions } = options;
  return Promise.all(
    Array.from({ length: deployment.count }, (_, index) =>
      startServerProcess(
        {
          ...serverEnv,
          ...deployment.env,
          ...env,
          ...(firstPort === undefined ? {} : { PORT: String(firstPort + index) }),
        },
        processOptions,
      ),
    ),
  );
}

export async function stopInstances(instances: readonly ServerProcess[]): Promise<void> {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
}

/**
 * Runs `measure` on each deployment shape in turn, each on a fresh database: SQLite with one
 * instance, then the PostgreSQL shapes with the instance counts given, on a throwaway cluster
 * with its durable defaults (fsync on).
 */
export async function onEachDeployment<T>(
  postgresCounts: readonly number[],
  measure: (deployment: Deployment) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'akscel-bench-'));
  const cluster = await startPostgresCluster({ durable: true });
  const hashKey = randomBytes(32).toString('hex');
  try {
    const sqlitePath = join(dir, 'submissions.sqlite');
    results.push(
      await measure({
        name: 'SQLite, 1 instance',
        target: { path: sqlitePath },
        env: { DATABASE_PATH: sqlitePath },
        count: 1,
      }),
    );
    for (const [index, count] of postgresCounts.entries()) {
      const admin = await connect({ url: cluster.url(), path: '' });
      const name = `bench_${String(index)}`;
      await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
      await admin.close();
      const databaseUrl = cluster.url(name);
      results.push(
        await measure({
          name: `PostgreSQL, ${String(count)} instance${count === 1 ? '' : 's'}`,
          target: { url: databaseUrl, path: '' },
          // On PostgreSQL every instance must be given the same hash key (server/secrets.ts).
          env: { DATABASE_URL: databaseUrl, HASH_KEY: hashKey },
          count,
        }),
      );
    }
  } finally {
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

async function measureShape(
  deployment: Deployment,
  options: InstanceBenchOptions,
): Promise<ShapeResult> {
  const { target } = deployment;
  const instances = await startInstances(deployment);
  try {
    await load(instances, options, options.warmUpSeconds);
    const before = await countStored(target);
    const results = await load(instances, options, options.runSeconds);
    const stored = (await countStored(target)) - before;
    const total = results.reduce((sum, result) => sum + result.requests.total, 0);
    const duration = Math.max(...results.map((result) => result.duration));
    return {
      shape: deployment.name,
      perSecond: total / duration,
      p50: Math.max(...results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
      ok: results.reduce((sum, result) => sum + result['2xx'], 0),
      failed: results.reduce(
        (sum, result) => sum + result.non2xx + result.errors + result.timeouts,
        0,
      ),
      stored,
    };
  } finally {
    await stopInstances(instances);
  }
}

/** SQLite x1, PostgreSQL x1, PostgreSQL x2, in this order, each on a fresh database. */
export function benchInstances(options: InstanceBenchOptions): Promise<ShapeResult[]> {
  return onEachDeployment([1, 2], (deployment) => measureShape(deployment, options));
}
