import { data, type LoaderFunctionArgs } from 'react-router-dom';

/**
 * Loader of a detail route: the slug must be one of the content's slugs, otherwise the router
 * shows the error screen with 404 Not Found. Only the slug travels in the hydration data; the
 * page reads the entry from the content module it already imports.
 */
export function offeringLoader(slugs: readonly string[]) {
  return ({ params }: LoaderFunctionArgs): { slug: string } => {
    const slug = params.slug ?? '';
    if (!slugs.includes(slug)) throw data(null, { status: 404, statusText: 'Not Found' });
    return { slug };
  };
}
