import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  latinRange,
  missingCharacters,
  restRange,
  textCharacters,
  textRange,
  unicodeRange,
} from './font-ranges';

describe('font ranges', () => {
  it('reads and writes unicode-range values', () => {
    expect([...codePointsOf('U+41-43,U+2026')]).toEqual([0x41, 0x42, 0x43, 0x2026]);
    expect(unicodeRange([0x2026, 0x43, 0x41, 0x42, 0x41])).toBe('U+41-43,U+2026');
    expect(() => codePointsOf('41-43')).toThrow('Not a unicode-range');
  });

  it('gives each drawn Latin character to exactly one face', () => {
    const text = codePointsOf(textRange);
    const rest = codePointsOf(restRange);
    expect([...text].filter((point) => rest.has(point))).toEqual([]);
    const drawn = [...codePointsOf(latinRange)].filter(
      (point) => point >= 0x20 && !(point >= 0x7f && point < 0xa0),
    );
    expect(new Set([...text, ...rest])).toEqual(new Set(drawn));
    expect(text.size).toBe(Array.from(textCharacters).length);
  });

  it('names the characters a text needs beyond the subsets', () => {
    expect(missingCharacters('Omaha, NE \u2014 since 1998\n\t')).toEqual([]);
    expect(missingCharacters('José Müller, née Łukasz, José')).toEqual(['é', 'ü', 'Ł']);
  });
});
