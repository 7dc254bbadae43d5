/**
 * The eleven services, in the order the list shows (`serviceSlugs` in `config/paths.ts`). Each
 * service is a file of its own in `services/`; its picture is `assets/art/services/<slug>.svg`.
 */
import { serviceSlugs } from '@/config/paths';
import { serviceIndex } from './offering-index';
import { offerings } from './offering-files';
import type { OfferingPage, Service } from './types';

export const services: readonly Service[] = offerings(
  'services',
  serviceSlugs,
  serviceIndex,
  import.meta.glob<OfferingPage>('./services/*.ts', { eager: true, import: 'page' }),
  import.meta.glob<string>('@/assets/art/services/*.svg', { eager: true, import: 'default' }),
);
