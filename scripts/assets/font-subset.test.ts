// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subsetPath, weights } from './font-faces';
import { buildSubset } from './font-subset';

describe('Roboto subsets', () => {
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
