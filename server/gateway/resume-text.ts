/**
 * A résumé file's text, read off the request path: each file in a process of its own
 * (./resume-text-worker.ts) with a memory limit, ended when it takes too long. A process, not a
 * worker thread: a thread that runs out of its heap can take the whole server down with it (V8
 * aborts the process when a collection cannot free enough in time), and a hostile PDF can make
 * PDF.js need any amount of memory. The outcome says
 * what staff see: the text, or that the file has none (a scanned PDF), or that reading it failed
 * or timed out. Files are read one at a time per instance, in the order they arrived; one left
 * unread by a stopped server is read at the next start (the hourly check).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ResumeType } from '@/shared/forms/resume-file';
import type { ExtractionState } from '@/shared/staff/resume-flags';
import type { Database } from '../db/connection';
import { describeError } from '../errors';
import { resumesToRead, resumeToRead, saveResumeText } from '../db/resumes';

export interface ExtractionLimits {
  timeoutMs: number;
  /** The reading process's heap. */
  memoryMb: number;
}

/** More text than this on the reading process's output is not a résumé: the read fails. */
const maxOutputBytes = 16 * 1024 * 1024;

export const extractionLimits: ExtractionLimits = { timeoutMs: 20_000, memoryMb: 256 };

/** The longest text kept of a file: far beyond any résumé, short of a book. */
export const maxTextLength = 200_000;

export type Extraction =
  { state: 'done'; text: string } | { state: Exclude<ExtractionState, 'done' | 'pending'> };

/** The text as staff read it: printable, each run of blank lines one, shortened. */
export function cleanText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]|\p{Cf}/gu, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxTextLength);
}

/** How much lower than the server the reader runs (a Unix nice value: 0 normal, 19 lowest). */
const readerNiceness = 10;

/** The reader as the Lambda build bundles it, beside the bundle's own file (scripts/build/lambda.ts). */
export const bundledReaderName = 'resume-text-worker.mjs';

/**
 * The reader's script: the bundled one where this code runs from a bundle that has it beside
 * itself, else the source, which Node runs as it is.
 */
function readerScript(): string {
  const bundled = fileURLToPath(new URL(`./${bundledReaderName}`, import.meta.url));
  return existsSync(bundled)
    ? bundled
    : fileURLToPath(new URL('./resume-text-worker.ts', import.meta.url));
}

export function extractResumeText(
  type: ResumeType,
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
): Promise<Extraction> {
  return new Promise((resolve) => {
    const script = readerScript();
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
    let outcome: Extraction | undefined;
    // Answered once the process has ended: a file that times out leaves nothing running.
    const end = (reason: Extraction) => {
      outcome ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => {
      end({ state: 'timed-out' });
    }, limits.timeoutMs);
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
      resolve(outcome ?? (code === 0 ? readReply(Buffer.concat(output)) : { state: 'failed' }));
    });
  });
}

/** The reader's answer on its output: the text, or that it failed. */
function readReply(output: Buffer): Extraction {
  try {
    const reply = JSON.parse(output.toString('utf8')) as { ok: boolean; text?: unknown };
    if (!reply.ok || typeof reply.text !== 'string') return { state: 'failed' };
    const text = cleanText(reply.text);
    return text === '' ? { state: 'no-text' } : { state: 'done', text };
  } catch {
    return { state: 'failed' };
  }
}

/** Reads the files waiting to be read, one at a time; `wake` after each new upload. */
export class ResumeReader {
  #running: Promise<void> | undefined;
  #again = false;

  constructor(
    private readonly database: Database,
    private readonly log: (line: string) => void,
    private readonly limits: ExtractionLimits = extractionLimits,
  ) {}

  wake(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
      if (this.#again) {
        this.#again = false;
        this.wake();
      }
    });
  }

  /** Resolves once nothing is being read (tests, and a stopping server). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drain(): Promise<void> {
    try {
      for (const id of await resumesToRead(this.database)) {
        const file = await resumeToRead(this.database, id);
        if (!file) continue;
        const outcome = await extractResumeText(file.type, file.content, this.limits);
        await saveResumeText(this.database, id, outcome);
        if (outcome.state !== 'done') this.log(`resume text: file ${id} ${outcome.state}`);
      }
    } catch (error) {
      this.log(`resume text: reading stopped: ${describeError(error)}`);
    }
  }
}
