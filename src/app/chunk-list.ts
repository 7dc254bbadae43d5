import { chunkListAttribute, entryLoaderId } from '@/lib/entry-loader';
import { nextTask } from '@/lib/next-task';

/**
 * The script files the page needs to start, from the chunk list its loader names (written by
 * the prerender script). Empty on the dev server, and when the list cannot be fetched: the
 * list only lets the downloads start together, each import still fetches what it needs.
 */
export async function fetchChunkList(): Promise<string[]> {
  const url = document.getElementById(entryLoaderId)?.getAttribute(chunkListAttribute);
  if (!url) return [];
  try {
    const response = await fetch(url);
    if (!response.ok) return [];
    const parsed: unknown = await response.json();
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Preload links added per task. Adding one starts a fetch, which costs the main thread up to a
 * millisecond while the page is still loading; a page lists about thirty scripts, and adding
 * them all at once was a long task of its own on a phone.
 */
const linksPerTask = 2;

/**
 * Starts downloading the page's scripts in parallel, ahead of the imports that need them, a few
 * per task; resolves once every download has started.
 */
export async function preloadChunks(files: readonly string[]): Promise<void> {
  for (let first = 0; first < files.length; first += linksPerTask) {
    if (first > 0) await nextTask();
    for (const href of files.slice(first, first + linksPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}
