import { describe, expect, it } from 'vitest';
import { median } from '../lib/median';
import { missedTargets, type Figures } from './lighthouse-figures';

function figures(overrides: Partial<Omit<Figures, 'scores'>> & { perf?: number } = {}): Figures {
  return {
    scores: {
      performance: overrides.perf ?? 100,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    },
    lcp: overrides.lcp ?? 1500,
    tbt: overrides.tbt ?? 40,
    cls: overrides.cls ?? 0,
  };
}

describe('the Lighthouse targets', () => {
  it('are met by a page as good as its floor', () => {
    expect(missedTargets(figures({ tbt: 90, lcp: 1575 }), figures())).toEqual([]);
  });

  it('name each figure that misses, against the floor where the target is relative', () => {
    const missed = missedTargets(figures({ perf: 97, tbt: 91, lcp: 1576, cls: 0.0005 }), figures());
    expect(missed).toHaveLength(4);
    expect(missed[0]).toBe('perf 97 < 98');
    expect(missed[1]).toBe('CLS 0.001 > 0');
    expect(missed[2]).toMatch(/^TBT 91 ms is 51 ms above the floor's 40 ms/);
    expect(missed[3]).toMatch(/^LCP 1,576 ms is 5\.1% above the floor's 1,500 ms/);
  });

  it('say so when the page or the floor has no successful run', () => {
    expect(missedTargets(undefined, figures())).toEqual(['no successful run of the page']);
    expect(missedTargets(figures(), undefined)).toEqual(['no successful run of the floor']);
  });

  it('take the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
