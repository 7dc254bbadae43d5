/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv6svar (`config/paths.ts`), its picture `src/assets/art/services/serv6svar.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Software VAR',
  anchor: 'software-var',
  icon: 'license',
  teaser:
    'See how we help you buy Microsoft and Oracle licenses that fit your actual usage, then deploy, support and renew them without surprises.',
};

export const page: OfferingPage = {
  summary:
    'Buy Microsoft and Oracle software through a partner that helps you get the licensing right. As a value-added reseller, Akscellence resells licenses and subscriptions for products such as Microsoft 365, Azure, SQL Server, Windows Server and Oracle Database, then adds the work around them: licensing advice, deployment and configuration, ongoing support and renewal management, so you pay for what you use and stay compliant.',
  benefits: [
    {
      title: 'Right-sized licensing',
      text: 'We review how your users and servers actually run the software, then recommend the editions, license metrics and quantities that fit, avoiding both shortfalls and shelfware.',
    },
    {
      title: 'Deployment by our engineers',
      text: 'The engineers who advise on your purchase also install, configure and migrate the software, and remain your contact for support questions after go-live.',
    },
    {
      title: 'Renewals without surprises',
      text: 'We track renewal and true-up dates and review usage well before each deadline, giving you time to adjust quantities or terms before you commit.',
    },
  ],
  whyChoose: {
    heading: 'Why buy Microsoft and Oracle software through Akscellence',
    paragraphs: [
      'Licensing rules for Microsoft and Oracle products are detailed and change often. Counting cores for SQL Server, choosing between per-user and per-device licenses, or licensing Oracle Database on virtual machines all carry real cost consequences, and mistakes usually surface during an audit. Our licensing specialists explain the options in plain terms and document the reasoning behind each recommendation.',
      'Because we are also an IT services firm, we do not stop at the purchase order. The same company that sold you the license can plan the migration, configure the environment and support it afterward. Clients in Nebraska and across the country have relied on Akscellence for that kind of continuity since 1998.',
    ],
  },
  faqs: [
    {
      question: 'Which products can we buy through Akscellence?',
      answer:
        'We resell Microsoft and Oracle software and licensing. On the Microsoft side that includes Microsoft 365, Azure, Dynamics 365, SQL Server, Windows Server and the related client access licenses. On the Oracle side it includes Oracle Database and other Oracle technology products. Ask us about a specific product, edition or licensing program, and we will confirm availability and the options that fit your situation.',
    },
    {
      question: 'How does pricing work when we buy through you?',
      answer:
        'Pricing depends on the product, volume, term and licensing program, and every quote lists the product, quantity and term for each line. Much of the value of buying through us is the advice: we point out where a different edition, license metric or term would lower your cost, and we flag entitlements you may already own. Our goal is a licensing position you can defend in an audit, not the largest possible order.',
    },
    {
      question: 'Can you help us prepare for a software license audit?',
      answer:
        'Yes. We can review your Microsoft or Oracle deployments, compare what is installed and in use against the entitlements you own, and show where you are over- or under-licensed. That gives you time to close gaps or remove unused software before a vendor review. We explain our findings in writing, and we can work under your NDA and security policies while collecting inventory data.',
    },
    {
      question: 'What support do you provide after the purchase?',
      answer:
        'We act as your first point of contact for the software we sell. Our engineers help with installation, configuration, upgrades and routine issues, and we coordinate with Microsoft or Oracle support when a problem needs the vendor. We also track your renewal, true-up and subscription dates and contact you well before each one to review usage and adjust quantities.',
    },
  ],
  heroAlt: 'Illustration: a software license certificate and key beside a cart of software boxes',
  seo: {
    titleSuffix: ': Microsoft and Oracle Reseller',
    description:
      'Buy Microsoft and Oracle licenses through a value-added reseller that adds licensing advice, deployment, support and renewal tracking in one place.',
  },
};
