/**
 * `npm run bench:uploads`: what résumé files cost the rest of the server. It prints figures; it
 * does not gate.
 *
 * 1. Reading a typical résumé: a two-page PDF and a DOCX of the same text, each read ten times
 *    by the same reader the server runs (a Node process of its own per file), before the server
 *    starts, on a quiet machine.
 * 2. The forms beside ten 10 MB uploads: the gateway (a process of its own, on SQLite, as
 *    `npm start` runs it) takes contact forms at a steady pace for the whole run; partway, ten
 *    applicants send a 10 MB PDF each at the same moment, and the server reads them one after the
 *    other. The forms' p50 and p99 before the uploads and while they are received and read, and
 *    the server's event-loop delay (`monitorEventLoopDelay`, `loop-delay-server.ts`) in both
 *    windows: a stall the upload path causes shows as a late loop.
 *
 *   With `-- --profile`, the server records a CPU profile, and each window's late samples are put
 *   down to their causes (`late-samples.ts`): what held the loop, rather than a guess.
 *
 *   npm run bench:uploads [-- --profile]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayPath, resumeUploadPath } from '@/config/endpoints';
import { maxResumeBytes, resumeNameHeader } from '@/shared/forms/resume-file';
import { openDatabase } from '../../server/db/migrate';
import { resumesToRead } from '../../server/db/resumes';
import { extractResumeText } from '../../server/gateway/resume-text';
import { docx, pdfPages } from '../../server/support/resume-corpus';
import { startServerProcess } from '../../server/support/server-process';
import { formatNumber, markdownTable, type Column } from '../lib/table';
import { lateSamples } from './late-samples';
import { isMainModule } from '../lib/paths';
import { submission } from './instances';
import { paced, percentile, summarize, type PacedSample } from './paced';

const right = (title: string): Column => ({ title, align: 'right' });

/** Forms a second: far above a real day's, and steady enough to see a stall in. */
const formsPerSecond = 50;
/** Quiet seconds before the uploads, and the most the uploads and their reading may take. */
const quietSeconds = 15;
const busySeconds = 60;
const uploads = 10;
const readsPerFile = 10;

/** The words of a two-page résumé, as an applicant's would run. */
function resumeLines(): string[][] {
  const page = (first: number) =>
    Array.from({ length: 45 }, (_, index) => {
      const line = first + index;
      return line % 9 === 0
        ? `Experience ${String(line / 9)}: Senior SAP IS-U consultant, Omaha, NE (2018-2026)`
        : `Led billing and device management work for utility clients; item ${String(line)}.`;
    });
  return [page(0), page(45)];
}

/** A two-page résumé padded with a photo's worth of bytes to the upload limit. */
function largeResume(): Buffer {
  const text = pdfPages(resumeLines());
  const room = maxResumeBytes - text.length - 4_096;
  const side = Math.floor(Math.sqrt(room / 3));
  const pixels = randomBytes(side * side * 3);
  const image = Buffer.concat([
    Buffer.from(
      `<< /Type /XObject /Subtype /Image /Width ${String(side)} /Height ${String(side)} ` +
        `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${String(pixels.length)} >>\nstream\n`,
      'latin1',
    ),
    pixels,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  return pdfPages(resumeLines(), { objects: [image] });
}

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

function upload(origin: string, bytes: Uint8Array<ArrayBuffer>, index: number): Promise<number> {
  const started = performance.now();
  return fetch(`${origin}${resumeUploadPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/pdf',
      [resumeNameHeader]: encodeURIComponent(`Applicant ${String(index)} resume.pdf`),
    },
    body: bytes,
  }).then(async (answer) => {
    await answer.arrayBuffer();
    if (answer.status !== 201) throw new Error(`An upload was answered ${String(answer.status)}.`);
    return performance.now() - started;
  });
}

interface Windows {
  quiet: { fromEpochMs: number; toEpochMs: number };
  busy: { fromEpochMs: number; toEpochMs: number };
}

/** The server's profile, written on SIGUSR2, and each window's late samples by cause. */
async function profileRows(
  server: Awaited<ReturnType<typeof startServerProcess>>,
  path: string,
  windows: Windows,
): Promise<string[][]> {
  server.child.kill('SIGUSR2');
  const deadline = performance.now() + 30_000;
  let written: RegExpExecArray | null = null;
  while (!written && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    written = /^cpu-profile (\d+)$/m.exec(server.output());
  }
  if (!written) throw new Error('The server did not write its CPU profile.');
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profiler.Profile;
  const profileStartEpochMs = Number(written[1]);
  return (['quiet', 'busy'] as const).flatMap((name) =>
    lateSamples(profile, { ...windows[name], profileStartEpochMs }).map((late) => [
      name,
      late.cause,
      formatNumber(late.samples),
      formatNumber(late.totalMs, 0),
      formatNumber(late.maxMs, 0),
    ]),
  );
}

async function formsBesideUploads(
  profile: boolean,
): Promise<{ forms: string[][]; uploadMs: number[]; late: string[][] }> {
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
    const files = Array.from({ length: uploads }, () => Uint8Array.from(largeResume()));
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
    const uploadMs = await Promise.all(
      files.map((bytes, index) => upload(server.origin, bytes, index)),
    );
    // Until the server has read every file (or the run's time is up).
    while (performance.now() - start < (quietSeconds + busySeconds) * 1000) {
      if ((await resumesToRead(database)).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const busyTo = { clock: Date.now(), mark: performance.now() };
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
    const late = profile
      ? await profileRows(server, profilePath, {
          quiet: { fromEpochMs: startClock + 1000, toEpochMs: busyFrom.clock - 500 },
          busy: { fromEpochMs: busyFrom.clock, toEpochMs: busyTo.clock },
        })
      : [];
    return {
      late,
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
  const { forms, uploadMs, late } = await formsBesideUploads(profile);
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
  if (profile) {
    console.log('\nWhat held the loop: samples of the CPU profile 15 ms or more late, by cause.\n');
    console.log(
      markdownTable(
        ['window', 'cause', ...['late samples', 'total ms', 'longest ms'].map(right)],
        late,
      ),
    );
  }
}

if (isMainModule(import.meta.filename)) await runUploadsBench();
