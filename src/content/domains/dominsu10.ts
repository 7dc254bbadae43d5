/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/dominsu10 (`config/paths.ts`), its picture `src/assets/art/domains/dominsu10.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Insurance',
  anchor: 'insurance',
  icon: 'insurance',
  teaser:
    'Learn how Akscellence helps insurers and agencies modernize policy, billing and claims systems, improve digital service and make better use of underwriting data.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps property and casualty, life and health insurers, along with agencies and managing general agents, modernize policy, billing and claims systems. We deliver core platform implementations, data conversions, agent and customer portals, claims automation and analytics, and we staff analysts and engineers who understand rating, underwriting rules and state regulatory reporting, so modernization moves forward without disrupting policyholders.',
  benefits: [
    {
      title: 'Core system modernization',
      text: 'We implement and integrate policy, billing and claims platforms, converting in-force policies carefully so coverage and premiums stay correct.',
    },
    {
      title: 'Faster claims handling',
      text: 'We automate first notice of loss, document intake and routing so adjusters spend more time on judgment and less on data entry.',
    },
    {
      title: 'Data for better underwriting',
      text: 'We build data platforms that combine policy, claims and third-party data to support pricing, reserving and underwriting decisions.',
    },
  ],
  whyChoose: {
    heading: 'Why insurers and agencies work with Akscellence',
    paragraphs: [
      'Insurance runs on long-lived promises. A policy written today may pay a claim years from now, and the systems behind it must keep every version of a rate, form and endorsement straight. Our consultants understand that product complexity, along with the state-by-state filing and reporting requirements that shape it.',
      'With access to the top 5% of talent, we staff business analysts, core platform configurators, data engineers and QA specialists who have worked inside carriers and agencies. Since 1998 we have focused on steady, well-tested delivery, because an error in rating or billing reaches policyholders quickly.',
    ],
  },
  faqs: [
    {
      question: 'Can you help migrate policies to a new core platform?',
      answer:
        'Yes. Policy conversion is one of the riskiest parts of core modernization, so we approach it methodically. We map products, coverages and forms, cleanse legacy data and run repeated trial conversions. We compare premiums, billing schedules and documents between the old and new systems before each line of business moves, and we plan renewal-based or bulk conversion depending on your products and timelines.',
    },
    {
      question: 'How do you handle state insurance regulations and data security rules?',
      answer:
        'Our teams are experienced working within state requirements for rating, forms and statistical reporting, and within insurance data security laws based on the NAIC model law, as well as rules such as the New York DFS cybersecurity regulation. We build systems that keep filed rates and forms under version control and produce the audit trails that regulators and market conduct examiners expect.',
    },
    {
      question: 'Can you automate parts of the claims process?',
      answer:
        'Yes. Common starting points include digital first notice of loss, document and photo intake, automatic assignment based on claim type and complexity, and straight-through processing for simple claims. We also build fraud indicators and reporting that help special investigation units prioritize their work. Automation is designed to support adjusters, with clear rules about when a person must review or approve a decision.',
    },
    {
      question: 'Do you support independent agencies and MGAs?',
      answer:
        'We do. Agencies and managing general agents often work across several carrier systems, comparative raters and an agency management system. We build integrations that reduce double entry, improve quoting and binding workflows, and bring commission and production data into usable reports. We also provide staffing for agency technology teams that need a developer or analyst without a long hiring process.',
    },
  ],
  heroAlt: 'Illustration: an umbrella sheltering a house and a car from rain, with a shield check',
  seo: {
    titleSuffix: ' IT Services and Staffing',
    description:
      'Policy, billing and claims modernization, data conversion, claims automation and insurance analytics for carriers, independent agencies and MGAs.',
  },
};
