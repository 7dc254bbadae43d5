/**
 * Clients shown in the logo strips. These companies are fictional: the names and wordmarks were
 * made up for this site and do not stand for real businesses. Each logo is a 240 by 80 wordmark
 * on a transparent background, shown on a light chip in the dark theme.
 */
import type { Client } from './types';
import prairieMutual from '@/assets/clients/prairie-mutual.svg';
import northgateHealth from '@/assets/clients/northgate-health.svg';
import riverbendFoods from '@/assets/clients/riverbend-foods.svg';
import sandhillFreight from '@/assets/clients/sandhill-freight.svg';
import windrowEnergy from '@/assets/clients/windrow-energy.svg';
import cedarRidgeBank from '@/assets/clients/cedar-ridge-bank.svg';
import goldenrodAg from '@/assets/clients/goldenrod-ag.svg';
import blufflineTelecom from '@/assets/clients/bluffline-telecom.svg';

export const clients = [
  {
    name: 'Prairie Mutual',
    logo: { src: prairieMutual, width: 240, height: 80, alt: 'Prairie Mutual logo' },
  },
  {
    name: 'Northgate Health',
    logo: { src: northgateHealth, width: 240, height: 80, alt: 'Northgate Health logo' },
  },
  {
    name: 'Riverbend Foods',
    logo: { src: riverbendFoods, width: 240, height: 80, alt: 'Riverbend Foods logo' },
  },
  {
    name: 'Sandhill Freight',
    logo: { src: sandhillFreight, width: 240, height: 80, alt: 'Sandhill Freight logo' },
  },
  {
    name: 'Windrow Energy',
    logo: { src: windrowEnergy, width: 240, height: 80, alt: 'Windrow Energy logo' },
  },
  {
    name: 'Cedar Ridge Bank',
    logo: { src: cedarRidgeBank, width: 240, height: 80, alt: 'Cedar Ridge Bank logo' },
  },
  {
    name: 'Goldenrod Ag',
    logo: { src: goldenrodAg, width: 240, height: 80, alt: 'Goldenrod Ag logo' },
  },
  {
    name: 'Bluffline Telecom',
    logo: { src: blufflineTelecom, width: 240, height: 80, alt: 'Bluffline Telecom logo' },
  },
] satisfies readonly Client[];
