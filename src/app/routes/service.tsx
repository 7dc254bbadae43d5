import { useLoaderData } from 'react-router-dom';
import { paths, serviceSlugs } from '@/config/paths';
import { servicesPage } from '@/content/offerings-pages';
import { services } from '@/content/services';
import { OfferingDetailPage } from '@/features/offerings/offering-detail-page';
import { bySlug, nextAfter } from '@/lib/collections';
import { slugLoader } from '@/lib/slug-loader';

export const loader = slugLoader(serviceSlugs);

/** /services/:slug, one page per service; Read More points at the next service, wrapping. */
export function Component() {
  const { slug } = useLoaderData<typeof loader>();
  const service = bySlug(services, slug);
  const next = nextAfter(services, slug);
  return (
    <OfferingDetailPage
      offering={service}
      next={next}
      path={paths.service.href(service.slug)}
      nextPath={paths.service.href(next.slug)}
      copy={servicesPage}
    />
  );
}
