import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const compressible = /\.(?:html|js|css|svg|xml|txt|json|webmanifest)$/;

export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside one file (replacing any), if it is worth compressing: a
 * compressible format of 512 bytes or more. Returns whether it was compressed.
 */
export async function precompressFile(file: string): Promise<boolean> {
  if (!compressible.test(file)) return false;
  const { size } = await stat(file);
  if (size < 512) return false;
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    await brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
    }),
  );
  await writeFile(`${file}.gz`, await gzipAsync(data, { level: 9 }));
  return true;
}

/**
 * Writes `.br` and `.gz` beside every compressible file, so the server sends compressed bytes
 * without compressing per request. Returns the number of files compressed.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(dir)) {
    if (await precompressFile(file)) count += 1;
  }
  return count;
}
