/**
 * Pictures painted with the theme as part of every build, so a restyle needs no separate step:
 *
 * - an SVG imported from src/assets/art, src/assets/brand or the client logo sprite gets its
 *   token colours written in and its dark-scheme block (scripts/assets/themed-svg.ts), and is
 *   published under /assets/ with a content hash, like any asset;
 * - `@/assets/client-logos.svg` is built from the files in src/assets/clients;
 * - the favicon and the PNG app icons are drawn from src/assets/brand/app-icon.svg into the
 *   site's root.
 *
 * The dev server serves the same painted pictures at the sources' own addresses.
 */
import { createHash } from 'node:crypto';
import { basename, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { appIconFiles } from '../assets/app-icons.ts';
import { buildLogoSprite, logoNames } from '../assets/logo-sprite.ts';
// Relative, not `@/`: vite.config.ts loads this module before its alias exists.
import { assetPaths, assetsDir } from '../../src/config/endpoints.ts';
import {
  appIconSource,
  logosDir,
  logoSpriteFile,
  paintFile,
  pictureKind,
} from '../assets/picture-files.ts';
import { projectRoot } from '../lib/paths.ts';

/** The module id of the sprite, a file that exists only in the build (virtual, as Rollup names them). */
const spriteId = '\0themed-assets:client-logos';

/** The painted picture of a file, or undefined when the build's default handling applies. */
function paintedPicture(id: string): string | undefined {
  const [file = '', query = ''] = id.split('?');
  // `?import` is how the dev server asks for an asset imported from a module.
  if (query !== '' && query !== 'import') return undefined;
  if (file === spriteId || resolve(file) === logoSpriteFile) return buildLogoSprite();
  const kind = pictureKind(file);
  if (kind === undefined || kind === 'icon' || kind === 'logo') return undefined;
  return paintFile(file, kind);
}

/** The address a painted picture is published at, named by its content as Vite names assets. */
function assetFileName(file: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return `${assetsDir}/${basename(file, '.svg')}-${hash}.svg`;
}

/** The source's address under the dev server's root (`/src/assets/...`). */
function devUrl(file: string): string {
  return `/${relative(projectRoot, file).split('\\').join('/')}`;
}

export function themedAssets(): Plugin {
  let serving = false;
  let ssr = false;
  let base = '/';
  return {
    name: 'akscellence:themed-assets',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    resolveId(source) {
      return resolve(source.split('?')[0] ?? '') === logoSpriteFile ? spriteId : null;
    },
    load(id) {
      const svg = paintedPicture(id);
      if (svg === undefined) return null;
      const file = id === spriteId ? logoSpriteFile : (id.split('?')[0] ?? id);
      if (id === spriteId) {
        for (const name of logoNames()) this.addWatchFile(join(logosDir, `${name}.svg`));
      }
      if (serving) return `export default ${JSON.stringify(devUrl(file))};`;
      const fileName = assetFileName(file, svg);
      // The server build links to the files the browser build publishes.
      if (!ssr) this.emitFile({ type: 'asset', fileName, source: svg });
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
    generateBundle() {
      if (ssr) return;
      for (const [path, source] of appIconFiles(paintFile(appIconSource, 'icon'))) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
      }
    },
    configureServer(server) {
      const iconPaths = new Set<string>([
        assetPaths.favicon,
        assetPaths.appleTouchIcon,
        assetPaths.icon192,
        assetPaths.icon512,
      ]);
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split(/[?#]/)[0] ?? '';
        const icon = iconPaths.has(path)
          ? appIconFiles(paintFile(appIconSource, 'icon')).get(path)
          : undefined;
        const svg = path.startsWith('/src/assets/')
          ? paintedPicture(resolve(projectRoot, `.${path}`))
          : undefined;
        const body = icon ?? svg;
        if (body === undefined) {
          next();
          return;
        }
        response.setHeader('Content-Type', path.endsWith('.png') ? 'image/png' : 'image/svg+xml');
        response.end(body);
      });
    },
  };
}
