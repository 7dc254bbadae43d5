import createCache from '@emotion/cache';
import { css, type CSSObject } from '@emotion/react';
import { modernPrefixer } from './style-prefixer';

/** The CSS a cache with the prefixer writes for a style object. */
function cssOf(styles: CSSObject): string {
  const rules: string[] = [];
  const cache = createCache({ key: 'test', stylisPlugins: [modernPrefixer] });
  cache.sheet.insert = (rule: string) => {
    rules.push(rule);
  };
  const serialized = css(styles);
  cache.insert(`.test-${serialized.name}`, serialized, cache.sheet, true);
  return rules.join('').replace(`test-${serialized.name}`, 'x');
}

describe('the modern prefixer', () => {
  it('writes no prefixes the targeted browsers do without', () => {
    expect(
      cssOf({ display: 'flex', alignItems: 'center', transition: 'opacity 1s', transform: 'none' }),
    ).toBe('.x{display:flex;align-items:center;transition:opacity 1s;transform:none;}');
  });

  it('adds the -webkit- twin Safari or older Chrome still needs', () => {
    expect(cssOf({ userSelect: 'none', maskImage: 'none' })).toBe(
      '.x{-webkit-user-select:none;user-select:none;-webkit-mask-image:none;mask-image:none;}',
    );
  });

  it('leaves prefixes written by hand alone', () => {
    expect(cssOf({ WebkitAppearance: 'none', WebkitTapHighlightColor: 'transparent' })).toBe(
      '.x{-webkit-appearance:none;-webkit-tap-highlight-color:transparent;}',
    );
  });
});
