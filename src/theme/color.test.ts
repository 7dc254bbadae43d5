import { describe, expect, it } from 'vitest';
import { hexChannels, mix, mixedFrom } from './color';
import { brand, darkTints, gray } from './primitives';

describe('colour arithmetic', () => {
  it('reads the channels of a #RRGGBB colour and refuses anything else', () => {
    expect(hexChannels('#0a214B')).toEqual([10, 33, 75]);
    expect(() => hexChannels('#FFF')).toThrow('"#FFF" is not a #RRGGBB colour.');
    expect(() => hexChannels('brand.600')).toThrow(/not a #RRGGBB colour/);
  });

  it('mixes in OKLab: the ends are the two colours, the middle keeps its lightness', () => {
    expect(mix(brand[600], gray[900], 0)).toBe(brand[600]);
    expect(mix(brand[600], gray[900], 1)).toBe(gray[900]);
    // Black and white meet at OKLab lightness 0.5, not at sRGB's halfway #808080.
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#636363');
  });

  it('remembers what a mixed colour came from, to name it in contrast messages', () => {
    expect(mixedFrom(darkTints.tint)).toEqual([gray[900], brand[600]]);
    expect(mixedFrom(brand[600])).toBeUndefined();
  });
});
