import type { Art, StackedArt } from './types';

/** Intrinsic size of a picture, to reserve its space before it loads. */
export interface ArtSize {
  width: number;
  height: number;
}

/** One picture of a set: its alt text, with its own size when it differs from the set's. */
export type ArtEntry = string | ({ alt: string } & ArtSize);

/**
 * A set of pictures from one folder. `files` is Vite's `import.meta.glob` of the folder (the URL
 * of every file by its path); each key names its file without the extension (`ser1` is
 * `ser1.svg`, `1998` is `1998.svg`). A key without a file, or a file without a key, stops the
 * build, so a renamed picture cannot silently drop out of a page.
 */
export function artSet<Key extends string | number>(
  folder: string,
  files: Record<string, string>,
  size: ArtSize,
  entries: Record<Key, ArtEntry>,
): Record<Key, Art> {
  const urls = new Map(
    Object.entries(files).map(([path, url]) => [path.replace(/^.*\/|\.[a-z]+$/g, ''), url]),
  );
  const set: Partial<Record<string, Art>> = {};
  for (const [key, entry] of Object.entries<ArtEntry>(entries)) {
    const src = urls.get(key);
    if (src === undefined) throw new Error(`No picture named "${key}" in ${folder}.`);
    urls.delete(key);
    set[key] = typeof entry === 'string' ? { src, ...size, alt: entry } : { src, ...entry };
  }
  const unused = [...urls.keys()];
  if (unused.length > 0)
    throw new Error(`Pictures in ${folder} without alt text: ${unused.join(', ')}.`);
  // Every key of `entries` was filled above, so the partial record is complete.
  return set as Record<Key, Art>;
}

/**
 * Pictures drawn in one file, one below the other in the order of their keys' names (the order
 * scripts/assets/logo-sprite.ts draws them in): one request for the whole set. Each is shown by
 * cropping the file to its slice, never by a fragment of the file's URL: with a fragment per
 * picture the browser laid the file out and drew it again for every picture on the page, which
 * made a colour-scheme switch on a page with the logo strip several times slower. Cropped, every
 * picture is the same image at the same size, drawn once. The unit test of the file's build
 * script checks that the keys are its pictures.
 */
export function spriteArt<Key extends string>(
  src: string,
  size: ArtSize,
  alts: Record<Key, string>,
): Record<Key, StackedArt> {
  const entries = Object.entries<string>(alts).sort(([a], [b]) => (a < b ? -1 : 1));
  const set: Partial<Record<string, StackedArt>> = {};
  for (const [index, [key, alt]] of entries.entries())
    set[key] = { src, ...size, alt, slice: { index, count: entries.length } };
  // Every key of `alts` was filled above, so the partial record is complete.
  return set as Record<Key, StackedArt>;
}
