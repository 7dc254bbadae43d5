/** Copy of the services and domains list pages and of the detail page template. */
import { paths } from '@/config/paths';
import { pageArt } from './site-art';
import type { OfferingListCopy } from './types';

export const servicesPage: OfferingListCopy = {
  seo: {
    title: 'IT Services: Delivery, Staffing and Data',
    description:
      'Eleven IT services from one Omaha partner: solutions delivery, staff augmentation, data science, analytics, offshore teams, Microsoft and Oracle licensing.',
  },
  hero: {
    eyebrow: 'OUR SERVICES',
    heading: 'IT services that move your business forward',
    lead: 'From a single specialist to a full delivery team, from strategy to support: choose the help you need, or let us recommend the mix that fits.',
    art: pageArt.services,
    primaryCta: { label: 'Get in Touch', to: paths.contact.href() },
  },
  detailEyebrow: 'SERVICE',
  back: { label: 'Back to Services', to: paths.services.href() },
};

export const domainsPage: OfferingListCopy = {
  seo: {
    title: 'Industries: Healthcare, Finance, Government',
    description:
      'IT teams who know your industry: healthcare, agriculture, fintech, retail and manufacturing, gaming, banking, government, utilities, telecom and insurance.',
  },
  hero: {
    eyebrow: 'DOMAINS',
    heading: 'Industry knowledge built into every team',
    lead: 'Ten industries where our consultants, engineers and recruiters have done the work before, and know the rules, systems and pressures that come with them.',
    art: pageArt.domains,
    primaryCta: { label: 'Get in Touch', to: paths.contact.href() },
  },
  detailEyebrow: 'INDUSTRY',
  back: { label: 'Back to Domains', to: paths.domains.href() },
};

export const offeringDetail = {
  benefitsHeading: 'Top Benefits',
  benefitsEyebrow: 'WHAT YOU GAIN',
  faqHeading: 'Frequently asked questions',
  faqEyebrow: 'FAQ',
  readMoreEyebrow: 'Read More',
  getInTouch: { label: 'Get in Touch', to: paths.contact.href() },
} as const;
