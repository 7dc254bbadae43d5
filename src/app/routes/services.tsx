import { paths } from '@/config/paths';
import { servicesPage } from '@/content/offerings-pages';
import { services } from '@/content/services';
import { OfferingListPage } from '@/features/offerings/offering-list-page';

export function Component() {
  return (
    <OfferingListPage
      offerings={services}
      hrefOf={paths.service.href}
      path={paths.services.href()}
      copy={servicesPage}
    />
  );
}
