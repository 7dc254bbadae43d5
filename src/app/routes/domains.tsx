import { paths } from '@/config/paths';
import { domains } from '@/content/domains';
import { domainsPage } from '@/content/offerings-pages';
import { OfferingListPage } from '@/features/offerings/offering-list-page';

export function Component() {
  return (
    <OfferingListPage
      offerings={domains}
      hrefOf={paths.domain.href}
      path={paths.domains.href()}
      copy={domainsPage}
    />
  );
}
