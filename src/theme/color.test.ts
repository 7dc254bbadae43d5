import { describe, expect, it } from 'vitest';
import { hexChannels, mix, mixedFrom } from './color';
import { brand, darkTints, gray } from './primitives';

describe('colour arithmetic', () => {
  it('reads the channels of a #RRGGBB colour and refuses anything else', () => {
    expect(hexChannels('#0a214B')).toEqual([10, 33, 75]);
    expect(() => hexChannels('#FFF')).toThrow('"#FFF" is not a #RRGGBB colour.');
    expect(() => hexChannels('brand.600')).toThrow(/not a #RRGGBB colour/);
  });

  it('lays one colour over another at an opacity, as CSS color-mix(in srgb) does', () => {
    expect(mix(brand[600], gray[900], 0)).toBe(brand[600]);
    expect(mix(brand[600], gray[900], 1)).toBe(gray[900]);
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    // Chromium computes color-mix(in srgb, #1549A8 16%, #111A2C) as rgb(18, 34, 64).
    expect(mix('#111A2C', '#1549A8', 0.16)).toBe('#122240');
  });

  it('remembers what a mixed colour came from, to name it in contrast messages', () => {
    expect(mixedFrom(darkTints.tint)).toEqual([gray[900], brand[600]]);
    expect(mixedFrom(brand[600])).toBeUndefined();
  });
});
