/**
 * The server's side of the reader host (./resume-reader-host.ts): starts it, hands it each file
 * (written to its input as the pipe takes it, so the loop is never held by the copy) and answers
 * with what the reader came to. A host that dies, or answers no file long after the reader's own
 * time limit, is ended: the files it held are answered "failed", as a reader that crashed would
 * be, and the next file starts a new host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import {
  readerNiceness,
  scriptBeside,
  type ExtractionLimits,
  type ReaderKind,
  type ReaderRun,
} from './resume-reader-run.ts';

/** The host as a bundle would carry it beside itself. */
export const bundledHostName = 'resume-reader-host.mjs';

/** How long past a file's own time limit the host may take to answer before it is ended. */
const hostGraceMs = 10_000;

export function hostScript(): string | undefined {
  return scriptBeside(bundledHostName, 'resume-reader-host.ts');
}

/** The host's answer as a reader's outcome; anything else is a failed read. */
function readerRun(run: Partial<ReaderRun> | undefined): ReaderRun {
  if (run?.state === 'read' && 'output' in run && typeof run.output === 'string')
    return { state: 'read', output: run.output };
  return { state: run?.state === 'timed-out' ? 'timed-out' : 'failed' };
}

interface Running {
  child: ChildProcess;
  pending: Map<number, (run: ReaderRun) => void>;
}

export class ReaderHost {
  #running: Running | undefined;
  #nextId = 1;
  #stopped = false;

  constructor(private readonly script: string) {}

  /** Starts the host now, while the server is small (its first start costs the most). */
  start(): void {
    this.#host();
  }

  /** The host's process id, while it runs (tests). */
  get pid(): number | undefined {
    return this.#running?.child.pid;
  }

  read(type: ReaderKind, bytes: Uint8Array, limits: ExtractionLimits): Promise<ReaderRun> {
    if (this.#stopped) return Promise.resolve({ state: 'failed' });
    const running = this.#host();
    const id = this.#nextId;
    this.#nextId += 1;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        running.child.kill('SIGKILL');
      }, limits.timeoutMs + hostGraceMs);
      running.pending.set(id, (run) => {
        clearTimeout(timer);
        resolve(run);
      });
      const header = Buffer.from(
        JSON.stringify({ id, type, ...limits, size: bytes.length }),
        'utf8',
      );
      const length = Buffer.alloc(4);
      length.writeUInt32BE(header.length);
      // Queued in order, and written as the pipe takes them: no copy of the file, no wait.
      running.child.stdin?.write(length);
      running.child.stdin?.write(header);
      running.child.stdin?.write(bytes);
    });
  }

  /** Ends the host (its input closed, then killed if it lingers); files it held fail. */
  async stop(): Promise<void> {
    this.#stopped = true;
    const running = this.#running;
    if (!running) return;
    const exited = new Promise<void>((resolve) => {
      if (running.child.exitCode !== null || running.child.signalCode !== null) resolve();
      else
        running.child.once('close', () => {
          resolve();
        });
    });
    running.child.stdin?.end();
    const timer = setTimeout(() => running.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  #host(): Running {
    if (this.#running) return this.#running;
    // An empty environment: the host and its readers need no setting and must see no secret.
    const child = spawn(process.execPath, [this.script], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: {},
    });
    // As low in the processor's queue as its readers: nothing it does is ahead of a request.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, readerNiceness);
      } catch {
        // A platform that does not allow it runs the host at the server's priority.
      }
    }
    const running: Running = { child, pending: new Map() };
    this.#running = running;
    child.stdin.on('error', () => undefined);
    child.stdout.setEncoding('utf8');
    const parts: string[] = [];
    child.stdout.on('data', (chunk: string) => {
      let from = 0;
      for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', from)) {
        parts.push(chunk.slice(from, end));
        this.#answer(running, parts.join(''));
        parts.length = 0;
        from = end + 1;
      }
      if (from < chunk.length) parts.push(chunk.slice(from));
    });
    const gone = () => {
      if (this.#running === running) this.#running = undefined;
      for (const settle of running.pending.values()) settle({ state: 'failed' });
      running.pending.clear();
    };
    child.on('error', gone);
    child.on('close', gone);
    return running;
  }

  #answer(running: Running, line: string): void {
    try {
      const { id, run } = JSON.parse(line) as { id: unknown; run?: Partial<ReaderRun> };
      const settle = typeof id === 'number' ? running.pending.get(id) : undefined;
      if (settle && typeof id === 'number') {
        running.pending.delete(id);
        settle(readerRun(run));
        return;
      }
    } catch {
      // Falls through: the host is not well.
    }
    // A line that is not an answer to a file sent: the host is ended, its files fail.
    running.child.kill('SIGKILL');
  }
}
