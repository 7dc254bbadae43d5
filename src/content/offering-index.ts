/**
 * The short facts about each service and domain: title, icon and the one-sentence teaser used by
 * cards that point at it. The full copy (summary, benefits, FAQs) is in `services.ts` and
 * `domains.ts`, which spread these in. The site frame and the home page read only this small
 * module, so the long copy stays out of their startup code.
 */
import type { DomainSlug, ServiceSlug } from '@/config/paths';
import type { IconName } from './types';

export interface OfferingSummary {
  title: string;
  icon: IconName;
  /** One sentence inviting the reader to the page; used by "Read More" teasers and home cards. */
  teaser: string;
}

export const serviceIndex = {
  ser1: {
    title: 'IT Solutions Delivery',
    icon: 'delivery',
    teaser:
      'See how one accountable team takes your next IT initiative from requirements to a stable production release, on a schedule you can track.',
  },
  serv2sas: {
    title: 'Staff Augmentation',
    icon: 'people',
    teaser:
      'Learn how we place screened IT professionals on your team in days, so a critical role is filled next month rather than next quarter.',
  },
  serv3dss: {
    title: 'Data Science Solutions',
    icon: 'science',
    teaser:
      'Find out how our data scientists build forecasting, risk and recommendation models that are measured against your current process before they go live.',
  },
  serv4ba: {
    title: 'Business Analytics',
    icon: 'analytics',
    teaser:
      'Learn how we replace conflicting spreadsheets with trusted dashboards and KPIs that your managers rely on for their weekly decisions.',
  },
  serv5od: {
    title: 'Offshore Development',
    icon: 'globe',
    teaser:
      'Discover how an offshore team led by a US-based manager can add engineering capacity at lower cost while following your standards.',
  },
  serv6svar: {
    title: 'Software VAR',
    icon: 'license',
    teaser:
      'See how we help you buy Microsoft and Oracle licenses that fit your actual usage, then deploy, support and renew them without surprises.',
  },
  serv7itc: {
    title: 'IT Consultancy',
    icon: 'consulting',
    teaser:
      'See how our consultants help you weigh a cloud move, platform change or IT reorganization on the facts before you commit budget.',
  },
  serv8cits: {
    title: 'Corporate IT Training Services',
    icon: 'training',
    teaser:
      'Learn how our instructor-led courses, on site or live online, build practical cloud, data and development skills in the team you already have.',
  },
  serv9pm: {
    title: 'Project Management',
    icon: 'project',
    teaser:
      'Find out how our experienced project and program managers keep critical IT initiatives on scope, on budget and honest about their status.',
  },
  serv10pd: {
    title: 'Product Development',
    icon: 'product',
    teaser:
      'See how we take a software product from idea to launch through discovery, design, a focused first release and steady improvement based on real usage.',
  },
  serv11de: {
    title: 'Data Engineering',
    icon: 'data',
    teaser:
      'Learn how our data engineers build reliable pipelines, warehouses and lakehouses that give your analysts and data scientists trustworthy data on time.',
  },
} as const satisfies Record<ServiceSlug, OfferingSummary>;

export const domainIndex = {
  dom1: {
    title: 'Healthcare',
    icon: 'health',
    teaser:
      'See how Akscellence supports hospitals, clinics and health technology teams with EHR integration, interoperability work and staffing for clinical systems.',
  },
  domag2: {
    title: 'Agriculture',
    icon: 'agriculture',
    teaser:
      'Learn how Akscellence helps cooperatives, growers and agribusiness companies connect field data, equipment telemetry and supply chain systems into decisions they can act on.',
  },
  domfin3: {
    title: 'Fintech',
    icon: 'fintech',
    teaser:
      'Discover how Akscellence helps fintech teams ship payment, lending and wallet products faster without losing sight of security, compliance and reliability.',
  },
  domrm4: {
    title: 'Retail and Manufacturing',
    icon: 'factory',
    teaser:
      'Find out how Akscellence connects ERP, warehouse, point-of-sale and shop-floor systems so retailers and manufacturers can see inventory and production as it happens.',
  },
  domgm5: {
    title: 'Gaming & Entertainment',
    icon: 'gaming',
    teaser:
      'See how Akscellence helps studios, streaming platforms and entertainment companies handle launch-day traffic, live operations and player data without missing a release.',
  },
  dombank6: {
    title: 'Banking',
    icon: 'bank',
    teaser:
      'Learn how Akscellence helps banks and credit unions modernize core systems, digital channels and reporting while staying ready for audits and examinations.',
  },
  domgov7: {
    title: 'Government',
    icon: 'government',
    teaser:
      'Explore how Akscellence helps public agencies modernize legacy systems, move to the cloud and deliver accessible online services that residents can count on.',
  },
  domult8: {
    title: 'Utilities',
    icon: 'utilities',
    teaser:
      'See how Akscellence helps electric, gas and water utilities modernize billing, metering, outage and GIS systems while protecting critical infrastructure.',
  },
  domtele9: {
    title: 'Telecommunication',
    icon: 'telecom',
    teaser:
      'Discover how Akscellence helps carriers and internet providers modernize OSS and BSS platforms, automate networks and keep fiber and wireless build-outs on schedule.',
  },
  dominsu10: {
    title: 'Insurance',
    icon: 'insurance',
    teaser:
      'Learn how Akscellence helps insurers and agencies modernize policy, billing and claims systems, improve digital service and make better use of underwriting data.',
  },
} as const satisfies Record<DomainSlug, OfferingSummary>;
