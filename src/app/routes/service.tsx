import { useLoaderData } from 'react-router-dom';
import { paths, serviceSlugs } from '@/config/paths';
import { servicesPage } from '@/content/offerings-pages';
import { services } from '@/content/services';
import { OfferingDetailPage } from '@/features/offerings/offering-detail-page';
import { offeringLoader } from '@/features/offerings/offering-loader';
import { bySlug, nextAfter } from '@/lib/collections';

export const loader = offeringLoader(serviceSlugs);

/** /services/:slug, one page per service; Read More points at the next service, wrapping. */
export function Component() {
  const { slug } = useLoaderData<typeof loader>();
  const service = bySlug(services, slug);
  const next = nextAfter(services, slug);
  return (
    <OfferingDetailPage
      offering={service}
      next={next}
      path={paths.service(service.slug)}
      nextPath={paths.service(next.slug)}
      copy={servicesPage}
    />
  );
}
