/**
 * The scripts of the prerendered pages that the app's own build does not make, built from their
 * sources in src/lib/start-up/ by esbuild:
 *
 * - the inline scripts: classic scripts, bundled and minified, since they are part of a page's
 *   first round trip. Every page has the page's own; a page with a carousel, or with accordions
 *   or a form, has that one's too. Each is the same text on every page that has it, so one CSP
 *   hash allows it;
 * - each page's script module, which requests the modules the page starts with
 *   (src/lib/start-up/page-module.ts), written as a file of the build, one per list of modules.
 */
import { assetsDir } from '@/config/endpoints';
import { accordionOnPage } from '@/lib/start-up/widgets/accordion';
import { carouselOnPage } from '@/lib/start-up/widgets/carousel';
import { formOnPage } from '@/lib/start-up/widgets/form';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { inlineScriptTag } from './inline-script-tag';
import { projectRoot } from '../lib/paths';

/**
 * Each inline script: its source, and which pages it is for, by their markup. Each widget says
 * whether a page's markup has it (`widgets/`); the page's own script is on every page, since it
 * shows the visitor's colour scheme before the first paint.
 */
export const inlineScripts = {
  page: { source: 'src/lib/start-up/inline-script.ts', isFor: () => true },
  carousel: { source: 'src/lib/start-up/inline-carousel.ts', isFor: carouselOnPage },
  'accordion-form': {
    source: 'src/lib/start-up/inline-accordion-form.ts',
    isFor: (body: string) => accordionOnPage(body) || formOnPage(body),
  },
} as const;

export type InlineScriptName = keyof typeof inlineScripts;

async function bundle(source: string, define: Record<string, string> = {}): Promise<string> {
  // Loaded here, not with the module: its helpers are used where esbuild cannot run.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, source)],
    tsconfig: join(projectRoot, 'tsconfig.app.json'),
    bundle: true,
    minify: true,
    format: 'iife',
    // The browsers the app's own build targets (vite.config.ts).
    target: 'es2022',
    define,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${source}.`);
  // These scripts need not be strict, and the directive costs bytes.
  return output.text.trim().replace(/^"use strict";/, '');
}

/** The code of every inline script, by name. */
export async function buildInlineScripts(): Promise<Record<InlineScriptName, string>> {
  const names = Object.keys(inlineScripts) as InlineScriptName[];
  const codes = await Promise.all(names.map((name) => bundle(inlineScripts[name].source)));
  return Object.fromEntries(names.map((name, index) => [name, codes[index] ?? ''])) as Record<
    InlineScriptName,
    string
  >;
}

/**
 * The inline scripts a page's markup needs, the page's own first; `written` receives the text of
 * each, as the page carries it.
 */
export function pageInlineScripts(
  codes: Record<InlineScriptName, string>,
  body: string,
  written?: (text: string) => void,
): string {
  return (Object.keys(inlineScripts) as InlineScriptName[])
    .filter((name) => inlineScripts[name].isFor(body))
    .map((name) => inlineScriptTag(name, codes[name], written))
    .join('');
}

/**
 * Writes the script module of each distinct list of modules once, named by its content (pages of
 * the same routes share one), and returns its URL path. Cached like every file in assets/.
 */
export function pageModuleWriter(
  write: (file: string, code: string) => Promise<void>,
): (scripts: readonly string[]) => Promise<string> {
  const written = new Map<string, string>();
  return async (scripts) => {
    const list = JSON.stringify(scripts);
    const known = written.get(list);
    if (known) return known;
    const code = await bundle('src/lib/start-up/page-module.ts', { pageScripts: list });
    // As long as the build's own file hashes.
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const urlPath = `/${assetsDir}/page-${hash}.js`;
    await write(urlPath.slice(1), code);
    written.set(list, urlPath);
    return urlPath;
  };
}

/** The module script that starts a page, for its <head>. */
export function pageModuleTag(urlPath: string): string {
  return `<script type="module" async src="${urlPath}"></script>`;
}
