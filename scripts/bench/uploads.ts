/**
 * `npm run bench:uploads`: what résumé files cost the rest of the server. It prints figures; it
 * does not gate.
 *
 * 1. Reading a typical résumé: a two-page PDF and a DOCX of the same text, each read ten times
 *    by the same reader the server runs (a Node process of its own per file), before the server
 *    starts, on a quiet machine.
 * 2. The forms beside ten 10 MB uploads: the gateway (a process of its own, on SQLite, as
 *    `npm start` runs it) takes contact forms at a steady pace for the whole run; partway, ten
 *    applicants send a 10 MB PDF each at the same moment (from a thread of their own,
 *    `upload-thread.ts`, so that sending them does not delay the forms' timing here), and the
 *    server reads them one after the other. The forms' p50 and p99 before the uploads and while
 *    they are received and read, and the server's event-loop delay (`monitorEventLoopDelay`,
 *    `loop-delay-server.ts`) in both windows: a stall the upload path causes shows as a late loop.
 *
 *   With `-- --profile`, the server records a CPU profile and notes each stall of its loop, and
 *   every stall over 50 ms is put down to what ran inside it (`loop-stalls.ts`): what held the
 *   loop, and whether it was the upload path, rather than a guess.
 *
 *   npm run bench:uploads [-- --profile]
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gatewayPath } from '@/config/endpoints';
import { openDatabase } from '../../server/db/migrate';
import { resumesToRead } from '../../server/db/resumes';
import { extractResumeText } from '../../server/gateway/resume-text';
import { docx, pdfPages } from '../../server/support/resume-corpus';
import { resumeLines } from './resume-samples';
import { startServerProcess } from '../../server/support/server-process';
import { formatNumber, markdownTable, type Column } from '../lib/table';
import { profileStalls, stallMs, stallRows, type WindowStall } from './loop-stalls';
import { isMainModule } from '../lib/paths';
import { submission } from './instances';
import { paced, percentile, summarize, type PacedSample } from './paced';
import type { UploadJob } from './upload-thread';

const right = (title: string): Column => ({ title, align: 'right' });

/** Forms a second: far above a real day's, and steady enough to see a stall in. */
const formsPerSecond = 50;
/** Quiet seconds before the uploads, and the most the uploads and their reading may take. */
const quietSeconds = 15;
const busySeconds = 60;
const uploads = 10;
const readsPerFile = 10;

