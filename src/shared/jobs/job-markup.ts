/**
 * The small Markdown subset staff write a job's words in, read into a tree that the page renders
 * as React elements (src/components/common/job-markup.tsx) and the JobPosting description as
 * escaped HTML (src/lib/job-posting-json-ld.ts). It is hand-written, not a library, because
 * the same few lines must run in the public page's bundle, the build, the server and the staff
 * preview, and a Markdown library either renders to an HTML string (which React would have to
 * inject) or is many times this size; docs/jobs.md describes the subset.
 *
 * Inline: `**bold**`, `*italic*` or `_italic_`, and `[text](address)` where the address is
 * https:, http: (with a host) or mailto:. Blocks, the summary only: paragraphs apart by a blank
 * line, and lines starting with "- " as a bulleted list. Everything else is the text as typed: a
 * marker without its partner, a link to any other address (javascript:, data:, a relative or
 * protocol-relative one), HTML (never read as tags). Reading is linear in the text's length:
 * each marker's partner is looked up in a table made in one pass, never searched for again.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block = { kind: 'paragraph'; children: Inline[] } | { kind: 'list'; items: Inline[][] };

type Marker = '**' | '*' | '_';

/** How deep emphasis may nest; a marker deeper than this is text, so no input runs the stack out. */
const maxDepth = 4;

const isSpace = (character: string | undefined) =>
  character === undefined || character === ' ' || /\s/u.test(character);
const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** An address a link may have: http(s) with a host, or mailto, in printable ASCII only. */
export function isAllowedHref(href: string): boolean {
  if (!/^[\x21-\x7e]+$/.test(href)) return false;
  return /^https?:\/\/[^/?#\\]/i.test(href) || /^mailto:[^/]/i.test(href);
}

/**
 * For each position, the first position at or after it where `test` holds (the text's length
 * when nowhere): the one pass that keeps looking for a partner linear.
 */
function nextWhere(source: string, test: (at: number) => boolean): Int32Array {
  const next = new Int32Array(source.length + 1);
  next[source.length] = source.length;
  for (let at = source.length - 1; at >= 0; at -= 1) {
    next[at] = test(at) ? at : (next[at + 1] ?? source.length);
  }
  return next;
}

/** Where each marker may open and close, following Markdown's flanking rules in brief. */
function markerRules(
  source: string,
): Record<Marker, { opens: (at: number) => boolean; closers: Int32Array }> {
  const char = (at: number) => source[at];
  const doubleAt = (at: number) => char(at) === '*' && char(at + 1) === '*';
  const singleAt = (at: number, mark: string) =>
    char(at) === mark && char(at - 1) !== mark && char(at + 1) !== mark;
  return {
    '**': {
      opens: (at) => doubleAt(at) && !isSpace(char(at + 2)),
      closers: nextWhere(source, (at) => doubleAt(at) && at > 0 && !isSpace(char(at - 1))),
    },
    '*': {
      opens: (at) => singleAt(at, '*') && !isSpace(char(at + 1)),
      closers: nextWhere(source, (at) => singleAt(at, '*') && !isSpace(char(at - 1))),
    },
    // Inside a word an underscore is text (snake_case, file_name.txt).
    _: {
      opens: (at) => singleAt(at, '_') && !isWordCharacter(char(at - 1)) && !isSpace(char(at + 1)),
      closers: nextWhere(
        source,
        (at) => singleAt(at, '_') && !isSpace(char(at - 1)) && !isWordCharacter(char(at + 1)),
      ),
    },
  };
}

/** Adds text to a run of nodes, joined to the text before it so the page has one text node. */
function pushText(nodes: Inline[], text: string) {
  const last = nodes.at(-1);
  if (last?.kind === 'text') last.text += text;
  else if (text !== '') nodes.push({ kind: 'text', text });
}

/** Reads one line (or one paragraph's lines) of inline markup. */
export function parseInline(source: string): Inline[] {
  const rules = markerRules(source);
  const closingBracket = nextWhere(source, (at) => source[at] === ']');
  const closingParen = nextWhere(source, (at) => source[at] === ')');
  const space = nextWhere(source, (at) => isSpace(source[at]));
  const opening = (at: number): Marker | undefined =>
    (['**', '*', '_'] as const).find((marker) => rules[marker].opens(at));

  /** A link's parts when `[text](address)` starts at `at` and ends by `end`, with an allowed address. */
  const linkAt = (at: number, end: number) => {
    const close = closingBracket[at + 1] ?? end;
    if (close <= at + 1 || close >= end || source[close + 1] !== '(') return undefined;
    const hrefEnd = closingParen[close + 2] ?? end;
    if (hrefEnd >= end || (space[close + 2] ?? end) < hrefEnd) return undefined;
    const href = source.slice(close + 2, hrefEnd);
    return isAllowedHref(href) ? { close, href, after: hrefEnd + 1 } : undefined;
  };

  const read = (start: number, end: number, depth: number, inLink: boolean): Inline[] => {
    const nodes: Inline[] = [];
    let at = start;
    let textFrom = start;
    const flush = () => {
      pushText(nodes, source.slice(textFrom, at));
    };
    while (at < end) {
      const character = source[at];
      if (character !== '*' && character !== '_' && character !== '[') {
        at += 1;
        continue;
      }
      const link = character === '[' && !inLink ? linkAt(at, end) : undefined;
      if (link) {
        flush();
        nodes.push({
          kind: 'link',
          href: link.href,
          children: read(at + 1, link.close, depth, true),
        });
        at = link.after;
        textFrom = at;
        continue;
      }
      const marker = depth < maxDepth ? opening(at) : undefined;
      const close =
        marker === undefined ? end : (rules[marker].closers[at + marker.length + 1] ?? end);
      if (marker !== undefined && close + marker.length <= end) {
        flush();
        const kind = marker === '**' ? 'strong' : 'em';
        nodes.push({ kind, children: read(at + marker.length, close, depth + 1, inLink) });
        at = close + marker.length;
        textFrom = at;
        continue;
      }
      at += 1;
    }
    flush();
    return nodes;
  };

  return read(0, source.length, 0, false);
}

const bullet = /^- +(?=\S)/;

/**
 * Reads a summary: paragraphs apart by blank lines, and runs of "- " lines as lists. The lines of
 * one paragraph are joined as written (the page shows a line break as a space, as before).
 */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | undefined;
  const endParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  for (const raw of source.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (bullet.test(line)) {
      endParagraph();
      if (!list) {
        list = [];
        blocks.push({ kind: 'list', items: list });
      }
      list.push(parseInline(line.replace(bullet, '')));
      continue;
    }
    list = undefined;
    if (line === '') endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  return blocks;
}

/** The words alone, markers and addresses left out: a card's summary, a search result's text. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => (node.kind === 'text' ? node.text : inlineText(node.children)))
    .join('');
}

/** A summary's words alone, its paragraphs and list items joined by spaces. */
export function plainTextOf(source: string): string {
  return parseBlocks(source)
    .flatMap((block) => (block.kind === 'paragraph' ? [block.children] : block.items))
    .map((nodes) => inlineText(nodes).replace(/\s+/g, ' ').trim())
    .join(' ');
}
