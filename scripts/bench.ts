/**
 * `npm run bench`: the Lighthouse benchmark of the pages, then the gateway load benchmark. Both
 * print figures and never gate; the process fails only when a benchmark could not run.
 *
 *   npm run bench [-- --routes=/,/insights --runs=1]   (the flags go to the Lighthouse part)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { runGatewayBench } from './bench-gateway';
import { parseLighthouseArgs, runLighthouseBench, stopOnSignals } from './bench-lighthouse';

interface Descendant {
  pid: number;
  command: string;
}

/**
 * Every process below this one (Linux /proc), deepest first, except tsx's esbuild service, which
 * belongs to the runtime and stops with it. The benchmarks stop what they start, but a Chromium
 * helper re-parented under a dying browser, or a server that ignored SIGTERM, would otherwise
 * outlive `npm run bench` and keep its port.
 */
function descendants(root: number): Descendant[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map<number, Descendant[]>();
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: the parent id follows its last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const known = children.get(parent) ?? [];
      known.push({ pid: Number(name), command });
      children.set(parent, known);
    } catch {
      // exited while being listed
    }
  }
  const found: Descendant[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (/\besbuild\b.*--service=/.test(child.command)) continue;
      visit(child.pid);
      found.push(child);
    }
  };
  visit(root);
  return found;
}

/** Synchronous, so it also runs from process.on('exit'). Returns what was still running. */
function killDescendants(): Descendant[] {
  const leftovers = descendants(process.pid);
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return leftovers;
}

function heading(title: string): void {
  console.log(`\n${'='.repeat(title.length)}\n${title}\n${'='.repeat(title.length)}`);
}

stopOnSignals();
process.on('exit', killDescendants);

const benches: [string, () => Promise<unknown>][] = [
  [
    'Lighthouse: pages against their no-JavaScript floor',
    () => runLighthouseBench(parseLighthouseArgs(process.argv.slice(2))),
  ],
  ['Gateway server: load on loopback', runGatewayBench],
];
for (const [title, bench] of benches) {
  heading(title);
  try {
    await bench();
  } catch (error) {
    // The other benchmark still runs: its figures do not depend on this one.
    console.error(`\nThis benchmark could not run: ${String(error)}`);
    process.exitCode = 1;
  }
}
for (const { pid, command } of killDescendants()) {
  console.error(`Stopped a process the benchmarks left running: ${pid} ${command.slice(0, 120)}`);
}
