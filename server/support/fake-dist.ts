/** A built site in miniature, for the servers of the tests to serve. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIdOf } from '@/shared/analytics/beacon';
import { buildSettingsFile, serializeBuildSettings } from '../build-settings';
import { scriptHash } from '../security';

export function temporaryDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `akscel-${prefix}-`));
}

/** The inline script of the fake site, as MUI's colour-scheme init is in the real one. */
export const fakeInlineScript = "(function(){document.documentElement.dataset.mode='light';})();";

/** The build id of the fake site: the name of its one script, as a page works it out. */
export const fakeBuildId = buildIdOf('/assets/x.js');

/**
 * A built site in miniature: pages with one executable inline script and two data blocks, the
 * 404 page, the build's settings (with that script's hash), and a hashed asset with its gzip twin.
 */
export function makeFakeDist(): string {
  const dir = temporaryDir('dist');
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title>` +
    `<script type="module" crossorigin src="/assets/x.js"></script></head><body>` +
    `<script>${fakeInlineScript}</script><div id="root"><h1>${title}</h1></div>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script type="application/json" id="router-hydration">{"loaderData":{}}</script>` +
    `</body></html>`;
  writeFileSync(join(dir, 'index.html'), page('Home'));
  mkdirSync(join(dir, 'aboutus'));
  writeFileSync(join(dir, 'aboutus', 'index.html'), page('About Us'));
  writeFileSync(join(dir, '404.html'), page('Page not found'));
  writeFileSync(
    buildSettingsFile(dir),
    serializeBuildSettings({
      retentionDays: 365,
      scriptHashes: [scriptHash(fakeInlineScript)],
      buildId: fakeBuildId,
    }),
  );
  mkdirSync(join(dir, 'staff'));
  writeFileSync(join(dir, 'staff', 'index.html'), page('Staff inbox'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  writeFileSync(join(dir, 'assets', 'x.js'), script);
  writeFileSync(join(dir, 'assets', 'x.js.gz'), gzipSync(script));
  return dir;
}
