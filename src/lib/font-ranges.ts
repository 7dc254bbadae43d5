/**
 * Which characters each Roboto file draws. Every page preloads a subset holding the characters
 * the site writes (`textCharacters`, built by scripts/assets/font-subset.ts); the rest of
 * @fontsource's
 * Latin set is a second face of each weight, added by the page's script, that a browser only
 * downloads when a page shows one of its characters, such as a name typed into a form. The two
 * ranges never overlap, so a browser never fetches both files for one character.
 */

/**
 * Printable ASCII and the marks copy is written with: no-break and thin spaces, dashes, curly
 * quotes, bullet, ellipsis, copyright and trademark signs.
 */
export const textCharacters =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00A0\u00A9\u00AE\u00B7\u2009\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u2122';

/** The characters of @fontsource's Latin files (their `unicode-range`). */
export const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The code points of a CSS `unicode-range` value. */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range: "${part}".`);
    const first = Number.parseInt(match[1] ?? '', 16);
    const last = match[2] === undefined ? first : Number.parseInt(match[2], 16);
    for (let point = first; point <= last; point++) points.add(point);
  }
  return points;
}

/** A CSS `unicode-range` value naming exactly these code points, runs written as ranges. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase();
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i] ?? 0;
    let last = first;
    while (sorted[i + 1] === last + 1) last = sorted[++i] ?? last;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return parts.join(',');
}

const textPoints = new Set(
  Array.from(textCharacters, (character) => character.codePointAt(0) ?? 0),
);

/** Control characters are never drawn, so no face needs to name them. */
const drawn = (point: number) => point >= 0x20 && !(point >= 0x7f && point < 0xa0);

/** The range of the preloaded subsets. */
export const textRange = unicodeRange(textPoints);

/** The range of the rest of the Latin set. */
export const restRange = unicodeRange(
  [...codePointsOf(latinRange)].filter((point) => drawn(point) && !textPoints.has(point)),
);

/** Characters of a text that the subsets do not hold, each once, in order of appearance. */
export function missingCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    if (drawn(point) && !textPoints.has(point)) missing.add(character);
  }
  return [...missing];
}
