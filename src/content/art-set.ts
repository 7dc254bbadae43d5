import type { Art } from './types';

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
 * Pictures drawn in one file, each an SVG <view> named by its key and shown by the fragment
 * (`client-logos.svg#prairie-mutual`): one request for the whole set. The unit test of the
 * file's build script checks that every key has its view.
 */
export function spriteArt<Key extends string>(
  url: string,
  size: ArtSize,
  alts: Record<Key, string>,
): Record<Key, Art> {
  const set: Partial<Record<string, Art>> = {};
  for (const [key, alt] of Object.entries<string>(alts))
    set[key] = { src: `${url}#${key}`, ...size, alt };
  // Every key of `alts` was filled above, so the partial record is complete.
  return set as Record<Key, Art>;
}
