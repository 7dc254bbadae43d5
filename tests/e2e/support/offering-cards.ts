/**
 * The title and list anchor of every service and domain, read from their files in
 * src/content/services and src/content/domains. The app gathers them with Vite's
 * `import.meta.glob` (`content/offering-index.ts`), which the test runner does not have.
 */
import { domainSlugs, serviceSlugs } from '@/config/paths';

interface CardText {
  title: string;
  anchor: string;
}

const contentDir = new URL('../../../src/content/', import.meta.url);

/** The card of an offering file's exports; throws when the file has none. */
function cardText(exports: unknown, file: string): CardText {
  const card: unknown =
    typeof exports === 'object' && exports !== null && 'card' in exports ? exports.card : undefined;
  if (
    typeof card === 'object' &&
    card !== null &&
    'title' in card &&
    'anchor' in card &&
    typeof card.title === 'string' &&
    typeof card.anchor === 'string'
  ) {
    return { title: card.title, anchor: card.anchor };
  }
  throw new Error(`${file} exports no card with a title and an anchor.`);
}

async function cards<Slug extends string>(
  folder: 'services' | 'domains',
  slugs: readonly Slug[],
): Promise<Record<Slug, CardText>> {
  const found: Partial<Record<string, CardText>> = {};
  for (const slug of slugs) {
    const file = new URL(`${folder}/${slug}.ts`, contentDir);
    const exports: unknown = await import(file.href);
    found[slug] = cardText(exports, file.pathname);
  }
  // Every slug was filled above, so the partial record is complete.
  return found as Record<Slug, CardText>;
}

export const serviceIndex = await cards('services', serviceSlugs);
export const domainIndex = await cards('domains', domainSlugs);
