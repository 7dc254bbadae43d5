/**
 * The "no-JavaScript floor" of the Lighthouse benchmark: a copy of the built site whose pages
 * are the same prerendered HTML without the app's JavaScript, so a page can be measured beside
 * what its markup alone costs. Removed: the page's inline scripts, which start the app and
 * answer taps until it has (`src/lib/start-up/inline-script.ts`), any module script,
 * modulepreload links and the router's hydration data (data only the app reads). Kept:
 * everything else, inline styles, JSON-LD and the small inline colour-scheme script included,
 * since they are part of what a visitor without the app still receives.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { hydrationElementId } from '@/app/router-state';
import { inlineScriptForAttribute } from '@/lib/start-up/contract';
import { precompressFile, walk } from '../build/compress';

/** One pattern per kind of tag removed, named for the report. */
const removals = {
  'inline app scripts': new RegExp(
    `<script\\b[^>]*\\b${inlineScriptForAttribute}=[^>]*>[\\s\\S]*?</script\\s*>`,
    'gi',
  ),
  'module scripts': /<script\b[^>]*\btype=["']?module\b[^>]*>[\s\S]*?<\/script\s*>/gi,
  'modulepreload links': /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi,
  'hydration data': new RegExp(
    `<script\\b[^>]*\\bid=["']?${hydrationElementId}\\b[^>]*>[\\s\\S]*?</script\\s*>`,
    'gi',
  ),
} as const;

export type RemovalCounts = Record<keyof typeof removals, number>;

function noRemovals(): RemovalCounts {
  return Object.fromEntries(Object.keys(removals).map((name) => [name, 0])) as RemovalCounts;
}

/** The page's HTML without its JavaScript, and how many tags of each kind went. */
export function stripJavaScript(html: string): { html: string; removed: RemovalCounts } {
  const removed = noRemovals();
  let result = html;
  for (const [name, pattern] of Object.entries(removals) as [keyof RemovalCounts, RegExp][]) {
    result = result.replace(pattern, () => {
      removed[name] += 1;
      return '';
    });
  }
  return { html: result, removed };
}

/**
 * Copies `distDir` to `floorDir` and strips every page there. The `.br`/`.gz` twins of each page
 * are written again, so the floor is served compressed exactly like the page it is compared with.
 */
export async function buildFloor(distDir: string, floorDir: string): Promise<RemovalCounts> {
  await rm(floorDir, { recursive: true, force: true });
  await cp(distDir, floorDir, { recursive: true });
  const total = noRemovals();
  for await (const file of walk(floorDir)) {
    if (!file.endsWith('.html')) continue;
    const { html, removed } = stripJavaScript(await readFile(file, 'utf8'));
    for (const name of Object.keys(total) as (keyof RemovalCounts)[]) total[name] += removed[name];
    await writeFile(file, html);
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
    await precompressFile(file);
  }
  return total;
}

export function describeRemovals(removed: RemovalCounts): string {
  return Object.entries(removed)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
}
