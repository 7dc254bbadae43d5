/**
 * `npm run build:lambda`: bundles the gateway's Lambda entry (server/lambda.ts) with everything
 * it imports into one ES module, dist-lambda/index.mjs, for a Node.js 20 (or newer) Lambda
 * runtime with the handler `index.handler`. Zip the folder and upload it; no node_modules needed.
 * SQLite's native module is left out: on Lambda the gateway runs on PostgreSQL.
 *
 *   npm run build:lambda [-- --outdir=path]
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainModule, projectRoot as root } from '../lib/paths';

export async function buildLambda(outdir = join(root, 'dist-lambda')): Promise<string> {
  rmSync(outdir, { recursive: true, force: true });
  const outfile = join(outdir, 'index.mjs');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/lambda.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    // AWS's Node.js 24 runtime (nodejs24.x), the LTS the project runs and is tested on.
    target: 'node24',
    format: 'esm',
    tsconfig: join(root, 'tsconfig.json'),
    // Native or optional modules that the PostgreSQL path never loads.
    external: ['better-sqlite3', 'pg-native'],
    // CommonJS dependencies (pg) call require() for Node's own modules; an ES module has none.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const bytes = Object.values(result.metafile.outputs).reduce(
    (sum, output) => sum + output.bytes,
    0,
  );
  console.log(
    `Lambda bundle: ${relative(root, outfile)} (${(bytes / 1024).toFixed(0)} KB with its source map); handler: index.handler`,
  );
  return outfile;
}

if (isMainModule(import.meta.filename)) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = values.outdir;
  await buildLambda(outdir ? resolve(outdir) : undefined);
}
