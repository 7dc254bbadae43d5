/** Where the build puts things, for every script that reads or writes them. */
import { join, resolve } from 'node:path';
import { projectRoot } from '../../server/config.ts';

export { projectRoot };

/** The built site, as `npm start` serves it. */
export const servedDistDir = join(projectRoot, 'dist');
/**
 * Where the site is built and read by the scripts: `dist/`, except while `npm run build` makes a
 * new one beside it (`BUILD_DIST_DIR`), which it moves into place once complete.
 */
export const distDir = process.env.BUILD_DIST_DIR
  ? resolve(projectRoot, process.env.BUILD_DIST_DIR)
  : servedDistDir;
/** The server-side build and what the prerender leaves beside it for the other scripts. */
export const ssrDir = join(projectRoot, 'dist-ssr');
/** Vite's manifest of the client build, moved here by the prerender (it is not published). */
export const clientManifestFile = join(ssrDir, 'client-manifest.json');
/** Every prerendered page with its file, status, title and h1 (written by the prerender). */
export const pagesFile = join(ssrDir, 'pages.json');

/** True when the module is the script node was started with, not an import of another one. */
export function isMainModule(moduleFile: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(moduleFile);
}
