/**
 * Diagrams of the two products (960 x 540), with short labels inside the pictures.
 */
import type { Art } from './types';
import dispatch from '@/assets/art/products/dispatch.svg';
import plantData from '@/assets/art/products/plant-data.svg';

export type ProductArtKey = 'dispatch' | 'plantData';

const diagram = { width: 960, height: 540 } as const;

export const productArt: Record<ProductArtKey, Art> = {
  dispatch: {
    src: dispatch,
    ...diagram,
    alt: 'Consignment tracked from dispatch through storage and transit to its final destination',
  },
  plantData: {
    src: plantData,
    ...diagram,
    alt: 'Associates rotating across stations, with training, restriction and poor-rotation flags',
  },
};
