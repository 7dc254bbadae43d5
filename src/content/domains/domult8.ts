/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/domult8 (`config/paths.ts`), its picture `src/assets/art/domains/domult8.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Utilities',
  anchor: 'utilities',
  icon: 'utilities',
  teaser:
    'See how Akscellence helps electric, gas and water utilities modernize billing, metering, outage and GIS systems while protecting critical infrastructure.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps electric, gas and water utilities modernize the systems that keep service reliable and customers informed. We support customer information and billing platforms, outage and work management, geographic information systems, smart meter data and grid analytics, and we place engineers who understand operational technology, regulatory reporting and the security expectations that come with critical infrastructure.',
  benefits: [
    {
      title: 'Meter-to-bill accuracy',
      text: 'We integrate AMI head-end systems, meter data management and billing so interval reads become correct bills and useful usage insights.',
    },
    {
      title: 'Stronger outage response',
      text: 'We connect outage management, GIS and customer channels so crews get accurate locations and customers get timely restoration updates.',
    },
    {
      title: 'Critical infrastructure security',
      text: 'Our teams are experienced working within NERC CIP requirements and keep corporate IT and operational technology networks properly separated.',
    },
  ],
  whyChoose: {
    heading: 'Why utilities partner with Akscellence',
    paragraphs: [
      'Utilities plan in decades but face near-term pressure from aging infrastructure, distributed energy resources, severe weather and rising customer expectations. Our consultants help you make steady progress on modernization while the systems that dispatch crews, read meters and send bills keep running without interruption.',
      'Our utility work draws on analysts, developers and data engineers who understand rate structures, work orders and the separation between corporate IT and control systems. Through access to the top 5% of talent, we can staff a customer information system upgrade or a GIS data cleanup with people who have done that exact work before.',
    ],
  },
  faqs: [
    {
      question: 'Can you help with a customer information system replacement?',
      answer:
        'Yes. CIS replacements are among the most demanding projects a utility takes on, because they touch billing, payments, collections, service orders and customer communications. We help with requirements, rate and bill validation, data conversion, integration with meter data and work management systems, and extensive parallel bill testing. We also plan contact center and field readiness, since customers notice problems there first.',
    },
    {
      question: 'How do you work within NERC CIP requirements?',
      answer:
        'Our consultants are experienced working within the NERC CIP standards for bulk electric system cyber assets. In practice that means following your access management and personnel risk assessment processes, respecting electronic security perimeters, documenting configuration changes and supporting the evidence collection your compliance team needs. We work under your CIP program and do not replace your compliance staff or auditors.',
    },
    {
      question: 'What can you do with smart meter and grid data?',
      answer:
        'We build data platforms that handle the large volume of interval reads, events and sensor readings that AMI and grid devices produce. Typical uses include load forecasting, theft and leak detection, transformer loading analysis, outage verification and customer usage portals. We pay close attention to data quality, because estimated or missing reads affect both billing accuracy and planning decisions.',
    },
    {
      question: 'Do you support water and gas utilities as well as electric?',
      answer:
        'Yes. Many of the same systems apply across utility types, including CIS, GIS, work and asset management, and customer portals. For water utilities we often help with asset condition data, meter replacement programs and leak analytics. For gas utilities we support pipeline integrity records, leak survey tracking and the work management processes tied to pipeline safety requirements.',
    },
  ],
  heroAlt: 'Illustration: a wind turbine, a power pylon, a water drop and a smart meter',
  seo: {
    titleSuffix: ' IT Services: Electric, Gas and Water',
    description:
      'CIS and billing, AMI and meter data, outage management, GIS and NERC CIP-aware delivery for electric, gas and water utilities across the US.',
  },
};
