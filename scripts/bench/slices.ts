/**
 * How long the gateway takes to write one slice of queued beacons, and the CPU it spends on it:
 * the share of a spike of page views that lands on the event loop the forms share (on SQLite the
 * whole write runs in the gateway's process; on PostgreSQL the gateway builds and sends the
 * statements and the database server does the rest). Unlike a form's p99 beside a flood, which
 * moves a long way between identical runs on a small machine, these figures hold steady from run
 * to run, so they can tell a change to the writing apart.
 */
import { connect } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import type { QueuedView } from '../../server/analytics/beacon-rows';
import { BeaconQueue } from '../../server/analytics/ingest';
import { classifySource } from '../../server/analytics/sources';
import { formatNumber } from '../lib/table';
import { benchView, viewsPerVisitor } from './beacon-load';

/** Slices written per measure, after a few that warm the connection. */
const slices = 200;
const warmUp = 20;
/** The queue's own slice size. */
const sliceSize = 250;

/** One row: median and p90 milliseconds a slice, and the gateway's CPU milliseconds a slice. */
export async function sliceRow(
  name: string,
  target: { url?: string; path: string },
): Promise<string[]> {
  const database = await connect(target);
  try {
    await migrate(database);
    const queue = new BeaconQueue(database, { sliceSize });
    const source = classifySource(benchView.ref, {}, 'akscellence.example');
    let sent = 0;
    const views = (): QueuedView[] =>
      Array.from({ length: sliceSize }, () => {
        sent += 1;
        return {
          visitor: `visitor ${String(Math.floor(sent / viewsPerVisitor))}`,
          day: '2026-11-24',
          at: Date.now(),
          beacon: benchView,
          source,
        };
      });
    const times: number[] = [];
    let cpu = process.cpuUsage();
    for (let slice = 0; slice < warmUp + slices; slice += 1) {
      if (slice === warmUp) cpu = process.cpuUsage();
      for (const view of views()) queue.add({ view });
      const started = performance.now();
      await queue.flush();
      if (slice >= warmUp) times.push(performance.now() - started);
    }
    const spent = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.ceil(times.length * share) - 1] ?? Number.NaN;
    return [
      name,
      formatNumber(at(0.5), 2),
      formatNumber(at(0.9), 2),
      formatNumber((spent.user + spent.system) / 1000 / slices, 2),
    ];
  } finally {
    await database.close();
  }
}
