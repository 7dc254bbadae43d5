import { describe, expect, it } from 'vitest';
import {
  contrastFailures,
  contrastMessage,
  contrastPairs,
  graphicContrast,
  pairContrast,
  sourceSteps,
  textContrast,
  type ContrastPair,
} from '@/test/contrast-checks';
import { contrast } from './contrast';
import { colorSchemes, darkTints, gray } from './primitives';

const title = (pair: ContrastPair) =>
  `${pair.foreground.name} on ${pair.background.name} (${pair.minimum}:1)`;

describe.each(['light', 'dark'] as const)('%s scheme contrast', (scheme) => {
  const palette = colorSchemes[scheme].palette;
  const pairs = contrastPairs(scheme, palette);

  it.each(pairs.map((pair) => [title(pair), pair] as const))('%s', (_title, pair) => {
    expect(pairContrast(pair), contrastMessage(pair)).toBeGreaterThanOrEqual(pair.minimum);
  });

  it('checks body text, links, buttons, the focus ring and the hero bands', () => {
    const names = new Set(pairs.map(title));
    const backgrounds = ['background.default', 'background.paper', 'surface.muted'];
    for (const background of backgrounds) {
      for (const text of ['text.primary', 'text.secondary', 'primary.main', 'secondary.main']) {
        expect(names).toContain(`${text} on ${background} (${textContrast}:1)`);
      }
      expect(names).toContain(`error.main on ${background} (${textContrast}:1)`);
    }
    for (const background of [...backgrounds, 'surface.tint', 'surface.focusRingInner']) {
      expect(names).toContain(`surface.focusRing on ${background} (${graphicContrast}:1)`);
    }
    expect(names).toContain(`primary.main on surface.tint (${textContrast}:1)`);
    for (const key of ['primary', 'secondary', 'error', 'success']) {
      expect(names).toContain(`${key}.contrastText on ${key}.main (${textContrast}:1)`);
    }
    for (const band of ['surface.hero', 'surface.heroAccent']) {
      expect(names).toContain(`surface.heroText on ${band} (${textContrast}:1)`);
      expect(names).toContain(`surface.heroMuted on ${band} (${textContrast}:1)`);
      expect(names).toContain(`surface.heroText on ${band} (${graphicContrast}:1)`);
    }
  });
});

describe('a restyle that breaks a pair', () => {
  it('passes with the theme as it is', () => {
    expect(contrastFailures()).toEqual([]);
  });

  it('names the pair, its ratio and the scale steps to move', () => {
    const dark = colorSchemes.dark.palette;
    // The dark paper's step as the dark scheme's link colour: far too dark on the dark page.
    const link = gray[900];
    const page = dark.background.default;
    const failures = contrastFailures({
      light: colorSchemes.light,
      dark: { palette: { ...dark, primary: { ...dark.primary, main: link } } },
    });
    const ratio = (Math.floor(contrast(link, page) * 100) / 100).toFixed(2);
    expect(failures).toContain(
      `dark scheme: primary.main ${link} (gray.900) on background.default ${page} (gray.950) ` +
        `is ${ratio}:1, needs 4.5:1. In src/theme/primitives.ts make gray.900 lighter, ` +
        'or gray.950 darker.',
    );
  });

  it('traces a derived colour back to the steps it is mixed from', () => {
    expect(sourceSteps(darkTints.tint)).toEqual(['gray.900', 'brand.600']);
    expect(sourceSteps(gray[900])).toEqual(['gray.900']);
    const tintPair = contrastPairs('dark', colorSchemes.dark.palette).find(
      (pair) => pair.background.name === 'surface.tint' && pair.foreground.name === 'primary.main',
    );
    expect(tintPair && contrastMessage(tintPair)).toMatch(
      /on surface\.tint #[0-9A-F]{6} \(a mix of gray\.900 and brand\.600\)/,
    );
  });
});
