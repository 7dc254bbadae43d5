/**
 * Hero art of the four articles (1200 x 630). Alt text describes each picture.
 */
import type { ArticleSlug } from '@/config/paths';
import type { Art } from './types';
import blogexp1 from '@/assets/art/blog/blogexp1.svg';
import blogexp2 from '@/assets/art/blog/blogexp2.svg';
import blogexp3 from '@/assets/art/blog/blogexp3.svg';
import blogexp4 from '@/assets/art/blog/blogexp4.svg';

const article = { width: 1200, height: 630 } as const;

export const articleArt: Record<ArticleSlug, Art> = {
  blogexp1: {
    src: blogexp1,
    ...article,
    alt: 'Servers wheeled out of an exit door and carried along an arrow into the cloud',
  },
  blogexp2: {
    src: blogexp2,
    ...article,
    alt: 'A legacy server linked via a security gateway to a cloud with identity keys',
  },
  blogexp3: {
    src: blogexp3,
    ...article,
    alt: 'An architecture blueprint showing a layered stack beside building blocks and a pencil',
  },
  blogexp4: {
    src: blogexp4,
    ...article,
    alt: 'A balance scale weighing a cloud against a server rack, with stacks of coins',
  },
};
