/**
 * The forms' latency beside a flood of beacons, from one open load: the forms go on at a steady
 * pace for the whole run while the beacons come in turns, so every figure shares the same server,
 * database and minutes of the machine, and a drift of either shows in all of them.
 *
 * The turns cycle through four kinds of beacons, each after a rest. The first three arrive at
 * random moments, as independent visitors send them (`openLoad`): to the gateway; to the gateway
 * with Do Not Track, which it answers at once without reading, hashing or writing them; to a bare
 * server in a process of its own, which does the least any server can. The forms' wait beside the
 * bare server is what the machine alone costs them (two CPUs shared with a busy process and the
 * load generator); the step to the DNT turns is the gateway answering requests on the forms'
 * event loop; the step from there to the counted beacons is counting and writing. The fourth
 * sends the gateway each second's beacons in one burst at its start, as autocannon paces a rate:
 * harder than any crowd of visitors, and kept beside the others for that.
 */
import { gatewayPath } from '@/config/endpoints';
import { startServerProcess } from '../../server/support/server-process';
import { formatNumber } from '../lib/table';
import { beaconTurn, type Arrival } from './beacon-load';
import { submission } from './instances';
import type { LoadFigures } from './open-load';
import { paced, summarize, type PacedSample } from './paced';

/** The ingestion target: the rate at which the form gateway must not slow down. */
export const targetRate = 5_000;

/** Forms a second: far above a real day's, yet leaving the server idle between them. */
const formsPerSecond = 100;
/** The beacons run or rest in turns of this many seconds. */
const turnSeconds = 5;
/** Cycles of a rest before each kind of beacons in turn. */
const cycles = 4;
/** Left out at each edge of a turn: the beacons' thread starting, the queue's last slices. */
const edgeMs = 500;

const untilTime = (at: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, Math.max(0, at - performance.now()));
  });

interface Turn {
  from: number;
  to: number;
  result: LoadFigures;
}

/** The samples sent well inside one of the turns. */
const within = (samples: readonly PacedSample[], turns: readonly Turn[]) =>
  samples.filter(({ at }) => turns.some(({ from, to }) => at >= from + edgeMs && at <= to));

/** The samples sent well away from every turn. */
const apart = (samples: readonly PacedSample[], turns: readonly Turn[]) =>
  samples.filter(({ at }) => turns.every(({ from, to }) => at < from - edgeMs || at > to + edgeMs));

function formRow(name: string, part: readonly PacedSample[]): string[] {
  const summary = summarize(part);
  return [
    name,
    formatNumber(formsPerSecond),
    formatNumber(summary.p50, 2),
    formatNumber(summary.p99, 2),
    formatNumber(summary.failed),
  ];
}

function beaconRow(name: string, turns: readonly Turn[]): string[] {
  const runs = turns.map((turn) => turn.result);
  const sent = runs.reduce((sum, run) => sum + run.sent, 0);
  return [
    name,
    formatNumber(sent / runs.reduce((sum, run) => sum + run.seconds, 0)),
    formatNumber(Math.max(...runs.map((run) => run.p50)), 1),
    formatNumber(Math.max(...runs.map((run) => run.p99)), 1),
    formatNumber(runs.reduce((sum, run) => sum + run.failed, 0)),
  ];
}

/** Where a turn's beacons go, and what the forms' wait beside them tells apart. */
interface Kind {
  name: string;
  origin: string;
  headers?: Record<string, string>;
  arrival: Arrival;
  turns: Turn[];
}

/** Rows of requests/s, p50 ms, p99 ms and failed requests. */
export async function formsBesideBeacons(origin: string): Promise<string[][]> {
  const bare = await startServerProcess({}, { entry: 'scripts/bench/bare-server.ts' });
  try {
    const kinds: Kind[] = [
      { name: 'to the gateway', origin, arrival: 'visitors', turns: [] },
      // Answered at once and neither read nor written: the gateway's part without the counting.
      {
        name: 'to the gateway with DNT',
        origin,
        headers: { DNT: '1' },
        arrival: 'visitors',
        turns: [],
      },
      { name: 'to a bare server', origin: bare.origin, arrival: 'visitors', turns: [] },
      { name: 'to the gateway, in bursts', origin, arrival: 'bursts', turns: [] },
    ];
    const sending = paced({
      url: `${origin}${gatewayPath}`,
      perSecond: formsPerSecond,
      seconds: cycles * kinds.length * 2 * turnSeconds,
      body: submission,
    });
    const start = performance.now();
    for (let turn = 0; turn < cycles * kinds.length; turn += 1) {
      await untilTime(start + (2 * turn + 1) * turnSeconds * 1000);
      const kind = kinds[turn % kinds.length];
      if (!kind) continue;
      const from = performance.now();
      const result = await beaconTurn(
        {
          origin: kind.origin,
          duration: turnSeconds,
          perSecond: targetRate,
          ...(kind.headers ? { headers: kind.headers } : {}),
        },
        kind.arrival,
      );
      kind.turns.push({ from, to: performance.now(), result });
    }
    const samples = await sending;
    const rate = `${formatNumber(targetRate)} beacons/s`;
    const everyTurn = kinds.flatMap((kind) => kind.turns);
    return [
      formRow(`forms at ${formatNumber(formsPerSecond)}/s, no beacons`, apart(samples, everyTurn)),
      ...kinds.map((kind) =>
        formRow(`forms beside ${rate} ${kind.name}`, within(samples, kind.turns)),
      ),
      ...kinds.map((kind) => beaconRow(`${rate} ${kind.name}`, kind.turns)),
    ];
  } finally {
    bare.child.kill('SIGKILL');
  }
}
