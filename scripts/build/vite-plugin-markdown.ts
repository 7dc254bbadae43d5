import { Marked } from 'marked';
import type { Plugin } from 'vite';

/** Lower-case, hyphenated id for a heading, e.g. "Start with people" -> "start-with-people". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Words of the text content of an HTML fragment. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Compiles Markdown to `{ html, wordCount, headings }`; h2 headings get ids for in-page links. */
export function compileMarkdown(source: string): {
  html: string;
  wordCount: number;
  headings: string[];
} {
  const headings: string[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        if (depth === 2) headings.push(text.replace(/<[^>]+>/g, ''));
        return `<h${depth} id="${slugify(text.replace(/<[^>]+>/g, ''))}">${text}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, wordCount: countWords(html), headings };
}

/**
 * Article bodies are Markdown files beside the typed content index. They are compiled here at
 * build time so the browser never ships or runs a Markdown parser.
 *
 * - `import body from './x.md'` gives `{ html, wordCount, headings }` (the article page);
 * - `import stats from './x.md?meta'` gives `{ wordCount, headings }` only, so lists and teasers
 *   can show reading times without shipping the article text.
 */
export function markdown(): Plugin {
  return {
    name: 'akscellence:markdown',
    enforce: 'pre',
    transform(source, id) {
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.md')) return null;
      const compiled = compileMarkdown(source);
      const exported =
        query === 'meta'
          ? { wordCount: compiled.wordCount, headings: compiled.headings }
          : compiled;
      return { code: `export default ${JSON.stringify(exported)};`, map: null };
    },
  };
}
