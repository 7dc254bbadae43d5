import { serviceCatalog } from '@/content/services';
import { OfferingDetailRoute, offeringLoader } from '@/features/offerings/offering-detail-page';

export const loader = offeringLoader(serviceCatalog);

/** /services/:slug, one page per service. */
export function Component() {
  return <OfferingDetailRoute catalog={serviceCatalog} />;
}
