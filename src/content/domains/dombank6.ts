/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/dombank6 (`config/paths.ts`), its picture `src/assets/art/domains/dombank6.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Banking',
  anchor: 'banking',
  icon: 'bank',
  teaser:
    'Learn how Akscellence helps banks and credit unions modernize core systems, digital channels and reporting while staying ready for audits and examinations.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps banks and credit unions modernize core systems, digital channels and data platforms without putting daily operations at risk. Our consultants support core banking conversions, online and mobile banking, loan origination, payments and regulatory reporting, and we place experienced technologists who understand the controls, documentation and examiner scrutiny that come with working inside a regulated financial institution.',
  benefits: [
    {
      title: 'Safe core modernization',
      text: 'We plan conversions and upgrades in stages, with mock runs and reconciliation, so balances and customer records stay correct throughout.',
    },
    {
      title: 'Exam-ready documentation',
      text: 'Our teams produce the change records, test evidence and access reviews that auditors and examiners ask for as part of normal delivery.',
    },
    {
      title: 'Better digital banking',
      text: 'We improve online and mobile banking, from account opening to payments, while keeping authentication and fraud controls strong.',
    },
  ],
  whyChoose: {
    heading: 'Why banks and credit unions trust Akscellence',
    paragraphs: [
      "Banking technology changes carefully for good reasons. Core systems hold decades of customer history, every change must be traceable, and a mistake can affect people's money. Our consultants respect those constraints and work within your change management, vendor management and information security programs instead of around them.",
      'We have served financial institutions since 1998, from community banks and credit unions to larger regional institutions. With access to the top 5% of talent, we provide core banking analysts, integration developers, data engineers and information security professionals who have worked within GLBA, SOX and bank regulatory requirements and know what examiners expect to see.',
    ],
  },
  faqs: [
    {
      question: 'Can you help with a core banking conversion?',
      answer:
        'Yes. We support conversions from planning through post-conversion cleanup. That includes data mapping and cleansing, remediation of interfaces to ancillary systems, mock conversions, reconciliation of balances and account counts, and testing of statements, notices and reports. Our consultants coordinate with your core vendor and internal teams, and we can help staff the branch and contact center support that keeps customers informed during conversion weekend.',
    },
    {
      question: 'How do your teams handle GLBA and customer data privacy?',
      answer:
        'Our consultants are experienced working within the Gramm-Leach-Bliley Act safeguards requirements and the information security programs banks build around them. We follow your policies for access, encryption, data retention and vendor oversight, use masked or synthetic data outside production, and document access so it can be reviewed. We also support the due diligence your vendor management team performs on us.',
    },
    {
      question: 'Can you help us respond to audit or examination findings?',
      answer:
        'We can. We review the findings, trace them to specific systems and processes, and propose remediation that fixes the underlying cause rather than the symptom. Typical work includes access management cleanup, change management improvements, logging and monitoring gaps, and business continuity testing. We produce the evidence your audit and compliance teams need to close each item, while your institution remains responsible for its responses to regulators.',
    },
    {
      question: 'Do you work with credit unions and community banks?',
      answer:
        'Yes, and we understand their constraints. Smaller institutions often rely heavily on their core processor and a handful of other vendors, with lean IT teams covering many responsibilities. We provide focused help, such as a project manager for a digital banking rollout or a data analyst for call report and regulatory reporting work, and we size each engagement to your budget and staff capacity.',
    },
  ],
  heroAlt: 'Illustration: a classical bank building with columns, a payment card and a padlock',
  seo: {
    titleSuffix: ' IT Services and Staffing',
    description:
      'Core banking conversions, digital banking, regulatory reporting and exam-ready delivery for banks and credit unions, with GLBA- and SOX-aware teams.',
  },
};
