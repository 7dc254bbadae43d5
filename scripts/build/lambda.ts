/**
 * `npm run build:lambda`: bundles the gateway's Lambda entry (server/lambda.ts) with everything
 * it imports into one ES module, dist-lambda/index.mjs, for a Node.js 24 Lambda runtime with the
 * handler `index.handler`, and beside it the résumé reader that the gateway starts as a process of
 * its own (server/gateway/resume-text-worker.ts, as resume-text-worker.mjs, with PDF.js and
 * mammoth inside). Zip the folder and upload it; no node_modules needed. SQLite's native module
 * is left out: on Lambda the gateway runs on PostgreSQL.
 *
 *   npm run build:lambda [-- --outdir=path]
 */
import { build, type BuildOptions } from 'esbuild';
import { rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundledReaderName } from '../../server/gateway/resume-text';
import { isMainModule, projectRoot as root } from '../lib/paths';

/** What both bundles share: one ES module each for Node 24, with everything inside. */
const bundleOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  // AWS's Node.js 24 runtime (nodejs24.x), the LTS the project runs and is tested on.
  target: 'node24',
  format: 'esm',
  tsconfig: join(root, 'tsconfig.json'),
  // CommonJS dependencies (pg, mammoth) call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
} as const satisfies BuildOptions;

export async function buildLambda(outdir = join(root, 'dist-lambda')): Promise<string> {
  rmSync(outdir, { recursive: true, force: true });
  const outfile = join(outdir, 'index.mjs');
  const results = await Promise.all([
    build({
      ...bundleOptions,
      entryPoints: ['server/lambda.ts'],
      outfile,
      // Native or optional modules that the PostgreSQL path never loads, and the share images'
      // drawing, which only a server with the built pages does (server/share-image.ts).
      external: ['better-sqlite3', 'pg-native', 'satori', '@resvg/resvg-js'],
    }),
    // Found by server/gateway/resume-text.ts beside the bundle it runs in.
    build({
      ...bundleOptions,
      entryPoints: ['server/gateway/resume-text-worker.ts'],
      outfile: join(outdir, bundledReaderName),
    }),
  ]);
  const bytes = results
    .flatMap((result) => Object.values(result.metafile.outputs))
    .reduce((sum, output) => sum + output.bytes, 0);
  console.log(
    `Lambda bundle: ${relative(root, outfile)} and its resume reader (${(bytes / 1024).toFixed(0)} KB with their source maps); handler: index.handler`,
  );
  return outfile;
}

if (isMainModule(import.meta.filename)) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = values.outdir;
  await buildLambda(outdir ? resolve(outdir) : undefined);
}
