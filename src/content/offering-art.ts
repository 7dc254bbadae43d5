/**
 * Hero art of the service and domain pages: one original illustration per offering, 640 by 480,
 * drawn on a rounded light panel so it reads on both the light and the dark theme. The alt text
 * describes each picture.
 */
import type { DomainSlug, ServiceSlug } from '@/config/paths';
import type { Art } from './types';
import ser1 from '@/assets/art/services/ser1.svg';
import serv2sas from '@/assets/art/services/serv2sas.svg';
import serv3dss from '@/assets/art/services/serv3dss.svg';
import serv4ba from '@/assets/art/services/serv4ba.svg';
import serv5od from '@/assets/art/services/serv5od.svg';
import serv6svar from '@/assets/art/services/serv6svar.svg';
import serv7itc from '@/assets/art/services/serv7itc.svg';
import serv8cits from '@/assets/art/services/serv8cits.svg';
import serv9pm from '@/assets/art/services/serv9pm.svg';
import serv10pd from '@/assets/art/services/serv10pd.svg';
import serv11de from '@/assets/art/services/serv11de.svg';
import dom1 from '@/assets/art/domains/dom1.svg';
import domag2 from '@/assets/art/domains/domag2.svg';
import domfin3 from '@/assets/art/domains/domfin3.svg';
import domrm4 from '@/assets/art/domains/domrm4.svg';
import domgm5 from '@/assets/art/domains/domgm5.svg';
import dombank6 from '@/assets/art/domains/dombank6.svg';
import domgov7 from '@/assets/art/domains/domgov7.svg';
import domult8 from '@/assets/art/domains/domult8.svg';
import domtele9 from '@/assets/art/domains/domtele9.svg';
import dominsu10 from '@/assets/art/domains/dominsu10.svg';

const size = { width: 640, height: 480 } as const;

export const serviceArt: Record<ServiceSlug, Art> = {
  ser1: {
    src: ser1,
    ...size,
    alt: 'Illustration: code, build and test stages moving boxes on a conveyor to a checked app',
  },
  serv2sas: {
    src: serv2sas,
    ...size,
    alt: 'Illustration: a grid of team member cards with a new highlighted member joining',
  },
  serv3dss: {
    src: serv3dss,
    ...size,
    alt: 'Illustration: a scatter plot with a regression curve beside a neural network graph',
  },
  serv4ba: {
    src: serv4ba,
    ...size,
    alt: 'Illustration: an analytics dashboard with KPI tiles, a bar chart and a donut chart',
  },
  serv5od: {
    src: serv5od,
    ...size,
    alt: 'Illustration: a globe linking locations and code windows across day and night time zones',
  },
  serv6svar: {
    src: serv6svar,
    ...size,
    alt: 'Illustration: a software license certificate and key beside a cart of software boxes',
  },
  serv7itc: {
    src: serv7itc,
    ...size,
    alt: 'Illustration: two consultants at a whiteboard with a cloud and database architecture',
  },
  serv8cits: {
    src: serv8cits,
    ...size,
    alt: 'Illustration: a presenter teaching learners in front of a slide, with a graduation cap',
  },
  serv9pm: {
    src: serv9pm,
    ...size,
    alt: 'Illustration: a Gantt chart with task bars and milestones leading to a finish flag',
  },
  serv10pd: {
    src: serv10pd,
    ...size,
    alt: 'Illustration: a wireframe sketch, a prototype phone app, a launching rocket and a gear',
  },
  serv11de: {
    src: serv11de,
    ...size,
    alt: 'Illustration: data flowing from databases through pipes and a filter into a lakehouse',
  },
};

export const domainArt: Record<DomainSlug, Art> = {
  dom1: {
    src: dom1,
    ...size,
    alt: 'Illustration: a tablet with a patient record and vitals, a medical cross and pulse line',
  },
  domag2: {
    src: domag2,
    ...size,
    alt: 'Illustration: crop fields with a tractor and an IoT sensor sending wireless signals',
  },
  domfin3: {
    src: domfin3,
    ...size,
    alt: 'Illustration: a phone payment app with a bank card, growth chart and coin stack',
  },
  domrm4: {
    src: domrm4,
    ...size,
    alt: 'Illustration: a storefront and shopping bag linked by a conveyor belt to a factory',
  },
  domgm5: {
    src: domgm5,
    ...size,
    alt: 'Illustration: a screen with a play button above a game controller, surrounded by stars',
  },
  dombank6: {
    src: dombank6,
    ...size,
    alt: 'Illustration: a classical bank building with columns, a payment card and a padlock',
  },
  domgov7: {
    src: domgov7,
    ...size,
    alt: 'Illustration: a domed capitol building flanked by a star shield and an official document',
  },
  domult8: {
    src: domult8,
    ...size,
    alt: 'Illustration: a wind turbine, a power pylon, a water drop and a smart meter',
  },
  domtele9: {
    src: domtele9,
    ...size,
    alt: 'Illustration: a cell tower sending signal waves, linked to a satellite and fiber lines',
  },
  dominsu10: {
    src: dominsu10,
    ...size,
    alt: 'Illustration: an umbrella sheltering a house and a car from rain, with a shield check',
  },
};
