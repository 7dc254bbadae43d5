/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/domag2 (`config/paths.ts`), its picture `src/assets/art/domains/domag2.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Agriculture',
  anchor: 'agriculture',
  icon: 'agriculture',
  teaser:
    'Learn how Akscellence helps cooperatives, growers and agribusiness companies connect field data, equipment telemetry and supply chain systems into decisions they can act on.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps growers, cooperatives, equipment makers and agribusiness suppliers put their data to work. From our home in Nebraska, we build and support farm management platforms, precision agriculture integrations, grain and inventory systems, and supply chain analytics, and we staff the engineers and analysts who understand that planting and harvest, not sprint calendars, set the real deadlines.',
  benefits: [
    {
      title: 'Field data, connected',
      text: 'We bring yield monitor, soil sampling, weather and machine telemetry data into one model, so agronomists stop reconciling spreadsheets by hand.',
    },
    {
      title: 'Built for rural connectivity',
      text: 'Our mobile and edge applications keep working offline in the field and sync reliably when a connection returns.',
    },
    {
      title: 'Planned around the season',
      text: 'We schedule cutovers and major releases outside planting and harvest, so critical systems stay stable when your operations are busiest.',
    },
  ],
  whyChoose: {
    heading: 'Why agribusinesses work with Akscellence',
    paragraphs: [
      "We are based in Omaha, surrounded by the kind of operations our agriculture clients run. Our consultants understand how a cooperative settles grain contracts, why an accurate scale ticket matters, and what happens when a dealer's parts system goes down in the middle of harvest. That context shortens every conversation.",
      'Since 1998 we have helped agricultural organizations modernize legacy systems, adopt cloud data platforms and make sense of precision agriculture data from several equipment brands. With access to the top 5% of talent, we bring in data engineers, GIS specialists and ERP consultants who have done this work before, and we plan delivery around the agricultural calendar.',
    ],
  },
  faqs: [
    {
      question: 'Can you integrate data from different equipment brands?',
      answer:
        'Yes. Mixed fleets are common, and each manufacturer exposes data differently. We work with manufacturer APIs, ISOXML and shapefile exports, and data exchange tools such as the ADAPT framework to bring planting, application and harvest records into one place. We normalize units, field boundaries and product names so agronomists and growers can compare results across machines and seasons without rebuilding the data each time.',
    },
    {
      question: 'Do you work with grain accounting and cooperative ERP systems?',
      answer:
        'We do. Our consultants have supported grain accounting, scale house, agronomy sales and patronage processes, and they know how tightly those systems are tied to contracts, settlements and member records. We can help you upgrade or replace a legacy platform, integrate scale tickets with accounting, or build reporting that gives managers a current view of grain positions and inventory.',
    },
    {
      question: 'How do you handle poor connectivity in rural areas?',
      answer:
        "We design for it from the start. Field applications store data locally, queue changes and sync when a cellular or Wi-Fi connection is available, with conflict handling so two crews do not overwrite each other's records. We keep payloads small, test on the devices your staff actually carry, and build dashboards that show when data from each location last arrived, so gaps are visible rather than hidden.",
    },
    {
      question: 'Can you provide staff with agriculture domain knowledge?',
      answer:
        'Yes. Alongside developers and data engineers, we place business analysts, GIS specialists and ERP consultants who have worked for cooperatives, seed and crop input companies, equipment dealers and food processors. Because many of our consultants live in the region, they understand rural operations and can be on site when a project calls for it. We offer contract, contract-to-hire and direct placement.',
    },
  ],
  heroAlt: 'Illustration: crop fields with a tractor and an IoT sensor sending wireless signals',
  seo: {
    titleSuffix: ' IT Services and Data Solutions',
    description:
      'Farm data integration, precision agriculture platforms, cooperative ERP support and agtech staffing from an Omaha, Nebraska IT partner since 1998.',
  },
};
