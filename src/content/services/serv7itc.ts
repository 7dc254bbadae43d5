/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv7itc (`config/paths.ts`), its picture `src/assets/art/services/serv7itc.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'IT Consultancy',
  anchor: 'it-consultancy',
  icon: 'consulting',
  teaser:
    'See how our consultants help you weigh a cloud move, platform change or IT reorganization on the facts before you commit budget.',
};

export const page: OfferingPage = {
  summary:
    'Get an experienced, outside view before you commit budget to a major technology decision. Our consultants assess your current systems, architecture, costs and team, then deliver a prioritized roadmap you can act on. Common engagements include cloud readiness assessments, application portfolio reviews, vendor and platform selection, security posture reviews and IT operating model design, each ending with clear recommendations and estimated effort.',
  benefits: [
    {
      title: 'Decisions backed by evidence',
      text: "Recommendations rest on an inventory of your systems, costs and usage, not on a vendor's preferred answer.",
    },
    {
      title: 'A roadmap you can fund',
      text: 'You receive a sequenced plan with effort, cost ranges and dependencies, sized so your budget committee can approve it phase by phase.',
    },
    {
      title: 'Candid, practical advice',
      text: 'We say so when the right answer is to keep what you have, and we disclose it whenever a product we resell appears in a recommendation.',
    },
  ],
  whyChoose: {
    heading: 'Why IT leaders call Akscellence for advice',
    paragraphs: [
      'Our consultants have run the kinds of systems they now advise on. Many have led data center migrations, ERP rollouts and security remediation projects themselves, so their recommendations account for the staffing, budget and change management realities that slide decks tend to skip.',
      'Since 1998 Akscellence has worked with CIOs and IT directors from Omaha to both coasts, and we have learned that the most valuable deliverable is a decision the organization can carry out. Our consultants are chosen from the top 5% of candidates we assess; we keep assessments short and focused, and stay available to help execute the plan if you want us to.',
    ],
  },
  faqs: [
    {
      question: 'What does a typical consulting engagement look like?',
      answer:
        'Most start with a scoping call to agree on the question, followed by two to six weeks of assessment: stakeholder interviews, a review of documentation, system inventories and cost data. We share early observations as we go, so there are no surprises. The engagement ends with a written report and a working session where we walk your leadership team through the findings, recommendations and proposed roadmap.',
    },
    {
      question: 'Do you only recommend products you sell?',
      answer:
        'No. We resell Microsoft and Oracle software, and we say so whenever those products appear in a recommendation. Our consultants evaluate alternatives on fit, total cost and risk, including open source options, other vendors and simply keeping your current systems. Our interest is a plan that works, because that is what brings clients back for the next project.',
    },
    {
      question: 'Can you help us carry out the recommendations?',
      answer:
        'Yes, if you want us to. Many clients use their own teams for implementation and bring us back for periodic reviews. Others ask us for project management, architects or a full delivery team. Because we wrote the roadmap, we can start quickly, but the recommendations are written so that any capable team, internal or external, could carry them out.',
    },
    {
      question: 'How is consulting priced?',
      answer:
        'Assessments are usually priced as a fixed fee for a defined scope and timeline, agreed before work begins, so you know the cost of the answer up front. Ongoing advisory work, such as a part-time architect or monthly roadmap reviews, is typically billed as a retainer or by the hour. We outline the options in a short proposal after the scoping call.',
    },
  ],
  heroAlt: 'Illustration: two consultants at a whiteboard with a cloud and database architecture',
  seo: {
    titleSuffix: ' and Technology Strategy',
    description:
      'IT assessments, cloud readiness reviews, platform selection and fundable roadmaps from consultants who have run the kinds of systems they advise on.',
  },
};
