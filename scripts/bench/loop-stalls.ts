/**
 * What held the server's event loop in each of its stalls (`npm run bench:uploads -- --profile`).
 * The server notes every stall as it ends (`stall <epoch ms it began> <ms>` on its output, see
 * `loop-delay-server.ts`), and its CPU profile says what the main thread ran meanwhile: the
 * samples inside a stall are added up by cause. A stall the upload path causes is one where the
 * upload's own work (its body copied, the file checked, its parts stored or read) is the largest
 * cause; work of the forms, garbage collection, and a process the machine did not schedule
 * (idle samples inside a stall) are not the upload path's doing.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import { formatNumber } from '../lib/table';

export interface Stall {
  /** When the stall began, in the epoch's milliseconds. */
  fromEpochMs: number;
  ms: number;
}

export interface StallCause {
  cause: string;
  ms: number;
}

export interface ExplainedStall extends Stall {
  /** Causes by time inside the stall, largest first. */
  causes: StallCause[];
  /** Whether the largest cause is the upload path's own work. */
  uploadPath: boolean;
}

/** The stalls a server noted on its output. */
export function stallsIn(output: string): Stall[] {
  return [...output.matchAll(/^stall (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/gm)].map((match) => ({
    fromEpochMs: Number(match[1]),
    ms: Number(match[2]),
  }));
}

/** The causes looked for, first match wins: a name, whether it is the upload path, a test. */
const causes: readonly {
  cause: string;
  upload: boolean;
  test: (frames: readonly string[]) => boolean;
}[] = [
  {
    cause: "an upload's body copied",
    upload: true,
    test: (frames) => frames.some((frame) => /^(readUploadBody|copyDeclared) /.test(frame)),
  },
  {
    cause: 'a file checked (type, flags, archive)',
    upload: true,
    test: (frames) => frames.some((frame) => frame.endsWith(' gateway/resume-check.ts')),
  },
  {
    cause: "a file's parts stored, read or deleted",
    upload: true,
    test: (frames) => frames.some((frame) => frame.endsWith(' db/resumes.ts')),
  },
  {
    cause: 'SQLite commit (with its sync to disk)',
    upload: false,
    test: (frames) => frames.some((frame) => frame.startsWith('commitTransaction')),
  },
  {
    cause: 'other SQLite statement',
    upload: false,
    test: (frames) => frames.some((frame) => frame.startsWith('executeQuery ')),
  },
  {
    cause: 'garbage collection',
    upload: false,
    test: (frames) => frames[0] === '(garbage collector) ',
  },
  {
    cause: 'not running (the machine busy elsewhere)',
    upload: false,
    test: (frames) => frames[0] === '(idle) ',
  },
];

const otherWork = 'other work';

function frameName(node: Profiler.ProfileNode): string {
  const file = node.callFrame.url.split('/').slice(-2).join('/');
  return `${node.callFrame.functionName || '(anonymous)'} ${file}`;
}

/**
 * Each stall with what the profile's samples inside it ran, by cause. A sample stands for the
 * time until the next one (the sampler's interval, or longer when the thread could not be
 * interrupted). `profileStartEpochMs` is when the profile began, in the epoch's milliseconds.
 */
export function explainStalls(
  profile: Profiler.Profile,
  stalls: readonly Stall[],
  profileStartEpochMs: number,
): ExplainedStall[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const epochOf: number[] = [];
  let at = 0;
  for (const delta of deltas) {
    at += delta;
    epochOf.push(profileStartEpochMs + at / 1000);
  }
  const causeOf = (id: number): (typeof causes)[number] | undefined => {
    const frames: string[] = [];
    for (let node = nodes.get(id); node; node = nodes.get(parents.get(node.id) ?? -1))
      frames.push(frameName(node));
    return causes.find((candidate) => candidate.test(frames));
  };
  return stalls.map((stall) => {
    const byCause = new Map<string, StallCause & { upload: boolean }>();
    const toEpochMs = stall.fromEpochMs + stall.ms;
    samples.forEach((id, index) => {
      const epochMs = epochOf[index] ?? 0;
      if (epochMs < stall.fromEpochMs || epochMs >= toEpochMs) return;
      const next = epochOf[index + 1] ?? epochMs;
      const ms = Math.min(next, toEpochMs) - epochMs;
      const found = causeOf(id);
      const cause = found?.cause ?? otherWork;
      const entry = byCause.get(cause) ?? { cause, ms: 0, upload: found?.upload ?? false };
      entry.ms += ms;
      byCause.set(cause, entry);
    });
    const ranked = [...byCause.values()].sort((a, b) => b.ms - a.ms);
    return {
      ...stall,
      causes: ranked.map(({ cause, ms }) => ({ cause, ms })),
      uploadPath: ranked[0]?.upload ?? false,
    };
  });
}

export interface Windows {
  quiet: { fromEpochMs: number; toEpochMs: number };
  busy: { fromEpochMs: number; toEpochMs: number };
}

/** A stall, and the window of the run it began in. */
export interface WindowStall {
  window: keyof Windows;
  stall: ExplainedStall;
}

/** A stall longer than this is one the target counts. */
export const stallMs = 50;

/** The server's profile, written on SIGUSR2, and the stalls over `stallMs` in each window. */
export async function profileStalls(
  server: { child: ChildProcess; output: () => string },
  path: string,
  windows: Windows,
): Promise<WindowStall[]> {
  server.child.kill('SIGUSR2');
  const deadline = performance.now() + 30_000;
  let written: RegExpExecArray | null = null;
  while (!written && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    written = /^cpu-profile (\d+)$/m.exec(server.output());
  }
  if (!written) throw new Error('The server did not write its CPU profile.');
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profiler.Profile;
  const stalls = explainStalls(
    profile,
    stallsIn(server.output()).filter((stall) => stall.ms > stallMs),
    Number(written[1]),
  );
  return (['quiet', 'busy'] as const).flatMap((window) =>
    stalls
      .filter(
        ({ fromEpochMs }) =>
          fromEpochMs >= windows[window].fromEpochMs && fromEpochMs <= windows[window].toEpochMs,
      )
      .map((stall) => ({ window, stall })),
  );
}

/** One row per stall: its window, when and how long, whose doing, and its two largest causes. */
export function stallRows(stalls: readonly WindowStall[], busyFromEpochMs: number): string[][] {
  return stalls.map(({ window, stall }) => [
    window,
    formatNumber((stall.fromEpochMs - busyFromEpochMs) / 1000, 2),
    formatNumber(stall.ms, 0),
    stall.uploadPath ? 'yes' : 'no',
    stall.causes
      .slice(0, 2)
      .map(({ cause, ms }) => `${cause} ${formatNumber(ms, 0)} ms`)
      .join('; '),
  ]);
}
