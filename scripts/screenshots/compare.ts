/**
 * `npm run screenshots:compare -- <before> <after>`: compares two folders written by
 * `npm run screenshots`, picture by picture and pixel by pixel (pixelmatch). Prints the share of
 * differing pixels of every picture, writes a diff image (differences in red over a faded copy
 * of <before>) for each picture above --max-share, and a summary line. Pictures of different
 * sizes are compared on the larger canvas, the missing area counting as different. Exits 1 when
 * a picture differs or is missing on one side.
 *
 * Options: --threshold=0.1 (pixelmatch's colour distance under which two pixels count as equal;
 * anti-aliased pixels are never counted), --max-share=0 (percent of differing pixels a picture
 * may have and still count as equal), --diff=<dir> (default screenshots/diff, emptied first).
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '../lib/paths';
import { parseArgs } from 'node:util';
import { numberValue } from '../lib/args';
import { walk } from '../build/compress';

interface Comparison {
  name: string;
  /** Percent of the compared canvas that differs; undefined when one side is missing. */
  share: number | undefined;
  note: string;
}

/** A copy of `image` on a canvas of `width` x `height`, the new area filled with opaque magenta. */
function onCanvas(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let i = 0; i < canvas.data.length; i += 4) canvas.data.set([255, 0, 255, 255], i);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

function compareOne(
  before: Buffer,
  after: Buffer,
  threshold: number,
): { share: number; diff: PNG; note: string } {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    onCanvas(a, width, height).data,
    onCanvas(b, width, height).data,
    diff.data,
    width,
    height,
    { threshold },
  );
  const note =
    a.width === b.width && a.height === b.height
      ? ''
      : `size ${a.width}x${a.height} -> ${b.width}x${b.height}`;
  return { share: (differing / (width * height)) * 100, diff, note };
}

async function pngsUnder(dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walk(dir)) {
    if (file.endsWith('.png')) files.push(relative(dir, file).split(sep).join('/'));
  }
  return files.sort();
}

async function main(): Promise<void> {
  const { values: options, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      threshold: { type: 'string' },
      'max-share': { type: 'string' },
      diff: { type: 'string' },
    },
  });
  const [beforeArg, afterArg] = positionals;
  if (!beforeArg || !afterArg) {
    throw new Error('Usage: npm run screenshots:compare -- <before-dir> <after-dir> [options]');
  }
  const [beforeDir, afterDir] = [resolve(beforeArg), resolve(afterArg)];
  for (const dir of [beforeDir, afterDir]) {
    if (!existsSync(dir)) throw new Error(`${dir} does not exist.`);
  }
  const threshold = numberValue(options.threshold, 'threshold', 0.1);
  const maxShare = numberValue(options['max-share'], 'max-share', 0);
  const diffDir = resolve(options.diff ?? join(projectRoot, 'screenshots', 'diff'));
  if ([beforeDir, afterDir].some((dir) => dir === diffDir || dir.startsWith(`${diffDir}${sep}`))) {
    throw new Error('--diff must not hold the folders being compared: it is emptied first.');
  }
  await rm(diffDir, { recursive: true, force: true });

  const beforeFiles = await pngsUnder(beforeDir);
  const afterFiles = await pngsUnder(afterDir);
  const names = [...new Set([...beforeFiles, ...afterFiles])].sort();
  const results: Comparison[] = [];
  for (const name of names) {
    if (!beforeFiles.includes(name) || !afterFiles.includes(name)) {
      const side = beforeFiles.includes(name) ? afterArg : beforeArg;
      results.push({ name, share: undefined, note: `missing in ${side}` });
      continue;
    }
    const { share, diff, note } = compareOne(
      readFileSync(join(beforeDir, name)),
      readFileSync(join(afterDir, name)),
      threshold,
    );
    let written = '';
    if (share > maxShare) {
      const target = join(diffDir, name);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, PNG.sync.write(diff));
      written = `diff: ${relative(process.cwd(), target)}`;
    }
    results.push({ name, share, note: [note, written].filter(Boolean).join('; ') });
  }

  const width = Math.max(...results.map((result) => result.name.length));
  for (const { name, share, note } of results) {
    const figure = share === undefined ? '' : `${share.toFixed(3)}%`;
    console.log(`  ${name.padEnd(width)} ${figure.padStart(8)}${note ? `  ${note}` : ''}`);
  }
  const compared = results.filter((result) => result.share !== undefined);
  const differing = compared.filter((result) => (result.share ?? 0) > maxShare);
  const missing = results.length - compared.length;
  const largest = Math.max(0, ...compared.map((result) => result.share ?? 0));
  console.log(
    `screenshots:compare: ${compared.length} pictures compared, ${differing.length} differ by ` +
      `more than ${maxShare}% of their pixels (largest ${largest.toFixed(3)}%), ${missing} on ` +
      `one side only; pixelmatch threshold ${threshold}` +
      (differing.length > 0 ? `; diff images in ${relative(process.cwd(), diffDir)}` : ''),
  );
  if (differing.length > 0 || missing > 0) process.exitCode = 1;
}

await main();
