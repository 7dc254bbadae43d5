/**
 * Speed measures kept as counts per value bucket, so a range's p75 comes from summed counts and
 * reads the same from live and stored days.
 */
import { sql } from 'kysely';

/** Buckets 5% apart: a p75 read from them is within a few percent of the exact one. */
const bucketRatio = 1.05;
/** CLS is unitless and small; bucketed in thousandths. */
const scaleOf = (metric: string) => (metric === 'CLS' ? 1000 : 1);

export function bucketOf(metric: string, value: number): number {
  return Math.round(Math.log1p(value * scaleOf(metric)) / Math.log(bucketRatio));
}

/**
 * `bucketOf` in SQL, the same on both engines (ln and floor; `floor(x + 0.5)` is JavaScript's
 * rounding of a positive number), so a day's measures are counted where they are stored.
 */
export const bucketSql = sql<number>`floor(ln(1 + value * (case when metric = 'CLS' then ${sql.lit(scaleOf('CLS'))} else 1 end)) / ln(${sql.lit(bucketRatio)}) + 0.5)`;

export function valueOfBucket(metric: string, bucket: number): number {
  return Math.expm1(bucket * Math.log(bucketRatio)) / scaleOf(metric);
}

/** The 75th percentile of bucketed counts. */
export function p75OfBuckets(metric: string, counts: ReadonlyMap<number, number>): number {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= total * 0.75) return valueOfBucket(metric, bucket);
  }
  return 0;
}
