import { useLoaderData } from 'react-router-dom';
import { domainSlugs, paths } from '@/config/paths';
import { domains } from '@/content/domains';
import { domainsPage } from '@/content/offerings-pages';
import { OfferingDetailPage } from '@/features/offerings/offering-detail-page';
import { bySlug, nextAfter } from '@/lib/collections';
import { slugLoader } from '@/lib/slug-loader';

export const loader = slugLoader(domainSlugs);

/**
 * /domains/:slug, one page per industry. Read More points at the next domain, wrapping, which
 * keeps the original site's chain Government -> Utilities -> Telecommunication -> Insurance -> Healthcare.
 */
export function Component() {
  const { slug } = useLoaderData<typeof loader>();
  const domain = bySlug(domains, slug);
  const next = nextAfter(domains, slug);
  return (
    <OfferingDetailPage
      offering={domain}
      next={next}
      path={paths.domain.href(domain.slug)}
      nextPath={paths.domain.href(next.slug)}
      copy={domainsPage}
    />
  );
}
