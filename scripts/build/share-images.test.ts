import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { shareImage } from '@/config/endpoints';
import { colorSchemes } from '@/theme/primitives';
import { shareImageRenderer } from './share-images';

const assets = resolve(import.meta.dirname, '..', '..', 'src', 'assets');

describe('share images', () => {
  it('draws a 1200 x 630 PNG on the blue band, with and without artwork', async () => {
    const draw = await shareImageRenderer();
    const markFile = join(assets, 'brand', 'mark.svg');
    const hero = colorSchemes.light.palette.surface.hero;
    const corner = [1, 3, 5].map((start) => parseInt(hero.slice(start, start + 2), 16));
    for (const artFile of [join(assets, 'art', 'services', 'serv2sas.svg'), undefined]) {
      const png = PNG.sync.read(
        await draw({ title: 'Staff Augmentation in Omaha, NE', artFile, markFile }),
      );
      expect([png.width, png.height]).toEqual([shareImage.width, shareImage.height]);
      expect([...png.data.subarray(0, 3)]).toEqual(corner);
    }
  });
});
