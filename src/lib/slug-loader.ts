import { data, type LoaderFunctionArgs } from 'react-router-dom';

/**
 * Loader of a detail route (a service, a domain, an article): the slug must be one of the known
 * ones, otherwise the router shows the error screen with 404 Not Found. Only the slug travels in
 * the hydration data; the page reads its entry from the content module it already imports.
 */
export function slugLoader<const Slug extends string>(slugs: readonly Slug[]) {
  const known: readonly string[] = slugs;
  const isKnown = (slug: string | undefined): slug is Slug =>
    slug !== undefined && known.includes(slug);
  return ({ params }: LoaderFunctionArgs): { slug: Slug } => {
    if (!isKnown(params.slug)) throw data(null, { status: 404, statusText: 'Not Found' });
    return { slug: params.slug };
  };
}
