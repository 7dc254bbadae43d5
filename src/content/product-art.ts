/**
 * Diagrams of the two products (960 x 540), with short labels inside the pictures.
 */
import { artSet } from './art-set';

export type ProductArtKey = 'dispatch' | 'plant-data';

const diagram = { width: 960, height: 540 } as const;

export const productArt = artSet<ProductArtKey>(
  'assets/art/products',
  import.meta.glob<string>('@/assets/art/products/*.svg', { eager: true, import: 'default' }),
  diagram,
  {
    dispatch:
      'Consignment tracked from dispatch through storage and transit to its final destination',
    'plant-data':
      'Associates rotating across stations, with training, restriction and poor-rotation flags',
  },
);
