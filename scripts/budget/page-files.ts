/**
 * What a built page asks for, read from its HTML: the scripts it starts with, the other files a
 * visit downloads, the text it draws, and the share image its head names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeEntities } from '../lib/html';
import { distDir } from '../lib/paths';

/**
 * The scripts a page starts with: its module script, and every module that one asks for (a
 * page's script module names them, see src/lib/start-up/page-module.ts).
 */
export function initialScripts(html: string): string[] {
  const modules = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const named = modules.flatMap((file) =>
    [...readFileSync(join(distDir, file), 'utf8').matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set([...modules, ...named])];
}

/** Everything else a visit to the page downloads: images, the icon sprite, fonts. */
export function pageAssets(html: string): string[] {
  // A sprite's pictures (`logos.svg#name`) are one file.
  const images = [...html.matchAll(/<img[^>]*src="(\/assets\/[^"#]+)/g)].map(
    (match) => match[1] ?? '',
  );
  const sprite = [...html.matchAll(/<use href="(\/assets\/[^"#]+)#/g)].map(
    (match) => match[1] ?? '',
  );
  // The fonts it preloads; the rest of the Latin set is fetched only for a character it shows.
  const fonts = [...html.matchAll(/<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set([...images, ...sprite, ...fonts])];
}

/**
 * The text a page draws with its fonts: text between tags, and the placeholders and values of its
 * fields. React escapes only `& < > " '` as entities; any other character is written as itself.
 */
export function pageText(html: string): string {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const fields = [...body.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((match) => match[1]);
  return decodeEntities([body.replace(/<[^>]*>/g, ' '), ...fields].join(' '));
}

/** Width and height of a PNG file from its header, or undefined when it is not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The file of the build that a page's og:image names (which may not exist). */
export function shareImageFile(html: string): string | undefined {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  return url ? join(distDir, new URL(url).pathname) : undefined;
}
