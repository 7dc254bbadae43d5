/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/domfin3 (`config/paths.ts`), its picture `src/assets/art/domains/domfin3.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Fintech',
  anchor: 'fintech',
  icon: 'fintech',
  teaser:
    'Discover how Akscellence helps fintech teams ship payment, lending and wallet products faster without losing sight of security, compliance and reliability.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps fintech companies build and scale products that move money and handle sensitive financial data. We provide engineers, architects and QA specialists for payment platforms, lending and credit applications, digital wallets and banking-as-a-service integrations, with security and compliance designed in from the first sprint so growth never outruns your controls or your readiness for audits and partner reviews.',
  benefits: [
    {
      title: 'Engineers who know payments',
      text: 'Our developers have built card, ACH and real-time payment flows, including the idempotency, reconciliation and edge cases that lead to disputes when handled poorly.',
    },
    {
      title: 'Compliance-aware architecture',
      text: 'We keep cardholder and personal data in scope only where it must be, which simplifies PCI DSS assessments and the due diligence bank partners perform.',
    },
    {
      title: 'Scale on your timeline',
      text: 'Add a senior engineer in weeks or a full product squad for a launch, then scale back once the release is stable.',
    },
  ],
  whyChoose: {
    heading: 'What fintech teams get from Akscellence',
    paragraphs: [
      'Fintech companies work under two kinds of pressure at once. They need to release quickly, and they answer to bank partners, card networks and regulators who expect mature controls. Our teams are comfortable with both, writing production code while keeping audit trails, access reviews and change management in order.',
      'Because we have access to the top 5% of talent, we can staff specialized roles such as payments engineers, fraud data scientists and cloud security architects without a long search. You keep full ownership of your code, roadmap and decisions; we bring the experience that helps you avoid expensive rework later.',
    ],
  },
  faqs: [
    {
      question: 'Do your engineers have experience with PCI DSS?',
      answer:
        'Yes. Our teams are experienced working within PCI DSS requirements. We help reduce scope through tokenization and network segmentation, keep card data out of logs and analytics, and build the access controls and audit logging assessors expect to see. We do not perform assessments ourselves; we work alongside your Qualified Security Assessor and internal compliance team to close findings and document how each control is implemented.',
    },
    {
      question: 'Can you integrate with banking-as-a-service providers and processors?',
      answer:
        'We regularly build integrations with sponsor bank platforms, card issuing and processing APIs, ACH origination services and real-time payment networks. Our engineers handle webhooks, retries and idempotency keys carefully, reconcile your ledger against processor reports, and design for the outages every provider eventually has. We can also help you evaluate providers by reviewing their APIs, sandbox quality and operational support before you commit.',
    },
    {
      question: 'How do you support KYC, AML and fraud prevention?',
      answer:
        'We build onboarding flows that call identity verification and sanctions screening services, store the evidence your compliance team needs, and route exceptions to human review. On the fraud side, our data engineers and data scientists build feature pipelines, rules engines and model monitoring, so your team can tune detection without slowing legitimate customers. All of this follows your compliance policies and the expectations of your bank partners.',
    },
    {
      question: 'Can you help a fintech startup prepare for rapid growth?',
      answer:
        'Yes. Early architectures often work well until transaction volume or the number of partners grows. We review your system for bottlenecks, single points of failure and manual processes that will not scale, then help you prioritize fixes against the product roadmap. We can also put in place the engineering practices investors and bank partners ask about, such as code review, infrastructure as code, access reviews and incident response.',
    },
  ],
  heroAlt: 'Illustration: a phone payment app with a bank card, growth chart and coin stack',
  seo: {
    titleSuffix: ' Engineering and Staffing',
    description:
      'Payments, lending and wallet engineering with PCI DSS-aware architecture, KYC and fraud tooling, and fast access to senior fintech developers.',
  },
};
