/**
 * Assembling prerendered pages: React renders the app into #root, and these helpers put each
 * part where it belongs in the page template.
 */

/** Leading <title>/<meta>/<link> tags React emits when it renders into a container (not a whole document). */
const hoistable = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * Splits the head tags React put at the start of the rendered HTML from the body markup.
 * (React 19 hoists them itself only when it renders the whole document.)
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export interface PageParts {
  /** Tags for <head>: title, meta, canonical, preloads. */
  head: string;
  /** Critical CSS <style> tags. */
  styles: string;
  /** Markup for #root. */
  body: string;
  /** Data blocks after #root (router hydration state). */
  data: string;
}

/** Fills the template's `<!--app-head-->`, `<!--app-html-->` and `<!--app-data-->` slots. */
export function fillTemplate(template: string, parts: PageParts): string {
  for (const slot of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->']) {
    if (!template.includes(slot)) throw new Error(`The page template has lost its ${slot} slot.`);
  }
  // Replacer functions: page content may contain `$&`-like sequences that a string replacement would expand.
  return template
    .replace('<!--app-head-->', () => parts.head + parts.styles)
    .replace('<!--app-html-->', () => parts.body)
    .replace('<!--app-data-->', () => parts.data);
}

/** Output file of a page path: `/` -> `index.html`, `/aboutus` -> `aboutus/index.html`. */
export function outputFileFor(pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** Decodes the character references React writes into text. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
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
