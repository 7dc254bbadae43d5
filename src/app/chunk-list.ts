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

/** Starts downloading the page's scripts in parallel, ahead of the imports that need them. */
export function preloadChunks(files: readonly string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
