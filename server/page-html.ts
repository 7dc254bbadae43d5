/**
 * Putting a rendered page together: React renders the app into #root, and these put each part
 * where it belongs in the page template. The build's prerender and the server's live pages
 * (server/jobs/live-pages.ts) use the same ones.
 */

/**
 * Leading <title>/<meta>/<link> tags React emits when it renders into a container (not a whole
 * document).
 */
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
  // Replacer functions: page content may contain `$&`-like sequences that a string replacement
  // would expand.
  return template
    .replace('<!--app-head-->', () => parts.head + parts.styles)
    .replace('<!--app-html-->', () => parts.body)
    .replace('<!--app-data-->', () => parts.data);
}

/** Whether a page's markup holds a Swiper carousel (its root element has the class `swiper`). */
export function rendersCarousel(body: string): boolean {
  return /<div class="swiper[ "]/.test(body);
}
