/** Reading a built site for the restyle test: its text files, its pages' heads, its pictures. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PNG } from 'pngjs';
import { decodeEntities } from '../lib/html';

const textFile = /\.(html|css|js|svg|json|webmanifest|xml|txt)$|(^|\/)_headers$/;

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The text files of a build (not their compressed twins), by path, with their text. */
export function textFiles(dist: string): Map<string, string> {
  return new Map(
    filesUnder(dist)
      .filter((file) => textFile.test(file))
      .map((file) => [file, readFileSync(join(dist, file), 'utf8')]),
  );
}

/** A page's document title and the contents of its Open Graph and Twitter tags. */
export function headTexts(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const metas = [
    ...head.matchAll(/<meta (?:property|name)="(?:og|twitter):[^"]+" content="([^"]*)"/g),
  ];
  return [title ?? '', ...metas.map(([, content = '']) => content)].map(decodeEntities);
}

/** The texts of every link to `path` on a page: its text, and its accessible name if it has one. */
export function linkTexts(html: string, path: string): string[] {
  const links = html.matchAll(
    new RegExp(`<a\\b[^>]*href="${path}(?:#[^"]*)?"[^>]*>([\\s\\S]*?)</a>`, 'g'),
  );
  return [...links].map(([tag, inner = '']) => {
    const label = /aria-label="([^"]*)"/.exec(tag)?.[1];
    return decodeEntities(`${label ?? ''} ${inner.replace(/<[^>]+>/g, ' ')}`)
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/** A PNG's colours (`#RRGGBB`), the most used first. */
export function pngColors(file: string): { color: string; share: number }[] {
  const image = PNG.sync.read(readFileSync(file));
  const counts = new Map<string, number>();
  for (let i = 0; i < image.data.length; i += 4) {
    const hex = [image.data[i], image.data[i + 1], image.data[i + 2]]
      .map((channel) => (channel ?? 0).toString(16).padStart(2, '0'))
      .join('');
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  const pixels = image.width * image.height;
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([hex, count]) => ({ color: `#${hex.toUpperCase()}`, share: count / pixels }));
}

/** The colour (`#RRGGBB`) of one pixel of a PNG. */
export function pngPixel(file: string, x: number, y: number): string {
  const image = PNG.sync.read(readFileSync(file));
  const at = (y * image.width + x) * 4;
  const channels = [...image.data.subarray(at, at + 3)];
  return `#${channels
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}
