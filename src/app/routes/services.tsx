import { serviceCatalog } from '@/content/services';
import { OfferingListPage } from '@/features/offerings/offering-list-page';

export function Component() {
  return <OfferingListPage catalog={serviceCatalog} />;
}
