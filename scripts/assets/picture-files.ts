/** Where the site's SVG pictures are, and how the build paints each (see themed-svg.ts). */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { paintSvg, type PictureKind } from './themed-svg.ts';

export const assetsDir = resolve(projectRoot, 'src', 'assets');
/** One file per client logo; pages show them from the sprite below. */
export const logosDir = join(assetsDir, 'clients');
/**
 * The client logos in one file, which the build makes from `logosDir`: content imports it as
 * `@/assets/client-logos.svg`, a file that exists only in the build.
 */
export const logoSpriteFile = join(assetsDir, 'client-logos.svg');
/** The app icon: the favicon as drawn, and the source of the PNG home-screen icons. */
export const appIconSource = join(assetsDir, 'brand', 'app-icon.svg');

/** How a source file is painted, by where it is; undefined for files that are not pictures. */
export function pictureKind(file: string): PictureKind | undefined {
  const [folder, ...rest] = relative(assetsDir, file).split(sep);
  if (!file.endsWith('.svg') || rest.length === 0) return undefined;
  if (folder === 'art') return 'art';
  if (folder === 'clients') return 'logo';
  if (folder === 'brand') return resolve(file) === appIconSource ? 'icon' : 'brand';
  return undefined;
}

/** Every picture source, with how it is painted. */
export function pictureSources(): { path: string; kind: PictureKind }[] {
  return ['art', 'clients', 'brand'].flatMap((folder) =>
    readdirSync(join(assetsDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.svg'))
      .sort()
      .map((file) => join(assetsDir, folder, file))
      .flatMap((path) => {
        const kind = pictureKind(path);
        return kind ? [{ path, kind }] : [];
      }),
  );
}

/** A source file painted for the site. */
export function paintFile(path: string, kind: PictureKind): string {
  return paintSvg(readFileSync(path, 'utf8'), kind, relative(projectRoot, path));
}
