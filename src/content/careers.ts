/**
 * Copy of the Careers, job and Insights pages. The positions themselves live in the database,
 * where staff keep them (docs/jobs.md); none of this copy counts or names them. The timeline
 * comes from `timeline.ts`.
 */
import { paths } from '@/config/paths';
import { pageArt } from './site-art';
import type { PayUnit, Workplace } from '@/shared/jobs/job-posting';
import type { EmploymentType, Feature, PageHeroContent, SectionIntro, SeoText } from './types';

export const careersPage = {
  seo: {
    title: 'Careers: Open Positions in Omaha, NE',
    description:
      'Open positions at Akscellence, IT services and staffing in Omaha, NE since 1998: what each role involves, where it is based, what it pays and how to apply.',
  } satisfies SeoText,
  hero: {
    eyebrow: 'CAREERS',
    heading: 'Open positions',
    lead: 'Every role comes with flexible hours, health insurance and colleagues who will help you grow. Read what a role involves, then apply in a few minutes.',
    art: pageArt.careers,
  } satisfies PageHeroContent,
  /** In place of the list when no position is open. */
  none: 'We have no open positions right now. New roles are posted on this page as soon as they open.',
  /** Labels of a position's facts, read before each value by assistive technology. */
  jobLabels: {
    location: 'Location',
    locations: 'Locations',
    workplace: 'Workplace',
    experience: 'Experience',
    employmentType: 'Employment type',
    pay: 'Pay',
    employer: 'Employer',
    posted: 'Posted',
    validThrough: 'Apply by',
    practice: 'Practice',
  },
  /** Where the work is done; a remote role adds the places it is open to in brackets. */
  workplaces: {
    'on-site': 'On-site',
    hybrid: 'Hybrid',
    remote: 'Remote',
  } satisfies Record<Workplace, string>,
  /**
   * The words of a pay range: "$95,000 – $120,000 a year" on screen; assistive technology reads
   * the dash as `to`, since a dash alone is read as a symbol or not at all.
   */
  pay: {
    per: { HOUR: 'an hour', YEAR: 'a year' } satisfies Record<PayUnit, string>,
    to: 'to',
  },
  /** Whose role it is, when it is not the company's own. */
  clients: {
    named: (name: string) => `For our client ${name}`,
    confidential: 'For a confidential client',
  },
  employmentTypes: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    contract: 'Contract',
    'contract-to-hire': 'Contract to hire',
    'direct-hire': 'Direct hire',
  } satisfies Record<EmploymentType, string>,
  /** The link from a listing card to the position's own page. */
  viewDetails: 'View Details',
  responsibilitiesHeading: 'What you will do',
  qualificationsHeading: 'What you bring',
  /** A job's own benefits, when it has some (the company's shared ones are on /insights). */
  benefitsHeading: 'What this role offers',
  moreAboutUs: { label: 'Life at Akscellence', to: paths.insights.href() },
};

/** Copy of a position's own page (/careers/<slug>); the position's words come from the database. */
export const jobPage = {
  eyebrow: 'OPEN POSITION',
  /** The name of the list of the position's facts under its title. */
  factsLabel: 'About this position',
  /** A paused job's page, in place of its Apply button. */
  paused: {
    eyebrow: 'APPLICATIONS PAUSED',
    notice: 'We are not taking applications for this position at the moment.',
    /** After the notice, when other positions are listed below it. */
    othersBelow: 'The open positions below are taking applications now.',
  },
  /** What a closed job's address shows (status 410), with the open positions. */
  filled: {
    seo: {
      title: 'Position filled',
      description: 'This position has been filled. See the positions Akscellence has open now.',
    },
    eyebrow: 'POSITION FILLED',
    heading: (title: string) => `The ${title} position has been filled`,
    lead: 'Thank you for your interest. These are the positions we have open now.',
    none: 'We have no open positions right now. New roles are posted on the careers page.',
  },
  back: { label: 'All open positions', to: paths.careers.href() },
  apply: {
    heading: (title: string) => `Interested in the ${title} role?`,
    lead: 'Tell us where you are and share your resume in a short form. A recruiter reviews every application and replies within five business days.',
  },
  otherPositions: {
    eyebrow: 'MORE ROLES',
    heading: 'Other open positions',
  } satisfies SectionIntro,
};

export const insightsPage = {
  seo: {
    title: 'Careers and Insights: Life at Akscellence',
    description:
      'Our story since 1998, why people like working here, open positions and what our team says. Flexible hours and locations, modern technology and health insurance.',
  } satisfies SeoText,
  breadcrumb: 'INSIGHTS',
  hero: {
    heading: 'Careers and Insights',
    lead: 'Building technology and teams in Omaha since 1998, and what it is like to work here today.',
    art: pageArt.insights,
  } satisfies PageHeroContent,
  tagline: 'Focused expert teams delivering exceptional services since 1998',
  timeline: {
    eyebrow: 'OUR JOURNEY',
    heading: 'From a small Omaha startup to a national IT partner',
    label: 'Company timeline',
  } satisfies SectionIntro & { label: string },
  workBenefits: {
    eyebrow: 'WORK BENEFITS',
    heading: 'Why work with us',
    lead: 'Good people do their best work when the basics are taken care of.',
    items: [
      {
        title: 'Flexible working hours',
        text: 'Plan your day around your life. Core hours are short, and the rest is up to you and your team.',
        icon: 'schedule',
      },
      {
        title: 'Flexible Locations',
        text: 'Work from our Omaha office, from home, or a mix of both, depending on your role and your client.',
        icon: 'location',
      },
      {
        title: 'Latest technologies',
        text: 'Work on current cloud, data and application platforms, with paid training and certifications.',
        icon: 'technology',
      },
      {
        title: 'Health insurance',
        text: 'Medical, dental and vision coverage for you and your family from your first month.',
        icon: 'health-insurance',
      },
    ],
  } satisfies SectionIntro & { items: readonly Feature[] },
  openPositions: {
    eyebrow: 'OPEN POSITIONS',
    heading: 'Roles we are hiring for',
    lead: 'Each role says where it is based and the experience it asks for; its page has the rest.',
    none: 'We have no open positions right now. New roles are posted on the careers page as soon as they open.',
    detailsLink: 'See details',
    allPositions: { label: 'View all open positions', to: paths.careers.href() },
  },
  testimonials: {
    eyebrow: 'EMPLOYEE TESTIMONIALS',
    heading: 'What our people say',
  } satisfies SectionIntro,
  closing: {
    heading: 'Want to work with us, or with our team?',
    lead: 'Whether you are hiring or looking for your next role, we would like to hear from you.',
    cta: { label: 'Get in Touch', to: paths.contact.href() },
  },
};

export const blogsPage = {
  seo: {
    title: 'Blog: Cloud, Security and IT Architecture',
    description:
      'Practical articles by Akscellence engineers: cloud transformation, secure legacy integration, IT architecture and the real cost of cloud versus own servers.',
  } satisfies SeoText,
  eyebrow: 'BLOGS & ARTICLES',
  heading: 'Insights from our engineers',
  lead: 'Long reads on the decisions IT leaders face, written by the people who carry them out.',
  /** The order of the index: 4, 1, 2, 3 (the latest article, then the others in order). */
  order: ['blogexp4', 'blogexp1', 'blogexp2', 'blogexp3'] as const,
};
