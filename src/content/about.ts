/** Copy of the About Us page. */
import { pageArt } from './site-art';
import type { AboutPanel, CompanyValue, PageHeroContent, SectionIntro } from './types';

export const aboutSeo = {
  title: 'About Us: Our Story, Vision and Values',
  description:
    'Founded in Omaha in 1998 as Akscel Technologies, Akscellence delivers IT solutions and staffing. Read our story, our vision, mission and values.',
};

export const aboutHero = {
  eyebrow: 'ABOUT US',
  heading: 'Trusted IT partner since 1998',
  lead: 'We are engineers, consultants and recruiters who have helped organizations build, run and staff their technology for more than two decades, from our home in Omaha, Nebraska.',
  art: pageArt.about,
} satisfies PageHeroContent;

export const coreValuesIntro = {
  eyebrow: 'WHO WE ARE',
  heading: 'Vision, mission, values and story',
} satisfies SectionIntro;

/** Accordion panels, in order: Vision, Mission, Values, Story. */
export const aboutPanels = [
  {
    id: 'vision',
    title: 'Our Vision',
    paragraphs: [
      'To be the partner organizations call first when technology has to work: the firm that brings the right people, tells the truth about trade-offs and stays until the result is in production.',
    ],
  },
  {
    id: 'mission',
    title: 'Our Mission',
    paragraphs: [
      'We help our clients deliver reliable software, useful data and capable teams. We do it by recruiting from the top 5% of talent, by working in our clients’ tools and hours, and by measuring ourselves on outcomes rather than effort.',
    ],
  },
  {
    id: 'values',
    title: 'Our Values',
    paragraphs: [
      'Four values guide how we hire, how we work and how we make decisions when the answer is not obvious: enthusiasm for the work, transparency with clients and colleagues, competence we keep earning, and stability that lets clients plan years ahead.',
    ],
  },
  {
    id: 'story',
    title: 'Our Story',
    paragraphs: [
      'Akscellence started in 1998 in Omaha as Akscel Technologies, a handful of developers building custom software for local businesses. Within a few years we were delivering IT consulting and development for large corporate clients, and our recruiting practice grew out of those clients asking us to find people as good as the ones we sent them.',
      'Along the way we formed partnerships with major technology vendors, moved our clients to the cloud, and built industry-specific solutions for healthcare, finance and more. In 2023 we committed to sustainable IT practices across our own operations and the systems we build. The name changed; the way we work did not.',
    ],
  },
] as const satisfies readonly AboutPanel[];

export const valuesIntro = {
  eyebrow: 'OUR VALUES',
  heading: 'What we stand for',
} satisfies SectionIntro;

/** The four numbered value circles: Enthusiasm, transparency, competence, stability. */
export const companyValues = [
  {
    title: 'Enthusiasm',
    text: 'We like hard problems and it shows in the work: curious engineers, energetic recruiters and teams that care how things turn out.',
  },
  {
    title: 'Transparency',
    text: 'Clear estimates, honest status reports and early warnings. If something will not work, you hear it from us first.',
  },
  {
    title: 'Competence',
    text: 'Skills are tested before anyone joins a client team, and we invest in training so they stay current.',
  },
  {
    title: 'Stability',
    text: 'More than two decades in business, long client relationships and low turnover mean the people you meet stay with your project.',
  },
] as const satisfies readonly CompanyValue[];

export const aboutClients = {
  eyebrow: 'OUR CLIENTS',
  heading: 'Organizations that rely on us',
} satisfies SectionIntro;

export const aboutTestimonial = {
  eyebrow: 'CLIENT TESTIMONIAL',
  heading: 'In our clients’ words',
} satisfies SectionIntro;
