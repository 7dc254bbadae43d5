/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/ser1 (`config/paths.ts`), its picture `src/assets/art/services/ser1.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'IT Solutions Delivery',
  anchor: 'it-solutions-delivery',
  icon: 'delivery',
  teaser:
    'See how one accountable team takes your next IT initiative from requirements to a stable production release, on a schedule you can track.',
};

export const page: OfferingPage = {
  summary:
    'We take an IT initiative from requirements to production and stay accountable for the result. Akscellence assembles a delivery team of architects, developers, testers and DevOps engineers, sets milestones you can measure, and ships working software in short, visible increments. Whether you are modernizing a legacy application, integrating systems after an acquisition or launching a customer portal, you get one partner responsible for scope, quality and schedule.',
  benefits: [
    {
      title: 'One accountable delivery team',
      text: 'Architecture, development, testing and release management report to one delivery lead, so you are not coordinating three vendors when something slips.',
    },
    {
      title: 'Progress you can see',
      text: 'Work ships in two-week increments with a demo at the end of each one, so you know where the project stands without waiting for a status report.',
    },
    {
      title: 'Ready for production',
      text: 'Automated tests, CI/CD pipelines and runbooks are built alongside the features. Handover to your operations team becomes a planned step, not a scramble.',
    },
  ],
  whyChoose: {
    heading: 'Why choose Akscellence for IT solutions delivery',
    paragraphs: [
      'Since 1998 we have delivered systems for organizations that cannot afford a failed launch: claims platforms, supply chain tools, member portals and the internal applications that run payroll and billing. That history taught us to spend real time on discovery, to surface risks early, and to say plainly when a requirement will cost more than it returns.',
      'Our delivery leads work from Omaha and keep US business hours, and every team we field draws on the top 5% of talent we recruit. You get a fixed point of contact, a shared backlog you can read at any time, and documentation written so your own staff can maintain what we build.',
    ],
  },
  faqs: [
    {
      question: 'What engagement models do you offer for solutions delivery?',
      answer:
        'Most projects run either as a fixed-scope engagement, where we agree on deliverables and price after discovery, or as time and materials with a capped monthly budget. Fixed scope suits well-defined work, such as a migration with known boundaries. Time and materials suits products whose requirements will change as users react. We recommend one after a short discovery phase and explain the trade-offs in writing.',
    },
    {
      question: 'How long does a typical delivery project take?',
      answer:
        'It depends on scope, but most of our delivery projects take between three and nine months. Discovery usually lasts two to four weeks and ends with a roadmap, an architecture outline and an estimate. After that we release working software every two weeks, so you see value well before the final milestone. Larger programs are split into phases that each deliver something usable on its own.',
    },
    {
      question: 'Can you work inside our security and compliance requirements?',
      answer:
        'Yes. We can work under your NDA and security policies, sign in through your identity provider and VPN, and keep code and data in your own repositories and cloud accounts. For regulated data such as health or financial records, we agree on access rules up front, limit production access to named people, and follow your change management process for every release.',
    },
    {
      question: 'What happens after the system goes live?',
      answer:
        'We plan the handover from the start. Your team receives architecture notes, runbooks and the full source history. Most clients choose a stabilization period in which we fix defects and tune performance, and many continue with a smaller team for enhancements. If you prefer to take over entirely, we run paired working sessions with your engineers before we step back.',
    },
  ],
  heroAlt: 'Illustration: code, build and test stages moving boxes on a conveyor to a checked app',
  seo: {
    titleSuffix: ' Services',
    description:
      'End-to-end IT solutions delivery: discovery, architecture, development, testing and release by one accountable team, with progress you can see.',
  },
};
