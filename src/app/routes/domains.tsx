import { domainCatalog } from '@/content/domains';
import { OfferingListPage } from '@/features/offerings/offering-list-page';

export function Component() {
  return <OfferingListPage catalog={domainCatalog} />;
}
