/**
 * One résumé file read by a process of its own (./resume-text-worker.ts), within a time and a
 * memory limit, below the server in the processor's queue, with an empty environment: the server
 * runs it (./resume-text.ts) and so does the reader host (./resume-reader-host.ts), which starts
 * readers for a server too big to fork cheaply. It imports Node's own modules only, since Node
 * runs the host from its source, as it is.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

export type ReaderKind = 'pdf' | 'docx';

export interface ExtractionLimits {
  timeoutMs: number;
  /** The reading process's heap. */
  memoryMb: number;
}

/** What the reading process came to: its output to read, or that it failed or ran out of time. */
export type ReaderRun = { state: 'read'; output: string } | { state: 'failed' | 'timed-out' };

/** More text than this on the reading process's output is not a résumé: the read fails. */
export const maxOutputBytes = 16 * 1024 * 1024;

/** How much lower than the server the reader runs (a Unix nice value: 0 normal, 19 lowest). */
export const readerNiceness = 10;

/** The reader as the Lambda build bundles it, beside the bundle's own file (scripts/build/lambda.ts). */
export const bundledReaderName = 'resume-text-worker.mjs';

/**
 * A script of ours: the bundled one where this code runs from a bundle that has it beside
 * itself, else the source, which Node runs as it is; undefined when neither is there.
 */
export function scriptBeside(bundled: string, source: string): string | undefined {
  for (const name of [bundled, source]) {
    const path = fileURLToPath(new URL(`./${name}`, import.meta.url));
    if (existsSync(path)) return path;
  }
  return undefined;
}

export function readerScript(): string {
  return (
    scriptBeside(bundledReaderName, 'resume-text-worker.ts') ??
    fileURLToPath(new URL('./resume-text-worker.ts', import.meta.url))
  );
}

/** Reads a file in a fresh process; `signal` ends the process early (the read then failed). */
export function runReader(
  script: string,
  type: ReaderKind,
  bytes: Uint8Array,
  limits: ExtractionLimits,
  signal?: AbortSignal,
): Promise<ReaderRun> {
  return new Promise((resolve) => {
    // Node itself runs the file (it strips the types); an empty environment, as the reader
    // needs no setting and must see no secret.
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${String(limits.memoryMb)}`, script, type],
      { stdio: ['pipe', 'pipe', 'ignore'], env: {} },
    );
    // Below the server in the processor's queue: on a small machine the reader's PDF.js work
    // would otherwise take turns with the forms' requests.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, readerNiceness);
      } catch {
        // A platform that does not allow it reads at the same priority.
      }
    }
    const output: Buffer[] = [];
    let outputBytes = 0;
    let outcome: ReaderRun | undefined;
    // Answered once the process has ended: a file that times out leaves nothing running.
    const end = (reason: ReaderRun) => {
      outcome ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => {
      end({ state: 'timed-out' });
    }, limits.timeoutMs);
    const abort = () => {
      end({ state: 'failed' });
    };
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > maxOutputBytes) end({ state: 'failed' });
      else output.push(chunk);
    });
    // A reader that exits before taking the whole file closes its input early: no news.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
    // Out of memory, a crash, or a process that could not start: the server goes on.
    child.on('error', () => {
      end({ state: 'failed' });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      resolve(
        outcome ??
          (code === 0
            ? { state: 'read', output: Buffer.concat(output).toString('utf8') }
            : { state: 'failed' }),
      );
    });
  });
}
