/**
 * Vite's build manifest: which file each source module became and what it imports statically.
 * The prerender reads it to list each page's scripts, the budget to weigh them and the
 * benchmark to weigh the start-up.
 */
import { readFileSync } from 'node:fs';
import { clientManifestFile } from './paths';

export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

export function readViteManifest(file = clientManifestFile): ViteManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/**
 * URL paths of the chunks of these modules and of every chunk they import statically, each
 * once, in the order met (a module's own chunk before its imports). Throws for a module the
 * build does not know.
 */
export function chunkClosure(manifest: ViteManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The build has no chunk for ${module}.`);
    visit(module);
  }
  return [...files];
}
