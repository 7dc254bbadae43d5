/**
 * The brand mark shown beside the company name in the header and footer.
 */
import type { Art } from './types';
import mark from '@/assets/brand/mark.svg';

/** The Akscellence mark; decorative, as the brand name is always shown next to it. */
export const brandMark: Art = {
  src: mark,
  width: 64,
  height: 64,
  alt: '',
};
