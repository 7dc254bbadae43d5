/**
 * Clients shown in the logo strips. These companies are fictional: the names and wordmarks were
 * made up for this site and do not stand for real businesses. Each logo is a 240 by 80 wordmark
 * on a transparent background; in the dark scheme it paints itself in one light colour.
 */
import logoSprite from '@/assets/client-logos.svg';
import { spriteArt } from './art-set';
import type { Client } from './types';

type ClientKey =
  | 'prairie-mutual'
  | 'northgate-health'
  | 'riverbend-foods'
  | 'sandhill-freight'
  | 'windrow-energy'
  | 'cedar-ridge-bank'
  | 'goldenrod-ag'
  | 'bluffline-telecom';

/**
 * One file holds every logo (scripts/assets/logo-sprite.ts builds it from `src/assets/clients`).
 */
const logos = spriteArt<ClientKey>(
  logoSprite,
  { width: 240, height: 80 },
  {
    'prairie-mutual': 'Prairie Mutual logo',
    'northgate-health': 'Northgate Health logo',
    'riverbend-foods': 'Riverbend Foods logo',
    'sandhill-freight': 'Sandhill Freight logo',
    'windrow-energy': 'Windrow Energy logo',
    'cedar-ridge-bank': 'Cedar Ridge Bank logo',
    'goldenrod-ag': 'Goldenrod Ag logo',
    'bluffline-telecom': 'Bluffline Telecom logo',
  },
);

export const clients = [
  { name: 'Prairie Mutual', logo: logos['prairie-mutual'] },
  { name: 'Northgate Health', logo: logos['northgate-health'] },
  { name: 'Riverbend Foods', logo: logos['riverbend-foods'] },
  { name: 'Sandhill Freight', logo: logos['sandhill-freight'] },
  { name: 'Windrow Energy', logo: logos['windrow-energy'] },
  { name: 'Cedar Ridge Bank', logo: logos['cedar-ridge-bank'] },
  { name: 'Goldenrod Ag', logo: logos['goldenrod-ag'] },
  { name: 'Bluffline Telecom', logo: logos['bluffline-telecom'] },
] satisfies readonly Client[];
