/**
 * The eleven services, in the order the list shows (`serviceSlugs` in `config/paths.ts`). Each
 * service is a file of its own in `services/`; its picture is `assets/art/services/<slug>.svg`.
 */
import { serviceSlugs, paths, type ServiceSlug } from '@/config/paths';
import { serviceIndex } from './offering-index';
import { offerings } from './offering-files';
import { servicesPage } from './offerings-pages';
import type { OfferingCatalog, OfferingPage, Service } from './types';

export const services: readonly Service[] = offerings(
  'services',
  serviceSlugs,
  serviceIndex,
  import.meta.glob<OfferingPage>('./services/*.ts', { eager: true, import: 'page' }),
  import.meta.glob<string>('@/assets/art/services/*.svg', { eager: true, import: 'default' }),
);

/** The services with what their list page and detail pages need. */
export const serviceCatalog: OfferingCatalog<ServiceSlug> = {
  entries: services,
  slugs: serviceSlugs,
  listPath: paths.services.href(),
  entryPath: paths.service.href,
  copy: servicesPage,
};
