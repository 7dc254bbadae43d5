/**
 * The beacons of a day not stored yet (today, mostly), counted once for each change of its
 * rows. Counting them is what a report read costs: after a flood of junk that is every raw row of
 * the day, and read after read the same ones. The leads are credited afresh at every read
 * (`computeDay`), so a new submission shows at once; new beacons show at the next read too,
 * because the day's row counts are compared first.
 */
import type { Database } from '../db/connection';
import { beaconCountsOf, beaconFiguresOf, type BeaconFigures } from './day-figures';

/** Days kept per database: today and the few closed days the rollup may not have reached. */
const daysKept = 4;

interface KeptDay {
  counts: string;
  beacons: BeaconFigures;
}

const kept = new WeakMap<Database, Map<string, KeptDay>>();

/** The day's beacon figures: those counted before while the day has the same rows, or anew. */
export async function liveBeaconsOf(database: Database, day: string): Promise<BeaconFigures> {
  let days = kept.get(database);
  if (!days) {
    days = new Map();
    kept.set(database, days);
  }
  // Counted before the figures: rows added between the two make the figures newer than their
  // counts, so the next read counts them again rather than keeping them for stale ones.
  const counts = await beaconCountsOf(database.reads, day);
  const known = days.get(day);
  days.delete(day);
  const beacons =
    known?.counts === counts ? known.beacons : await beaconFiguresOf(database.reads, day);
  days.set(day, { counts, beacons });
  for (const oldest of days.keys()) {
    if (days.size <= daysKept) break;
    days.delete(oldest);
  }
  return beacons;
}
