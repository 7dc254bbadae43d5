/**
 * The server as its own process, as `npm start` runs it (`node --import tsx server/main.ts`), on
 * a free port unless told one: for the tests that kill it, restart it, run two at once, or need
 * settings the browser suite's own server does not have. By default only the gateway
 * (`--api-only`); with `site: true` the built site too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../config';

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];

/** Kills whatever a test left running (call from afterEach). */
export function killServerProcesses(): void {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/**
 * Starts the server with these variables on top of the test's environment; resolves once it
 * listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  {
    site = false,
    entry = 'server/main.ts',
  }: {
    site?: boolean;
    /** Another server to run the same way, such as a benchmark's stand-in; it says "listening on". */
    entry?: string;
  } = {},
): Promise<ServerProcess> {
  const args = ['--import', 'tsx', entry, ...(site ? [] : ['--api-only'])];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start:\n${output}`));
    }, 30_000);
    // Always read both pipes: a full pipe would block the server's logging.
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      // The gateway alone says "listening on"; the whole site "running at". It writes its
      // own machine as localhost, which here is the loopback address it was told to use.
      const match = /(?:listening on|running at) http:\/\/(localhost|[\d.]+):(\d+)/.exec(output);
      if (match?.[2]) {
        clearTimeout(timer);
        const host = match[1] === 'localhost' ? '127.0.0.1' : (match[1] ?? '');
        resolve({ child, origin: `http://${host}:${match[2]}`, output: () => output, exited });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${String(code)}:\n${output}`));
    });
  });
}
