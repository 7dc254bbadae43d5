/**
 * A résumé file's text, read off the request path: each file in a worker thread of its own
 * (./resume-text-worker.ts) with a memory limit, ended when it takes too long. The outcome says
 * what staff see: the text, or that the file has none (a scanned PDF), or that reading it failed
 * or timed out. Files are read one at a time per instance, in the order they arrived; one left
 * unread by a stopped server is read at the next start (the hourly check).
 */
import { Worker } from 'node:worker_threads';
import type { ResumeType } from '@/shared/forms/resume-file';
import type { ExtractionState } from '@/shared/staff/resume-flags';
import type { Database } from '../db/connection';
import { describeError } from '../errors';
import { resumesToRead, resumeToRead, saveResumeText } from '../db/resumes';

export interface ExtractionLimits {
  timeoutMs: number;
  /** The worker's heap. */
  memoryMb: number;
}

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

export function extractResumeText(
  type: ResumeType,
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
): Promise<Extraction> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./resume-text-worker.ts', import.meta.url), {
      workerData: { type, bytes },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    let settled = false;
    // Answered once the thread has ended: a file that times out leaves nothing running.
    const settle = (outcome: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().then(() => {
        resolve(outcome);
      });
    };
    const timer = setTimeout(() => {
      settle({ state: 'timed-out' });
    }, limits.timeoutMs);
    worker.on('message', (reply: { ok: true; text: string } | { ok: false; error: string }) => {
      if (!reply.ok) {
        settle({ state: 'failed' });
        return;
      }
      const text = cleanText(reply.text);
      settle(text === '' ? { state: 'no-text' } : { state: 'done', text });
    });
    // Out of memory, or a crash: the thread is gone, the server is not.
    worker.on('error', () => {
      settle({ state: 'failed' });
    });
    worker.on('exit', () => {
      settle({ state: 'failed' });
    });
  });
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
