/**
 * What a built page asks for, read from its HTML: the scripts it starts with, the other files a
 * visit downloads, the text it draws, and the share image its head names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkListAttribute, entryAttribute, entryLoaderId } from '@/lib/entry-loader';
import { decodeEntities } from '../lib/html';
import { distDir } from '../lib/paths';

/** An attribute of the page's entry loader, or undefined when the page has none. */
function loaderAttribute(html: string, name: string): string | undefined {
  const tag = new RegExp(`<script id="${entryLoaderId}"[^>]*>`).exec(html)?.[0];
  return tag && new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
}

/**
 * The entry module (named by the page's loader, or a module script) and the scripts of the
 * page's chunk list (the JSON file its loader names).
 */
export function initialScripts(html: string): string[] {
  const entry = [
    loaderAttribute(html, entryAttribute),
    ...[...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]),
  ].filter((file): file is string => file !== undefined);
  const listFile = loaderAttribute(html, chunkListAttribute);
  const list = listFile
    ? (JSON.parse(readFileSync(join(distDir, listFile), 'utf8')) as string[])
    : [];
  return [...new Set([...entry, ...list])];
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
