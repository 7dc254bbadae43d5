import { describe, expect, it } from 'vitest';
import { artSet, spriteArt } from './art-set';

const files = {
  '/src/assets/art/x/alpha.svg': '/assets/alpha-1a2b.svg',
  '/src/assets/art/x/1998.svg': '/assets/1998-3c4d.svg',
};

describe('artSet', () => {
  it('pairs every key with its file, the set size and its alt text', () => {
    const set = artSet(
      'x',
      files,
      { width: 640, height: 480 },
      {
        alpha: 'An alpha',
        1998: { alt: 'A year', width: 800, height: 600 },
      },
    );
    expect(set.alpha).toEqual({
      src: '/assets/alpha-1a2b.svg',
      width: 640,
      height: 480,
      alt: 'An alpha',
    });
    expect(set[1998]).toEqual({
      src: '/assets/1998-3c4d.svg',
      width: 800,
      height: 600,
      alt: 'A year',
    });
  });

  it('stops on a key without a file and on a file without alt text', () => {
    expect(() =>
      artSet('x', files, { width: 1, height: 1 }, { alpha: 'a', 1998: 'b', beta: 'c' }),
    ).toThrow('No picture named "beta" in x.');
    expect(() => artSet('x', files, { width: 1, height: 1 }, { alpha: 'a' })).toThrow(
      'Pictures in x without alt text: 1998.',
    );
  });
});

describe('spriteArt', () => {
  it('gives each picture its slice of the one file, in the order of the names', () => {
    const set = spriteArt(
      '/assets/logos.svg',
      { width: 240, height: 80 },
      { zeta: 'Zeta logo', alpha: 'Alpha logo', mid: 'Mid logo' },
    );
    expect(set.alpha).toEqual({
      src: '/assets/logos.svg',
      width: 240,
      height: 80,
      alt: 'Alpha logo',
      slice: { index: 0, count: 3 },
    });
    expect(set.mid.slice).toEqual({ index: 1, count: 3 });
    expect(set.zeta.slice).toEqual({ index: 2, count: 3 });
    expect(set.zeta.src).toBe('/assets/logos.svg');
  });
});
