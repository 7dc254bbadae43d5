/**
 * Hero art of the four articles (1200 x 630). Alt text describes each picture.
 */
import type { ArticleSlug } from '@/config/paths';
import { artSet } from './art-set';

const article = { width: 1200, height: 630 } as const;

export const articleArt = artSet<ArticleSlug>(
  'assets/art/blog',
  import.meta.glob<string>('@/assets/art/blog/*.svg', { eager: true, import: 'default' }),
  article,
  {
    blogexp1: 'Servers wheeled out of an exit door and carried along an arrow into the cloud',
    blogexp2: 'A legacy server linked via a security gateway to a cloud with identity keys',
    blogexp3:
      'An architecture blueprint showing a layered stack beside building blocks and a pencil',
    blogexp4: 'A balance scale weighing a cloud against a server rack, with stacks of coins',
  },
);
