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
import type { ResumeType } from '@/shared/forms/resume-file';
import type { ExtractionState } from '@/shared/staff/resume-flags';
import type { Database } from '../db/connection';
import { describeError } from '../errors';
import { resumesToRead, resumeToRead, saveResumeText } from '../db/resumes';
import { hostScript, ReaderHost } from './resume-host-client';
import { readerScript, runReader, type ExtractionLimits } from './resume-reader-run';

export { bundledReaderName, type ExtractionLimits } from './resume-reader-run';

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

/**
 * Reads a file in a process of its own: started by the reader host when one is given (the
 * server's, ./resume-host-client.ts), else by this process.
 */
export async function extractResumeText(
  type: ResumeType,
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
  host?: ReaderHost,
): Promise<Extraction> {
  const run = await (host
    ? host.read(type, bytes, limits)
    : runReader(readerScript(), type, bytes, limits));
  return run.state === 'read' ? readReply(run.output) : { state: run.state };
}

/** The reader's answer on its output: the text, or that it failed. */
function readReply(output: string): Extraction {
  try {
    const reply = JSON.parse(output) as { ok: boolean; text?: unknown };
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
  #host: ReaderHost | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: (line: string) => void,
    private readonly limits: ExtractionLimits = extractionLimits,
  ) {}

  /**
   * From now on, files are read by processes a reader host starts (a long-running server: it
   * spares the server's loop each start's copy of its page tables); without one, or where the
   * host's script is not there (a bundle without it), this process starts them.
   */
  startHost(): void {
    const script = hostScript();
    if (this.#host || !script) return;
    this.#host = new ReaderHost(script);
    this.#host.start();
  }

  /** Waits for the file being read, then ends the host. */
  async stop(): Promise<void> {
    await this.idle();
    await this.#host?.stop();
  }

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
        const outcome = await extractResumeText(file.type, file.content, this.limits, this.#host);
        await saveResumeText(this.database, id, outcome);
        if (outcome.state !== 'done') this.log(`resume text: file ${id} ${outcome.state}`);
      }
    } catch (error) {
      this.log(`resume text: reading stopped: ${describeError(error)}`);
    }
  }
}
