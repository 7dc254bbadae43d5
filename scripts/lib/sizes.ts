/** Sizes of the built files as the budgets and benchmarks count them: gzip at level 9. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './paths';

const gzipCache = new Map<string, number>();

/** Gzip size of a file of the build, by its URL path. */
export function gzipSize(urlPath: string): number {
  const cached = gzipCache.get(urlPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(join(distDir, urlPath)), { level: 9 }).length;
  gzipCache.set(urlPath, size);
  return size;
}
