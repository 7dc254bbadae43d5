/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/domtele9 (`config/paths.ts`), its picture `src/assets/art/domains/domtele9.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Telecommunication',
  anchor: 'telecommunication',
  icon: 'telecom',
  teaser:
    'Discover how Akscellence helps carriers and internet providers modernize OSS and BSS platforms, automate networks and keep fiber and wireless build-outs on schedule.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps carriers, internet service providers and network equipment companies build and run the systems behind connectivity. We support OSS and BSS platforms, network automation, fiber and wireless build-out tracking, billing and customer care applications, and network analytics, and we staff engineers who can work across cloud infrastructure, virtualized networks and the legacy systems that still carry revenue.',
  benefits: [
    {
      title: 'Faster order to activation',
      text: 'We streamline ordering, provisioning and activation so new customers get service sooner and fewer orders fall out for manual rework.',
    },
    {
      title: 'Network automation expertise',
      text: 'Our engineers automate configuration, testing and monitoring with modern APIs and tooling, reducing manual changes and configuration drift.',
    },
    {
      title: 'Build-out visibility',
      text: 'We connect design, permitting, construction and inventory data so you can track fiber and wireless expansion down to each address.',
    },
  ],
  whyChoose: {
    heading: 'Why telecommunications providers choose Akscellence',
    paragraphs: [
      'Telecommunications providers run some of the most complex IT estates in any industry, with decades of acquired systems, multiple billing platforms and networks that span copper, fiber, cable and wireless. Our consultants are comfortable untangling that complexity one workflow at a time, without disrupting service.',
      'With access to the top 5% of talent, we staff network automation engineers, OSS and BSS developers, data engineers and project managers who understand how provisioning, inventory and billing depend on one another. Since 1998 we have helped providers modernize at a pace their operations can absorb.',
    ],
  },
  faqs: [
    {
      question: 'Do you work with both OSS and BSS systems?',
      answer:
        'Yes. On the operations side we work with network inventory, service provisioning, activation, and fault and performance management. On the business side we support product catalogs, order management, billing and customer care tools. Most problems sit between the two, so we focus on the integrations and data that connect them, using industry frameworks such as the TM Forum Open APIs where they fit.',
    },
    {
      question: 'Can you help with fiber broadband expansion programs?',
      answer:
        'We can. We help providers track passings, permits, make-ready work, construction progress and service availability in one place, and we connect that data to ordering so homes can be sold as soon as they are ready. For providers using public funding, we help build the reporting and location data needed for program requirements and for availability filings such as the FCC Broadband Data Collection.',
    },
    {
      question: 'What does network automation look like in practice?',
      answer:
        'It usually starts with the repetitive tasks that cause the most errors, such as configuration changes, circuit turn-ups and compliance checks. We build automation with tools like Ansible and Python, model intended configurations, and validate changes before and after they are applied. Over time this grows into automated testing, closed-loop remediation and self-service provisioning, always under change controls your network operations team approves.',
    },
    {
      question: 'How do you handle customer data and telecom regulations?',
      answer:
        'Our consultants are experienced working within telecommunications privacy and security requirements, including FCC rules on customer proprietary network information, PCI DSS for payments, and STIR/SHAKEN caller ID authentication for voice providers. We limit access to customer records, use masked data in test environments, and build the logging and reporting your compliance team relies on during audits and regulatory inquiries.',
    },
  ],
  heroAlt: 'Illustration: a cell tower sending signal waves, linked to a satellite and fiber lines',
  seo: {
    titleSuffix: ' IT Services and Staffing',
    description:
      'OSS and BSS modernization, network automation, fiber build-out tracking and telecom engineering staff for carriers and internet service providers.',
  },
};
