// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildStylesheet, buildSubset, stylesheetPath, subsetPath, weights } from './font-subset';

describe('Roboto subsets', () => {
  it('stylesheet is up to date (run `npm run fonts` after changing the characters)', () => {
    expect(readFileSync(stylesheetPath, 'utf8')).toBe(buildStylesheet());
  });

  it.each(weights)(
    'weight %i is up to date and small enough for one round trip',
    async (weight) => {
      const built = await buildSubset(weight);
      expect(Buffer.compare(readFileSync(subsetPath(weight)), built)).toBe(0);
      // A new connection's first round trip carries about 14 KB.
      expect(built.length).toBeLessThan(14_000);
    },
  );
});
