/**
 * The ten industry domains, in the order the list shows (`domainSlugs` in `config/paths.ts`).
 * Each domain is a file of its own in `domains/`; its picture is `assets/art/domains/<slug>.svg`.
 */
import { domainSlugs } from '@/config/paths';
import { domainIndex } from './offering-index';
import { offerings } from './offering-files';
import type { Domain, OfferingPage } from './types';

export const domains: readonly Domain[] = offerings(
  'domains',
  domainSlugs,
  domainIndex,
  import.meta.glob<OfferingPage>('./domains/*.ts', { eager: true, import: 'page' }),
  import.meta.glob<string>('@/assets/art/domains/*.svg', { eager: true, import: 'default' }),
);
