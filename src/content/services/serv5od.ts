/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv5od (`config/paths.ts`), its picture `src/assets/art/services/serv5od.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Offshore Development',
  anchor: 'offshore-development',
  icon: 'globe',
  teaser:
    'Discover how an offshore team led by a US-based manager can add engineering capacity at lower cost while following your standards.',
};

export const page: OfferingPage = {
  summary:
    'Extend your engineering capacity at a lower cost without losing control of quality. Akscellence runs offshore development teams that follow your coding standards, tools and release process, led by an onshore manager who shares your time zone. Typical work includes application development, maintenance and support, QA automation and legacy modernization, with overlapping hours each day for standups, code reviews and questions.',
  benefits: [
    {
      title: 'Lower cost per feature',
      text: 'Blended onshore and offshore rates reduce the cost of development and support, without cutting the code reviews and testing that protect quality.',
    },
    {
      title: 'Progress around the clock',
      text: 'With teams in different time zones, a defect reported at the end of your day can be investigated and often fixed by the next morning.',
    },
    {
      title: 'An onshore point of contact',
      text: 'A US-based engagement manager owns communication, escalations and reporting, so you never have to manage a remote team through a ticket queue.',
    },
  ],
  whyChoose: {
    heading: 'Why companies trust Akscellence with offshore development',
    paragraphs: [
      'Offshore projects usually fail on communication, not skill. We build our model around that risk: an onshore lead who knows your business, a daily overlap window for live conversation, written acceptance criteria for every story, and demos at the end of each sprint, so misunderstandings surface within days instead of months.',
      'We have coordinated distributed teams for clients since 1998 and hold offshore engineers to the same bar as our US consultants, drawing on the top 5% of talent we evaluate. Your code lives in your repositories, your team sees the same board we do, and you can meet the people writing your software.',
    ],
  },
  faqs: [
    {
      question: 'How do you handle time zone differences?',
      answer:
        'Every offshore team keeps a scheduled overlap with your working day, used for standups, design discussions and code reviews. Your onshore engagement manager is available during US business hours for anything urgent. At the start we agree on response times for questions and for production issues, and we schedule demos and planning sessions at times that work for your team.',
    },
    {
      question: 'How do you protect our code and intellectual property?',
      answer:
        'We can work under your NDA and security policies. Code stays in your source control, developers use accounts you issue and can revoke, and production data is either restricted or replaced with masked test data. We put intellectual property ownership in writing before work starts, so there is no ambiguity about who owns the code. We also follow your rules on devices, VPN use and approved tools.',
    },
    {
      question: 'What kind of work suits an offshore team?',
      answer:
        'Work with clear requirements and a steady flow does best: ongoing feature development on an established product, application maintenance and support, test automation, data migration and modernizing older code. Early discovery, sensitive stakeholder work and tasks that need daily in-person contact are usually better handled onshore. Many clients use a blended team, with architects and analysts onshore and most build work offshore.',
    },
    {
      question: 'Can we start with a small team?',
      answer:
        'Yes, and we recommend it. Many clients begin with a pilot team of two to four engineers working on a defined piece of work for two or three months. That gives both sides time to settle communication habits, tooling and quality expectations. If the pilot goes well, we grow the team in steps, and new members are onboarded by engineers who already know your code.',
    },
  ],
  heroAlt:
    'Illustration: a globe linking locations and code windows across day and night time zones',
  seo: {
    titleSuffix: ' Teams',
    description:
      'Offshore development teams that follow your standards, led by a US-based manager, with daily overlap hours for standups, code reviews and questions.',
  },
};
