/**
 * The reader host: a small long-lived process the server starts early (./resume-host-client.ts),
 * which starts a fresh reading process per file (./resume-reader-run.ts) in its place. Starting
 * a process copies the starter's page tables while its event loop waits: a few milliseconds, and
 * tens for the first, in a server of a few hundred megabytes, against about one here, so the
 * server's loop no longer pays for each file read. Each reader keeps its own process, limits,
 * priority and empty environment, as when the server started it.
 *
 * On its input, file after file: the header's length (4 bytes, big-endian), the header as JSON
 * (`id`, `type`, `timeoutMs`, `memoryMb`, `size`), then the file's `size` bytes. On its output, a
 * line of JSON per file read: `{ id, run }`. When its input ends (the server stopping, or gone),
 * or on SIGTERM, it ends its readers and exits. It imports our runner and Node's modules only.
 */
import { runReader, readerScript, type ReaderKind, type ReaderRun } from './resume-reader-run.ts';

interface Header {
  id: number;
  type: ReaderKind;
  timeoutMs: number;
  memoryMb: number;
  size: number;
}

const script = readerScript();
const stopping = new AbortController();
const running = new Set<Promise<void>>();

/** A header as the server writes it; anything else means the stream is not ours: stop. */
function parseHeader(text: string): Header | undefined {
  try {
    const value = JSON.parse(text) as Partial<Header>;
    const whole = (n: unknown, max: number): n is number =>
      typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max;
    if (
      whole(value.id, Number.MAX_SAFE_INTEGER) &&
      (value.type === 'pdf' || value.type === 'docx') &&
      whole(value.timeoutMs, 10 * 60_000) &&
      whole(value.memoryMb, 4096) &&
      whole(value.size, 64 * 1024 * 1024)
    )
      return value as Header;
  } catch {
    // Falls through to the refusal.
  }
  return undefined;
}

function read(header: Header, bytes: Buffer): void {
  const limits = { timeoutMs: header.timeoutMs, memoryMb: header.memoryMb };
  const done = runReader(script, header.type, bytes, limits, stopping.signal).then(
    (run: ReaderRun) => {
      process.stdout.write(`${JSON.stringify({ id: header.id, run })}\n`);
      running.delete(done);
    },
  );
  running.add(done);
}

/** Ends every reader, then the host, once their answers are written. */
function stop(): void {
  if (stopping.signal.aborted) return;
  stopping.abort();
  void Promise.all(running).then(() => {
    process.stdout.write('', () => process.exit(0));
  });
}

let queued: Buffer[] = [];
let queuedBytes = 0;
let header: Header | undefined;

/** The first `count` bytes waiting, taken off the queue (copied once, when a file is whole). */
function take(count: number): Buffer {
  const all = queued.length === 1 ? (queued[0] ?? Buffer.alloc(0)) : Buffer.concat(queued);
  queued = count < all.length ? [all.subarray(count)] : [];
  queuedBytes -= count;
  return all.subarray(0, count);
}

/** A header longer than this is not the server's. */
const maxHeaderBytes = 4096;

process.stdin.on('data', (chunk: Buffer) => {
  if (stopping.signal.aborted) return;
  queued.push(chunk);
  queuedBytes += chunk.length;
  for (;;) {
    if (!header) {
      if (queuedBytes < 4) return;
      const length = Buffer.concat(queued, 4).readUInt32BE(0);
      if (length > maxHeaderBytes) {
        stop();
        return;
      }
      if (queuedBytes < 4 + length) return;
      header = parseHeader(
        take(4 + length)
          .subarray(4)
          .toString('utf8'),
      );
      if (!header) {
        stop();
        return;
      }
    }
    if (queuedBytes < header.size) return;
    read(header, take(header.size));
    header = undefined;
  }
});
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.on('SIGTERM', stop);
