/**
 * Services and domains are one file each (`services/<slug>.ts`, `domains/<slug>.ts`), gathered
 * here with Vite's `import.meta.glob` in the order of the slugs in `config/paths.ts`. A slug
 * without a file, or a file without a slug, stops the build; so does a missing field (each
 * file's exports are typed).
 */
import { artSet } from './art-set';
import { perSlug } from './per-slug';
import type { Offering, OfferingCard, OfferingPage } from './types';

/** Intrinsic size of every offering's picture. */
const pictureSize = { width: 640, height: 480 } as const;

/**
 * The modules of a glob by the slug each file is named after (`./services/ser1.ts` -> `ser1`).
 * A slug without a file, or a file without a slug, is an error.
 */
export function modulesBySlug<Slug extends string, T>(
  folder: string,
  slugs: readonly Slug[],
  modules: Record<string, T>,
): Record<Slug, T> {
  const byName = new Map(
    Object.entries(modules).map(([path, value]) => [
      path.replace(/^.*\/|\.\w+(\?.*)?$/g, ''),
      value,
    ]),
  );
  const strays = [...byName.keys()].filter((name) => !slugs.some((slug) => slug === name));
  if (strays.length > 0) {
    throw new Error(`Files in ${folder}/ without a slug in config/paths.ts: ${strays.join(', ')}.`);
  }
  return perSlug(slugs, (slug) => {
    const value = byName.get(slug);
    if (value === undefined)
      throw new Error(`No file ${folder}/${slug}.ts for the slug "${slug}".`);
    return value;
  });
}

/**
 * The offerings as pages use them, in slug order: each file's card and page, its picture (the
 * SVG named after the slug) and its document title, the card's title with the page's suffix.
 */
export function offerings<Slug extends string>(
  folder: 'services' | 'domains',
  slugs: readonly Slug[],
  cards: Record<Slug, OfferingCard>,
  pages: Record<string, OfferingPage>,
  pictures: Record<string, string>,
): Offering<Slug>[] {
  const pagesBySlug = modulesBySlug(folder, slugs, pages);
  const alts = perSlug(slugs, (slug) => pagesBySlug[slug].heroAlt);
  const art = artSet(`assets/art/${folder}`, pictures, pictureSize, alts);
  return slugs.map((slug) => {
    const card = cards[slug];
    const { summary, benefits, whyChoose, faqs, seo } = pagesBySlug[slug];
    return {
      slug,
      ...card,
      summary,
      benefits,
      whyChoose,
      faqs,
      hero: art[slug],
      seo: { title: `${card.title}${seo.titleSuffix}`, description: seo.description },
    };
  });
}
