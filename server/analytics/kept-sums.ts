/**
 * The sums over a range's stored days never change while the same days are stored (a stored day
 * is written once, or again when rows reached it late, and only retention removes it), so they
 * are kept in memory, up to a few megabytes in all: a range read again, or by another member of
 * staff, reads only its days' list and the days computed live.
 */
import type { Database } from '../db/connection';
import { storedDetail, type StoredDetail } from './stored-sums';

/** The most the kept sums of ranges may weigh, per database, by their JSON's length. */
export const cacheBytes = 4 * 1024 * 1024;

interface KeptRange {
  days: string;
  detail: StoredDetail;
  bytes: number;
}

/** Each database's kept ranges, the most recently used last, and what they weigh in all. */
const detailCache = new WeakMap<Database, { ranges: Map<string, KeptRange>; bytes: number }>();

/**
 * The stored sums of a range: kept ones while the same days are stored, or read again. What is
 * kept is weighed (its JSON's length, near enough to its size in memory); past `cacheBytes` the
 * ranges used longest ago go, and a range weighing more than that alone is not kept at all.
 */
export async function detailOf(
  database: Database,
  range: { from: string; to: string; days: string },
): Promise<StoredDetail> {
  let cache = detailCache.get(database);
  if (!cache) {
    cache = { ranges: new Map(), bytes: 0 };
    detailCache.set(database, cache);
  }
  const key = `${range.from} ${range.to}`;
  const kept = cache.ranges.get(key);
  if (kept) {
    cache.ranges.delete(key);
    cache.bytes -= kept.bytes;
  }
  if (kept?.days === range.days) {
    cache.ranges.set(key, kept);
    cache.bytes += kept.bytes;
    return kept.detail;
  }
  const detail = await storedDetail(database, range.from, range.to);
  const bytes = JSON.stringify(detail).length;
  if (bytes > cacheBytes) return detail;
  cache.ranges.set(key, { days: range.days, detail, bytes });
  cache.bytes += bytes;
  for (const [oldest, entry] of cache.ranges) {
    if (cache.bytes <= cacheBytes) break;
    cache.ranges.delete(oldest);
    cache.bytes -= entry.bytes;
  }
  return detail;
}

/** What the kept sums of ranges weigh now, for the tests. */
export function cachedBytes(database: Database): number {
  return detailCache.get(database)?.bytes ?? 0;
}
