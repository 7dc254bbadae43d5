/**
 * What held the server's event loop, read from a CPU profile (`npm run bench:uploads --
 * --profile`): the sampler takes a stack every half millisecond, so a sample that comes much
 * later than that means the main thread could not be interrupted (a long synchronous call: a
 * SQLite write and its sync to disk, a fork) or was not running at all (the machine busy with
 * other processes, which shows as idle or as whatever ran next). Each late sample is put down to
 * a cause by the frames on its stack, and the causes are added up per window of the run.
 */
import type { Profiler } from 'node:inspector';

export interface LateCause {
  cause: string;
  samples: number;
  totalMs: number;
  maxMs: number;
}

/** The causes looked for, first match wins: each a name and a test on the stack's frame names. */
const causes: readonly { cause: string; test: (frames: readonly string[]) => boolean }[] = [
  {
    cause: 'SQLite commit (with its sync to disk)',
    test: (frames) =>
      frames.some((frame) => frame.startsWith('commitTransaction')) &&
      frames.some((frame) => frame.startsWith('executeQuery')),
  },
  {
    cause: 'other SQLite statement (a file part stored or read)',
    test: (frames) => frames[0]?.startsWith('executeQuery sqlite') === true,
  },
  { cause: 'starting a process (fork)', test: (frames) => frames.includes('spawn ') },
  { cause: 'garbage collection', test: (frames) => frames[0] === '(garbage collector) ' },
  { cause: 'idle (the process not scheduled)', test: (frames) => frames[0] === '(idle) ' },
];

function frameName(node: Profiler.ProfileNode): string {
  const file = node.callFrame.url.split('/').slice(-2).join('/');
  return `${node.callFrame.functionName || '(anonymous)'} ${file}`;
}

/** Late samples (over `lateMs` since the one before) between two epoch times, by cause. */
export function lateSamples(
  profile: Profiler.Profile,
  window: { fromEpochMs: number; toEpochMs: number; profileStartEpochMs: number },
  lateMs = 15,
): LateCause[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const byCause = new Map<string, LateCause>();
  let at = profile.startTime;
  profile.samples?.forEach((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    at += delta;
    const epochMs = window.profileStartEpochMs + (at - profile.startTime) / 1000;
    const ms = delta / 1000;
    if (ms < lateMs || epochMs < window.fromEpochMs || epochMs > window.toEpochMs) return;
    const frames: string[] = [];
    for (let node = nodes.get(id); node; node = nodes.get(parents.get(node.id) ?? -1))
      frames.push(frameName(node));
    const cause = causes.find((candidate) => candidate.test(frames))?.cause ?? 'other work';
    const entry = byCause.get(cause) ?? { cause, samples: 0, totalMs: 0, maxMs: 0 };
    entry.samples += 1;
    entry.totalMs += ms;
    entry.maxMs = Math.max(entry.maxMs, ms);
    byCause.set(cause, entry);
  });
  return [...byCause.values()].sort((a, b) => b.totalMs - a.totalMs);
}
