import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { shareImage } from '@/config/endpoints';
import { colorSchemes } from '@/theme/primitives';
import { assetsDir, paintFile } from '../assets/picture-files';
import { shareImageRenderer } from './share-images';

/** A source picture painted as the build publishes it, in a temporary folder. */
async function painted(path: string, kind: 'art' | 'brand'): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'share-image-')), 'picture.svg');
  await writeFile(file, paintFile(join(assetsDir, path), kind));
  return file;
}

describe('share images', () => {
  it('draws a 1200 x 630 PNG on the blue band, with and without artwork', async () => {
    const draw = await shareImageRenderer();
    const markFile = await painted('brand/mark.svg', 'brand');
    const hero = colorSchemes.light.palette.surface.hero;
    const corner = [1, 3, 5].map((start) => parseInt(hero.slice(start, start + 2), 16));
    for (const artFile of [await painted('art/services/serv2sas.svg', 'art'), undefined]) {
      const png = PNG.sync.read(
        await draw({ title: 'Staff Augmentation in Omaha, NE', artFile, markFile }),
      );
      expect([png.width, png.height]).toEqual([shareImage.width, shareImage.height]);
      expect([...png.data.subarray(0, 3)]).toEqual(corner);
    }
  });
});
