/**
 * Serves the @font-face rules of the Roboto subsets (scripts/assets/font-faces.ts) to the build
 * and the dev server at the stylesheet's address beside the subsets, where src/main.tsx imports
 * it. Vite then handles it as any stylesheet: it publishes the subsets it names with a content
 * hash, and the prerender inlines it into every page.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildStylesheet, stylesheetPath } from '../assets/font-faces.ts';
import { projectRoot } from '../lib/paths.ts';

/** Whether an import or a dev server request names the stylesheet. */
function namesStylesheet(source: string): boolean {
  const path = source.split('?')[0] ?? '';
  // The dev server asks by the address under its root (`/src/assets/fonts/roboto.css`).
  if (!path.startsWith('/')) return false;
  return path === stylesheetPath || resolve(projectRoot, `.${path}`) === stylesheetPath;
}

export function fontFaces(): Plugin {
  return {
    name: 'akscellence:font-faces',
    enforce: 'pre',
    resolveId(source) {
      if (!namesStylesheet(source)) return null;
      const query = source.includes('?') ? source.slice(source.indexOf('?')) : '';
      return `${stylesheetPath}${query}`;
    },
    load(id) {
      return (id.split('?')[0] ?? '') === stylesheetPath ? buildStylesheet() : null;
    },
  };
}
