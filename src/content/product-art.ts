/**
 * Diagrams of the two products (960 x 540), with short labels inside the pictures, and a
 * portrait version of each for phones (480 wide), where the wide one's labels would be too small
 * to read.
 */
import { artSet } from './art-set';
import type { Art } from './types';

export type ProductArtKey = 'dispatch' | 'plant-data';

const diagram = { width: 960, height: 540 } as const;

const alt = {
  dispatch:
    'Consignment tracked from dispatch through storage and transit to its final destination',
  'plant-data':
    'Associates rotating across stations, with training, restriction and poor-rotation flags',
} as const;

const files = artSet<ProductArtKey | `${ProductArtKey}-narrow`>(
  'assets/art/products',
  import.meta.glob<string>('@/assets/art/products/*.svg', { eager: true, import: 'default' }),
  diagram,
  {
    ...alt,
    'dispatch-narrow': { alt: alt.dispatch, width: 480, height: 752 },
    'plant-data-narrow': { alt: alt['plant-data'], width: 480, height: 1024 },
  },
);

function withNarrow(key: ProductArtKey): Art {
  const { src, width, height } = files[`${key}-narrow`];
  return { ...files[key], narrow: { src, width, height } };
}

export const productArt: Record<ProductArtKey, Art> = {
  dispatch: withNarrow('dispatch'),
  'plant-data': withNarrow('plant-data'),
};