async function readingTimes(): Promise<string[][]> {
  const files = [
    { name: 'two-page PDF', type: 'pdf' as const, bytes: pdfPages(resumeLines()) },
    { name: 'DOCX of the same text', type: 'docx' as const, bytes: docx(resumeLines().flat()) },
  ];
  const rows: string[][] = [];
  for (const file of files) {
    const times: number[] = [];
    for (let read = 0; read < readsPerFile; read += 1) {
      const started = performance.now();
      const outcome = await extractResumeText(file.type, file.bytes);
      if (outcome.state !== 'done')
        throw new Error(`The ${file.name} was not read: ${outcome.state}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push([
      `${file.name} (${formatNumber(file.bytes.length / 1000, 1)} KB)`,
      formatNumber(percentile(times, 0.5), 0),
      formatNumber(times.at(-1) ?? Number.NaN, 0),
    ]);
  }
  return rows;
}

interface LoopWindow {
  at: number;
  maxMs: number;
  p99Ms: number;
}

function loopWindows(output: string): LoopWindow[] {
  return [...output.matchAll(/^loop-delay (\d+) ([\d.]+) ([\d.]+)$/gm)].map((match) => ({
    at: Number(match[1]),
    maxMs: Number(match[2]),
    p99Ms: Number(match[3]),
  }));
}

/** The upload thread, started and holding its files, ready to send them on `go()`. */
async function uploadThread(
  job: UploadJob,
): Promise<{ go: () => Promise<number[]>; stop: () => Promise<number> }> {
  const worker = new Worker(new URL('./upload-thread.ts', import.meta.url), { workerData: job });
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
  });
  await Promise.race([once(worker, 'message'), failed]);
  return {
    go: () => {
      worker.postMessage('go');
      return Promise.race([once(worker, 'message').then(([times]) => times as number[]), failed]);
    },
    stop: () => worker.terminate(),
  };
}

async function formsBesideUploads(profile: boolean): Promise<{
  forms: string[][];
  uploadMs: number[];
  stalls: WindowStall[];
  busyFromEpochMs: number;
  generatorLoopMaxMs: number;
}> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const databasePath = join(folder, 'site.sqlite');
  const profilePath = join(folder, 'server.cpuprofile');
  const server = await startServerProcess(
    {
      DATABASE_PATH: databasePath,
      RATE_LIMIT_MAX: '0',
      SPAM_BURST_MAX: '0',
      RESUME_UPLOADS_PER_HOUR: '0',
      NODE_ENV: 'production',
      ...(profile ? { BENCH_CPU_PROFILE: profilePath } : {}),
    },
    { entry: 'scripts/bench/loop-delay-server.ts' },
  );
  const database = await openDatabase({ path: databasePath });
  try {
    const sender = await uploadThread({ origin: server.origin, count: uploads });
    const sending = paced({
      url: `${server.origin}${gatewayPath}`,
      perSecond: formsPerSecond,
      seconds: quietSeconds + busySeconds,
      body: submission,
    });
    const start = performance.now();
    const startClock = Date.now();
    await new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000));
    const busyFrom = { clock: Date.now(), mark: performance.now() };
    // The forms' times are taken on this thread: its own lateness would count as the server's.
    const ownLoop = monitorEventLoopDelay({ resolution: 5 });
    ownLoop.enable();
    const uploadMs = await sender.go();
    await sender.stop();
    // Until the server has read every file (or the run's time is up).
    while (performance.now() - start < (quietSeconds + busySeconds) * 1000) {
      if ((await resumesToRead(database)).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const busyTo = { clock: Date.now(), mark: performance.now() };
    ownLoop.disable();
    const samples = await sending;
    const windows = loopWindows(server.output());
    const quietLoop = windows.filter((window) => window.at < busyFrom.clock - 500);
    const busyLoop = windows.filter(
      (window) => window.at > busyFrom.clock && window.at <= busyTo.clock + 250,
    );
    const row = (name: string, part: readonly PacedSample[], loop: readonly LoopWindow[]) => {
      const summary = summarize(part);
      return [
        name,
        formatNumber(summary.sent),
        formatNumber(summary.p50, 2),
        formatNumber(summary.p99, 2),
        formatNumber(summary.failed),
        formatNumber(Math.max(...loop.map((window) => window.maxMs)), 1),
        formatNumber(Math.max(...loop.map((window) => window.p99Ms)), 1),
      ];
    };
    const stalls = profile
      ? await profileStalls(server, profilePath, {
          quiet: { fromEpochMs: startClock + 1000, toEpochMs: busyFrom.clock - 500 },
          busy: { fromEpochMs: busyFrom.clock, toEpochMs: busyTo.clock },
        })
      : [];
    return {
      stalls,
      busyFromEpochMs: busyFrom.clock,
      forms: [
        row(
          'before the uploads',
          samples.filter(({ at }) => at > start + 1000 && at < busyFrom.mark - 500),
          quietLoop,
        ),
        row(
          `while ${String(uploads)} uploads of 10 MB are received and read ` +
            `(${formatNumber((busyTo.mark - busyFrom.mark) / 1000, 1)} s)`,
          samples.filter(({ at }) => at >= busyFrom.mark && at <= busyTo.mark),
          busyLoop,
        ),
      ],
      uploadMs,
      generatorLoopMaxMs: ownLoop.max / 1e6,
    };
  } finally {
    await database.close();
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function runUploadsBench(): Promise<void> {
  console.log(
    `\nResume files: Node ${process.version}, ${String(availableParallelism())} CPUs shared by ` +
      'the load generator, the server and its reader.\n',
  );
  console.log(
    markdownTable(
      [
        'reading a typical resume',
        right('median ms'),
        right(`slowest of ${String(readsPerFile)} ms`),
      ],
      await readingTimes(),
    ),
  );
  const profile = process.argv.includes('--profile');
  const { forms, uploadMs, stalls, busyFromEpochMs, generatorLoopMaxMs } =
    await formsBesideUploads(profile);
  console.log(
    `\nContact forms at ${String(formsPerSecond)}/s on SQLite; ${String(uploads)} uploads of ` +
      `10 MB sent at once took ${formatNumber(Math.min(...uploadMs), 0)}-` +
      `${formatNumber(Math.max(...uploadMs), 0)} ms each.\n`,
  );
  console.log(
    markdownTable(
      [
        'forms',
        ...['sent', 'p50 ms', 'p99 ms', 'failed', 'loop delay max ms', 'loop delay p99 ms'].map(
          right,
        ),
      ],
      forms,
    ),
  );
  console.log(
    `\nThe load generator's own event loop while the uploads ran (they leave from a thread of ` +
      `their own): at most ${formatNumber(generatorLoopMaxMs, 1)} ms late.`,
  );
  if (profile) {
    const uploadPath = stalls.filter(({ stall }) => stall.uploadPath).length;
    console.log(
      `\nStalls of the server's loop over ${String(stallMs)} ms, each with what ran inside it ` +
        `(from the CPU profile): ${String(stalls.length)}, of which ${String(uploadPath)} ` +
        "mostly the upload path's own work.\n",
    );
    if (stalls.length > 0)
      console.log(
        markdownTable(
          [
            'window',
            right('at s (from the uploads)'),
            right('ms'),
            'upload path',
            'largest causes',
          ],
          stallRows(stalls, busyFromEpochMs),
        ),
      );
  }
}

if (isMainModule(import.meta.filename)) await runUploadsBench();
