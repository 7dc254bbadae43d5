/**
 * What links and cards that point at a service or domain show: title, anchor, icon and teaser,
 * the `card` of each file in `services/` and `domains/`. The site frame and the home page read
 * only this module; the `?card` import is a module of its own holding just that export, so the
 * long copy (`page`) stays out of their start-up code. (`services.ts` and `domains.ts` check
 * that every slug has its file and every file its slug.)
 */
import { domainSlugs, serviceSlugs } from '@/config/paths';
import { perSlug } from './per-slug';
import type { OfferingCard } from './types';

function cards<Slug extends string>(
  folder: string,
  slugs: readonly Slug[],
  files: Record<string, OfferingCard>,
): Record<Slug, OfferingCard> {
  return perSlug(slugs, (slug) => {
    const card = files[`./${folder}/${slug}.ts`];
    if (!card) throw new Error(`No file ${folder}/${slug}.ts.`);
    return card;
  });
}

export const serviceIndex = cards(
  'services',
  serviceSlugs,
  import.meta.glob<OfferingCard>('./services/*.ts', {
    eager: true,
    import: 'card',
    query: '?card',
  }),
);

export const domainIndex = cards(
  'domains',
  domainSlugs,
  import.meta.glob<OfferingCard>('./domains/*.ts', { eager: true, import: 'card', query: '?card' }),
);
