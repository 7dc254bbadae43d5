// @vitest-environment node
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { assetPaths } from '@/config/endpoints';
import { hexChannels } from '@/theme/color';
import { brand } from '@/theme/primitives';
import { appIconFiles } from './app-icons';
import { appIconSource, paintFile } from './picture-files';

const files = appIconFiles(paintFile(appIconSource, 'icon'));

function png(path: string): PNG {
  const file = files.get(path);
  if (!Buffer.isBuffer(file)) throw new Error(`${path} is not a PNG.`);
  return PNG.sync.read(file);
}

/** The share of the width the white glyph spans. */
function glyphWidth(image: PNG): number {
  let left = image.width;
  let right = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i] === 255 && image.data[i + 1] === 255 && image.data[i + 2] === 255) {
      const x = (i / 4) % image.width;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return (right - left + 1) / image.width;
}

describe('app icons', () => {
  it('publishes the favicon as drawn, in the brand colour', () => {
    const favicon = files.get(assetPaths.favicon);
    expect(typeof favicon).toBe('string');
    expect(favicon).toContain(`fill="${brand[600]}"`);
  });

  it.each([
    [assetPaths.appleTouchIcon, 180],
    [assetPaths.icon192, 192],
    [assetPaths.icon512, 512],
  ])('draws %s at %i px, filled edge to edge with the brand colour', (path, size) => {
    const image = png(path);
    expect([image.width, image.height]).toEqual([size, size]);
    // No rounded corner: home screens cut their own shape.
    expect([...image.data.subarray(0, 3)]).toEqual([...hexChannels(brand[600])]);
  });

  it('keeps the maskable icon’s glyph inside the safe zone (80% of the others)', () => {
    const ratio = glyphWidth(png(assetPaths.icon512)) / glyphWidth(png(assetPaths.icon192));
    expect(ratio).toBeGreaterThan(0.78);
    expect(ratio).toBeLessThan(0.82);
  });
});
