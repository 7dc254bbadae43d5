/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/dom1 (`config/paths.ts`), its picture `src/assets/art/domains/dom1.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Healthcare',
  anchor: 'healthcare',
  icon: 'health',
  teaser:
    'See how Akscellence supports hospitals, clinics and health technology teams with EHR integration, interoperability work and staffing for clinical systems.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps hospitals, clinics, payers and health technology companies build, integrate and staff the systems that clinical care depends on. Our consultants work on EHR implementations and upgrades, HL7 and FHIR interfaces, revenue cycle applications and patient portals, and we place analysts, developers and clinical application specialists who understand protected health information and the pace of a care setting.',
  benefits: [
    {
      title: 'Clinical systems experience',
      text: 'Our consultants have configured, upgraded and supported major EHR platforms, so they spend less time learning your workflows and more time improving them.',
    },
    {
      title: 'Interoperability that holds up',
      text: 'We build and test HL7 v2 and FHIR interfaces between EHR, lab, imaging and billing systems, with monitoring that catches failed messages before clinicians notice.',
    },
    {
      title: 'Privacy built into delivery',
      text: 'Our teams are experienced working within HIPAA requirements and use minimum-necessary access, audit logging and de-identified test data as standard practice.',
    },
  ],
  whyChoose: {
    heading: 'Why healthcare organizations choose Akscellence',
    paragraphs: [
      'Healthcare IT work rarely starts from a blank slate. Go-live dates are tied to clinical schedules, interfaces connect systems from a dozen vendors, and every change touches protected health information. Since 1998 we have learned to plan around those realities rather than against them.',
      'We screen consultants for technical depth and healthcare context, drawing on access to the top 5% of talent for analyst, integration and clinical application roles. Whether a project needs one experienced EHR analyst for six months or an integration team for a multi-year program, we match the people to the work and stay involved after they start to make sure the fit is right.',
    ],
  },
  faqs: [
    {
      question: 'Can you help integrate a new application with our EHR?',
      answer:
        'Yes. We start by mapping the data the application needs and the clinical workflows it affects, then choose the right integration method: an HL7 v2 feed through your interface engine, a FHIR API, or a vendor-supported extension. Our engineers build and test the interface against realistic scenarios, document the message specifications, and help your team set up monitoring and support procedures before go-live.',
    },
    {
      question: 'How do your teams handle HIPAA and protected health information?',
      answer:
        'Our consultants are experienced working within the HIPAA Privacy and Security Rules. They follow your policies for access, devices and data handling, request only the minimum access a task requires, and use de-identified or synthetic data for development and testing whenever possible. We can work under a business associate agreement when an engagement calls for one, and we brief staff on your incident reporting process before they touch production systems.',
    },
    {
      question: 'Which interoperability standards do you work with?',
      answer:
        'Most of our integration work involves HL7 v2 messages for admissions, orders and results, and FHIR APIs for newer applications, patient access and payer data exchange. We also work with C-CDA documents, X12 transactions for claims and eligibility, and DICOM metadata in imaging workflows. We help organizations prepare for federal interoperability and information blocking rules, and we test interfaces end to end rather than one message at a time.',
    },
    {
      question: 'Can you staff clinical systems roles on short notice?',
      answer:
        'Often, yes. We keep relationships with EHR analysts, interface developers, report writers and clinical informatics professionals, including people who have supported go-lives and upgrades. For a go-live we can assemble at-the-elbow support and command center staff, and for longer needs we offer contract, contract-to-hire or direct placement. We confirm experience with your platform and modules during screening, so you interview candidates who already know the system.',
    },
  ],
  heroAlt:
    'Illustration: a tablet with a patient record and vitals, a medical cross and pulse line',
  seo: {
    titleSuffix: ' IT Services and Staffing',
    description:
      'EHR integration, HL7 and FHIR interoperability, HIPAA-aware delivery and clinical systems staffing for hospitals, clinics and health technology companies.',
  },
};
