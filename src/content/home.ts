/** Copy of the home page, section by section in the order the page shows them. */
import { paths, type DomainSlug, type ServiceSlug } from '@/config/paths';
import { pageArt } from './site-art';
import type { Counter, Cta, Feature, PageHeroContent, SectionIntro } from './types';

export const homeSeo = {
  title: 'IT Services and Staffing in Omaha, NE',
  description:
    'Akscellence has been a trusted IT partner since 1998: software delivery, staff augmentation, data and cloud services, with access to the top 5% of talent.',
};

export const homeHero = {
  eyebrow: 'Trusted IT partner since 1998',
  heading: 'Technology teams and solutions that deliver',
  lead: 'From Omaha to clients across the country, we build software, modernize data platforms and place proven IT professionals, drawing on the top 5% of talent.',
  primaryCta: { label: 'Get in Touch', to: paths.contact.href() },
  secondaryCta: { label: 'Explore our services', to: paths.services.href() },
  art: pageArt['home-hero'],
} satisfies PageHeroContent;

export const clientStrip = {
  heading: 'Trusted by organizations across the Midwest and beyond',
  pauseLabel: 'Pause the logo animation',
  playLabel: 'Play the logo animation',
};

export const whoWeAre = {
  eyebrow: 'WHO WE ARE',
  heading: 'An Omaha company with a national reach',
  paragraphs: [
    'Akscellence began in 1998 as Akscel Technologies, a small software shop in Omaha. Today we are a full-service IT partner: we deliver projects end to end, extend our clients’ teams with vetted specialists, and advise leaders on where technology will pay off.',
    'Our recruiters and engineers screen thousands of professionals a year so that the people we introduce come from the top 5% of talent. Clients stay with us because we are candid about trade-offs, careful with their data and accountable for results.',
  ],
  cta: { label: 'Learn More', to: paths.about.href(), context: 'about Akscellence' },
  art: pageArt.about,
};

export const whatWeDo = {
  eyebrow: 'WHAT WE DO',
  heading: 'Services built around your goals',
  lead: 'Five of the ways we help most often. Eleven services in all, from strategy to support.',
  /** The five services shown on the home page, in this order. */
  services: [
    'ser1',
    'serv2sas',
    'serv3dss',
    'serv11de',
    'serv7itc',
  ] as const satisfies readonly ServiceSlug[],
  viewAll: { label: 'View All', to: paths.services.href(), context: 'services' },
} satisfies SectionIntro & { services: readonly ServiceSlug[]; viewAll: Cta };

export const whyUs = {
  eyebrow: 'WHY US',
  heading: 'Why clients choose Akscellence',
  points: [
    {
      title: 'Exceptional Expertise',
      text: 'Architects, engineers and analysts with years of hands-on work in the platforms you run, from Oracle and SAP to modern cloud stacks.',
      icon: 'expertise',
    },
    {
      title: 'Client Satisfaction',
      text: 'Most of our work comes from returning clients and referrals, because we measure success by outcomes you can see, not hours billed.',
      icon: 'satisfaction',
    },
    {
      title: 'Cutting-Edge Technology',
      text: 'We bring current practice in cloud, data and security, and we recommend new tools only when they beat what you already have.',
      icon: 'technology',
    },
    {
      title: 'Client-Centric Focus',
      text: 'One point of contact, plain reporting and teams that work in your hours and your tools, so working with us feels like working with colleagues.',
      icon: 'client-focus',
    },
  ],
} satisfies SectionIntro & { points: readonly Feature[] };

/** The four counters and their targets. */
export const counters = {
  heading: 'Akscellence in numbers',
  items: [
    { target: 80, label: 'Satisfied Customers' },
    { target: 100, label: 'Projects in 26 Years' },
    { target: 200, label: 'Team Members' },
    { target: 10, label: 'Industry Verticals' },
  ],
} satisfies { heading: string; items: readonly Counter[] };

export const industries = {
  eyebrow: 'INDUSTRIES',
  heading: 'Industries we know from the inside',
  lead: 'Regulations, data and day-to-day operations differ by industry. Our teams have worked in each of these.',
  /** Nine domains shown on the home page; each tile leads to the domains list. */
  domains: [
    'dom1',
    'domag2',
    'domfin3',
    'domrm4',
    'domgm5',
    'dombank6',
    'domgov7',
    'domult8',
    'dominsu10',
  ] as const satisfies readonly DomainSlug[],
  to: paths.domains.href(),
} satisfies SectionIntro & { domains: readonly DomainSlug[]; to: string };

export const testimonialsIntro = {
  eyebrow: 'TESTIMONIALS',
  heading: 'What our clients say',
} satisfies SectionIntro;

export const contactBanner = {
  heading: 'Have a project or a role to fill?',
  lead: 'Tell us what you need. A delivery lead or recruiter will reply within one business day.',
  cta: { label: 'Get in Touch', to: paths.contact.href() },
};

export const blogTeasers = {
  eyebrow: 'BLOGS & ARTICLES',
  heading: 'Ideas from our engineers',
  lead: 'Practical writing on cloud, security and architecture from the people who do the work.',
} satisfies SectionIntro;
