/**
 * Assembling prerendered pages: React renders the app into #root, and these helpers put each
 * part where it belongs in the page template.
 */
import { minifySync } from 'vite';
import { inlineScriptText } from '@/lib/escape-html';

export {
  fillTemplate,
  rendersCarousel,
  splitHoistedHead,
  type PageParts,
} from '../../server/page-html';

/** Output file of a page path: `/` -> `index.html`, `/aboutus` -> `aboutus/index.html`. */
export function outputFileFor(pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};

/** Decodes the character references React writes into text and attributes. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name[1] === 'x' || name[1] === 'X')
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return namedEntities[name] ?? entity;
  });
}

/** Text of the first element of a kind (e.g. the page's h1, its title), tags removed. */
export function firstText(html: string, tag: 'h1' | 'title'): string | undefined {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return match?.[1] === undefined
    ? undefined
    : decodeEntities(match[1].replace(/<[^>]+>/g, '')).trim();
}

/** Content of the first <meta> with the given property or name, entities decoded. */
export function metaContent(head: string, key: string): string | undefined {
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    if (!tag.includes(`property="${key}"`) && !tag.includes(`name="${key}"`)) continue;
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? undefined : decodeEntities(content);
  }
  return undefined;
}

/**
 * The page's own picture: the first image with alt text inside <main> (the hero's artwork; the
 * header's brand mark comes before <main> and has empty alt, the footer's client logos after
 * it). Undefined for a page without one.
 */
export function mainArtSource(body: string): string | undefined {
  const start = body.indexOf('<main');
  const end = body.indexOf('</main>', start);
  if (start === -1 || end === -1) return undefined;
  for (const [tag] of body.slice(start, end).matchAll(/<img\b[^>]*>/g)) {
    if (/\balt="[^"]+"/.test(tag)) return /\bsrc="([^"]+)"/.exec(tag)?.[1];
  }
  return undefined;
}

/** Minifies a classic script as the build minifies modules; fails on a syntax error. */
export function minifiedScript(name: string, source: string): string {
  const { code, errors } = minifySync(name, source, { compress: true, mangle: true });
  if (errors.length > 0) {
    throw new Error(`${name} does not minify: ${errors.map((e) => e.message).join('; ')}`);
  }
  return code.trim();
}

/**
 * Minifies the inline classic scripts of rendered markup (the colour-scheme script MUI writes
 * as readable source), telling `written` each script's text as the page carries it: React
 * leaves a script's text alone while hydrating, so the CSP hashes of these texts are what the
 * browser checks.
 */
export function minifyInlineScripts(html: string, written?: (text: string) => void): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (_tag, source: string) => {
    const text = inlineScriptText(minifiedScript('inline.js', source));
    written?.(text);
    return `<script>${text}</script>`;
  });
}

/** A <style> element for inline CSS, with any `</style` in it escaped. */
export function styleTag(css: string, attributes = ''): string {
  return `<style${attributes}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * Takes the entry's own modulepreload links and its script tag out of the template: each page's
 * inline script requests them, with the rest of the page's scripts, from the page's script list
 * (`src/lib/start-up/inline-script.ts`).
 */
export function takeEntry(template: string): {
  template: string;
  entry: string;
  entryDeps: string[];
} {
  const entryDeps: string[] = [];
  const entries: string[] = [];
  const stripped = template
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      entryDeps.push(href);
      return '';
    })
    .replace(
      /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      (_tag, src: string) => {
        entries.push(src);
        return '';
      },
    );
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) {
    throw new Error(`The built template has ${entries.length} entry scripts, expected one.`);
  }
  return { template: stripped, entry, entryDeps };
}
