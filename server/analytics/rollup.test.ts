// @vitest-environment node
/**
 * A day's speed measures are bucketed and counted by the database, on the engine under test, in
 * the same buckets as `bucketOf`, so a range's p75 reads the same from live and stored days.
 */
import { describe, expect, it } from 'vitest';
import { testServers } from '../support/test-server';
import { computeDay } from './day-figures';
import { rollUpClosedDays } from './rollup';
import { bucketOf } from './vital-buckets';

/** Noon in Omaha on 2026-07-04. */
const noon = Date.parse('2026-07-04T17:00:00Z');
const start = testServers({ inProcess: true, now: () => noon });

describe('a day of speed measures', () => {
  it('counts a day of speed measures in the same buckets as bucketOf', async () => {
    const app = await start();
    const measures: [string, number][] = [
      ['LCP', 0],
      ['LCP', 1],
      ['LCP', 812.4],
      ['LCP', 2600],
      ['LCP', 59_999],
      ['INP', 48],
      ['INP', 200],
      ['CLS', 0],
      ['CLS', 0.001],
      ['CLS', 0.1],
      ['CLS', 0.25],
      ['early-tap', 16.7],
    ];
    await app.database.db
      .insertInto('vitals')
      .values(
        measures.map(([metric, value]) => ({
          day: '2026-07-04',
          recorded_at: noon,
          route: '/',
          viewport: 'phone',
          build: 'b1',
          metric,
          value,
        })),
      )
      .execute();
    const { vitals } = await computeDay(app.database, '2026-07-04', 'America/Chicago');
    const counted = vitals
      .map((row) => `${row.metric} ${String(row.bucket)} ${String(row.samples)}`)
      .sort();
    const expected = new Map<string, number>();
    for (const [metric, value] of measures) {
      const key = `${metric} ${String(bucketOf(metric, value))}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(counted).toEqual(
      [...expected].map(([key, samples]) => `${key} ${String(samples)}`).sort(),
    );
  });
});

describe('rolling up closed days', () => {
  it('leaves a day for a minute after it ends, while the last beacons are still being written', async () => {
    const app = await start();
    // Midnight in Omaha at the end of 2026-07-04 is 05:00 UTC on the 5th.
    const midnight = Date.parse('2026-07-05T05:00:00Z');
    expect(
      await rollUpClosedDays(app.database, midnight + 30_000, 'America/Chicago', 3),
    ).not.toContain('2026-07-04');
    expect(await rollUpClosedDays(app.database, midnight + 90_000, 'America/Chicago', 3)).toContain(
      '2026-07-04',
    );
  });
});
