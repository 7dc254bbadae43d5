/**
 * Hero art of the service and domain pages: one original illustration per offering, 640 by 480,
 * drawn on a rounded light panel so it reads on both the light and the dark theme. The alt text
 * describes each picture.
 */
import type { DomainSlug, ServiceSlug } from '@/config/paths';
import { artSet } from './art-set';

const size = { width: 640, height: 480 } as const;

export const serviceArt = artSet<ServiceSlug>(
  'assets/art/services',
  import.meta.glob<string>('@/assets/art/services/*.svg', { eager: true, import: 'default' }),
  size,
  {
    ser1: 'Illustration: code, build and test stages moving boxes on a conveyor to a checked app',
    serv2sas: 'Illustration: a grid of team member cards with a new highlighted member joining',
    serv3dss: 'Illustration: a scatter plot with a regression curve beside a neural network graph',
    serv4ba: 'Illustration: an analytics dashboard with KPI tiles, a bar chart and a donut chart',
    serv5od:
      'Illustration: a globe linking locations and code windows across day and night time zones',
    serv6svar:
      'Illustration: a software license certificate and key beside a cart of software boxes',
    serv7itc:
      'Illustration: two consultants at a whiteboard with a cloud and database architecture',
    serv8cits:
      'Illustration: a presenter teaching learners in front of a slide, with a graduation cap',
    serv9pm: 'Illustration: a Gantt chart with task bars and milestones leading to a finish flag',
    serv10pd:
      'Illustration: a wireframe sketch, a prototype phone app, a launching rocket and a gear',
    serv11de:
      'Illustration: data flowing from databases through pipes and a filter into a lakehouse',
  },
);

export const domainArt = artSet<DomainSlug>(
  'assets/art/domains',
  import.meta.glob<string>('@/assets/art/domains/*.svg', { eager: true, import: 'default' }),
  size,
  {
    dom1: 'Illustration: a tablet with a patient record and vitals, a medical cross and pulse line',
    domag2: 'Illustration: crop fields with a tractor and an IoT sensor sending wireless signals',
    domfin3: 'Illustration: a phone payment app with a bank card, growth chart and coin stack',
    domrm4: 'Illustration: a storefront and shopping bag linked by a conveyor belt to a factory',
    domgm5:
      'Illustration: a screen with a play button above a game controller, surrounded by stars',
    dombank6: 'Illustration: a classical bank building with columns, a payment card and a padlock',
    domgov7:
      'Illustration: a domed capitol building flanked by a star shield and an official document',
    domult8: 'Illustration: a wind turbine, a power pylon, a water drop and a smart meter',
    domtele9:
      'Illustration: a cell tower sending signal waves, linked to a satellite and fiber lines',
    dominsu10:
      'Illustration: an umbrella sheltering a house and a car from rain, with a shield check',
  },
);
