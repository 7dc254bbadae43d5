/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/domgov7 (`config/paths.ts`), its picture `src/assets/art/domains/domgov7.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Government',
  anchor: 'government',
  icon: 'government',
  teaser:
    'Explore how Akscellence helps public agencies modernize legacy systems, move to the cloud and deliver accessible online services that residents can count on.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps state, county and municipal agencies, along with the contractors who serve them, modernize the systems residents rely on. We deliver application modernization, cloud migration, data and reporting, and accessible online services, and we provide experienced staff for agency teams. Our consultants understand procurement rules, security requirements and the accountability that comes with spending public funds.',
  benefits: [
    {
      title: 'Modernization without service disruption',
      text: 'We move mainframe and aging client-server applications to modern platforms in phases, so benefits, permits and payments keep flowing.',
    },
    {
      title: 'Security requirements understood',
      text: 'Our teams are experienced working within FedRAMP, StateRAMP and CJIS requirements when selecting cloud services and handling sensitive records.',
    },
    {
      title: 'Services residents can use',
      text: 'We build digital services that follow WCAG accessibility guidelines, work well on phones and use plain language people can understand.',
    },
  ],
  whyChoose: {
    heading: 'Why public sector agencies choose Akscellence',
    paragraphs: [
      'Government projects carry responsibilities that private sector work often does not: open procurement, public records requirements, accessibility obligations and long budget cycles. Our consultants work within those rules and document decisions clearly, so projects hold up through leadership changes and audits.',
      'Since 1998 we have supported public sector clients and the contractors who serve them. Access to the top 5% of talent lets us provide business analysts, mainframe and modernization specialists, cloud engineers and project managers who have worked in government settings. We measure success by services residents can use and systems agency staff can maintain after we leave.',
    ],
  },
  faqs: [
    {
      question: 'How can an agency work with Akscellence?',
      answer:
        'It depends on your procurement rules. We can respond to solicitations, team with prime contractors as a subcontractor, or work through other purchasing methods available to your agency. We explain the options early so your project timeline accounts for procurement. Once engaged, we follow agency requirements for background checks, onboarding, security awareness training and timekeeping from the first day.',
    },
    {
      question: 'Do your teams have experience with CJIS and other security requirements?',
      answer:
        'Yes. Our consultants are experienced working within the FBI CJIS Security Policy for systems that handle criminal justice information, including its requirements for background checks, advanced authentication and encryption. We also help agencies evaluate cloud services against FedRAMP and StateRAMP authorizations and apply NIST-based security controls. Agencies and their providers keep responsibility for authorizations; we help design, implement and document the controls.',
    },
    {
      question: 'Can you modernize a mainframe or other legacy system?',
      answer:
        'Yes. We begin with an assessment of the code, data, interfaces and business rules, many of which may only be documented in the code itself. From there we recommend an approach, such as rehosting, refactoring or replacing the system in stages, and we run old and new systems side by side until their results match. Knowledge transfer to agency staff is part of every phase.',
    },
    {
      question: 'How do you make digital services accessible?',
      answer:
        'We design and test against WCAG 2.1 AA and Section 508 requirements from the start rather than auditing at the end. That includes keyboard navigation, screen reader testing, color contrast, clear error messages and plain-language content. We also test on the devices residents actually use, including older phones, and help agencies set up review processes that keep new content accessible after launch.',
    },
  ],
  heroAlt:
    'Illustration: a domed capitol building flanked by a star shield and an official document',
  seo: {
    titleSuffix: ' IT Modernization and Staffing',
    description:
      'Legacy modernization, cloud migration and accessible digital services for public agencies, with teams experienced in CJIS, FedRAMP and StateRAMP.',
  },
};
