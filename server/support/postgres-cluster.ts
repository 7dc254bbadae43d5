/**
 * A throwaway PostgreSQL cluster for the tests and the benchmark: `initdb` into a temporary
 * folder, `pg_ctl start` on a free loopback port, removed again by `stop()`. Debian's server
 * binaries are used (/usr/lib/postgresql/<version>/bin, or PG_BIN). PostgreSQL refuses to run as
 * root, so as root the commands run as the `postgres` system user the Debian package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  port: number;
  /** Connection URL of a database of this cluster (`postgres` unless named). */
  url(database?: string): string;
  stop(): void;
}

export interface ClusterOptions {
  /**
   * Skip fsync: for tests, whose crashes are of the gateway process, never of the machine. The
   * benchmark keeps PostgreSQL's durable defaults.
   */
  durable?: boolean;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: apt-get install -y postgresql (or set PG_BIN).',
    );
  }
  return join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function run(program: string, args: readonly string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, [...args]];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(' ')} failed (${String(result.status)}):\n${result.stdout}${result.stderr}`,
    );
  }
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'akscel-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '-N',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    ...(options.durable ? [] : ['-c fsync=off', '-c full_page_writes=off']),
  ];
  try {
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      log,
      '-w',
      '-t',
      '60',
      '-o',
      settings.join(' '),
      'start',
    ]);
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${serverLog}`);
  }
  let stopped = false;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
