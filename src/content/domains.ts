/**
 * The ten industry domains, in the order the list shows (`domainSlugs` in `config/paths.ts`).
 * Each domain is a file of its own in `domains/`; its picture is `assets/art/domains/<slug>.svg`.
 */
import { domainSlugs, paths, type DomainSlug } from '@/config/paths';
import { domainIndex } from './offering-index';
import { offerings } from './offering-files';
import { domainsPage } from './offerings-pages';
import type { Domain, OfferingCatalog, OfferingPage } from './types';

export const domains: readonly Domain[] = offerings(
  'domains',
  domainSlugs,
  domainIndex,
  import.meta.glob<OfferingPage>('./domains/*.ts', { eager: true, import: 'page' }),
  import.meta.glob<string>('@/assets/art/domains/*.svg', { eager: true, import: 'default' }),
);

/** The domains with what their list page and detail pages need. */
export const domainCatalog: OfferingCatalog<DomainSlug> = {
  entries: domains,
  slugs: domainSlugs,
  listPath: paths.domains.href(),
  entryPath: paths.domain.href,
  copy: domainsPage,
};
