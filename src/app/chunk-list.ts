import { nextTask } from '@/lib/next-task';

/** Id of the JSON list of script files a prerendered page needs to start (see main.tsx). */
export const chunkListElementId = 'page-chunks';

/** The list written by the prerender script; empty on the dev server. */
export function readChunkList(): string[] {
  const text = document.getElementById(chunkListElementId)?.textContent;
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === 'string')
    : [];
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
