import { domainCatalog } from '@/content/domains';
import { OfferingDetailRoute, offeringLoader } from '@/features/offerings/offering-detail-page';

export const loader = offeringLoader(domainCatalog);

/** /domains/:slug, one page per industry. */
export function Component() {
  return <OfferingDetailRoute catalog={domainCatalog} />;
}
