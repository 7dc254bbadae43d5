/**
 * A build for the tests that run the live pages (server/jobs/): the real renderer (the source of
 * the server build, src/entry-server.tsx, which vitest compiles as Vite would) in a small frame,
 * so a test needs no `npm run build`; `npm test` runs the server tests before the build. The
 * test hands the renderer in: only a test may import the site's entry.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../config';
import { liveFrameFile, type LiveFrame } from '../live-frame';
import type { RenderResult } from '../jobs/live-pages';
import { makeFakeDist } from './fake-dist';

const template =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

/** A frame as the build writes it, with the inline scripts the renderer emits kept as they are. */
export async function testFrame(
  render: (path: string) => Promise<RenderResult>,
): Promise<LiveFrame> {
  const page = await render('/careers');
  const inline = 'html' in page ? [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)] : [];
  return {
    buildId: 'test',
    template,
    preloads: '',
    themeStyles: '',
    carouselStyle: '',
    scripts: { 'root careers': '', 'root job': '', 'root insights': '', 'root apply': '' },
    inlineScripts: Object.fromEntries(inline.map(([, source = '']) => [source, source])),
    sitemap: { paths: ['/', '/careers', '/insights', '/aboutus'], builtOn: '2026-11-01' },
  };
}

export interface TestBuild {
  /** The site's folder; the server build is beside it, where the server looks for it. */
  distDir: string;
  remove: () => void;
}

/**
 * The fake built site (support/fake-dist.ts) with a server build beside it whose entry is the
 * renderer's source, as `loadBuiltRenderer` finds a real one in dist-ssr/.
 */
export function makeTestBuild(frame: LiveFrame): TestBuild {
  const root = mkdtempSync(join(tmpdir(), 'akscel-live-build-'));
  const distDir = join(root, 'dist');
  renameSync(makeFakeDist(), distDir);
  const ssrDir = join(root, 'dist-ssr');
  mkdirSync(ssrDir);
  writeFileSync(
    join(ssrDir, 'entry-server.js'),
    `export * from ${JSON.stringify(join(projectRoot, 'src', 'entry-server.tsx'))};\n`,
  );
  writeFileSync(liveFrameFile(ssrDir), JSON.stringify(frame));
  return {
    distDir,
    remove: () => {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
