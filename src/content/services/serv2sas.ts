/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv2sas (`config/paths.ts`), its picture `src/assets/art/services/serv2sas.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Staff Augmentation',
  anchor: 'staff-augmentation',
  icon: 'people',
  teaser:
    'Learn how we place screened IT professionals on your team in days, so a critical role is filled next month rather than next quarter.',
};

export const page: OfferingPage = {
  summary:
    'Add skilled IT professionals to your team without a months-long hiring cycle. Akscellence places developers, QA engineers, data specialists, business analysts and project managers on contract, contract-to-hire or direct-hire terms. Each candidate is screened by technical interviewers who do the work themselves, and we handle payroll, benefits and compliance for contractors so your managers can focus on directing the work, not administering it.',
  benefits: [
    {
      title: 'Shortlists in days',
      text: 'For common roles we usually present interviewed candidates within a few business days, drawing on a network built over more than two decades.',
    },
    {
      title: 'Technically vetted candidates',
      text: 'Every candidate passes a hands-on technical interview run by a practicing engineer, plus reference and background checks before starting.',
    },
    {
      title: 'Flexible terms',
      text: 'Scale headcount up or down as projects change, and convert a contractor to a full-time employee when the fit is right.',
    },
  ],
  whyChoose: {
    heading: 'Why teams choose Akscellence when they need people fast',
    paragraphs: [
      'Staffing is where Akscellence started in 1998, and it is still the part of the business we guard most carefully. We accept only the top 5% of the candidates we evaluate, which means most applicants never reach your inbox. The ones who do have been interviewed on the specific stack and responsibilities in your requisition, not just keyword-matched to a resume.',
      'Our recruiters know the Omaha and Midwest market well and recruit nationally for remote roles. After a placement, an account manager checks in regularly with you and with the consultant, so small problems are solved before they affect your project.',
    ],
  },
  faqs: [
    {
      question: 'What is the difference between contract, contract-to-hire and direct hire?',
      answer:
        'A contract consultant works on your project for a set period while remaining our employee, which suits defined projects and peak workloads. Contract-to-hire starts the same way, with the option to move the person onto your payroll after an agreed period, so both sides can test the fit. Direct hire means we recruit and screen, and the candidate joins your company from day one.',
    },
    {
      question: 'How quickly can someone start?',
      answer:
        'For common skills such as Java, .NET, SQL, test automation or business analysis, we usually present interviewed candidates within a few business days. Niche or senior roles can take two to four weeks. The start date then depends on your interview schedule, onboarding steps and any notice the candidate owes a current employer. At intake we tell you which timeline is realistic for your requirement.',
    },
    {
      question: 'How do you price staff augmentation?',
      answer:
        "Contract roles are billed at an hourly rate that covers the consultant's pay, payroll taxes, benefits and our margin, and you are invoiced only for approved hours. The rate depends mainly on skill, seniority, location and the length of the assignment. Direct-hire placements are priced as a one-time fee. We give you a written quote for each requisition before we present any candidate.",
    },
    {
      question: 'What if a placement is not working out?',
      answer:
        'Tell your account manager as soon as you have a concern. We talk with both you and the consultant, and often clearer expectations solve the problem. If they do not, we find a replacement and keep the transition short, with a handover so knowledge is not lost. Replacement terms for direct-hire placements are agreed in writing before the search begins.',
    },
  ],
  heroAlt: 'Illustration: a grid of team member cards with a new highlighted member joining',
  seo: {
    titleSuffix: ' Services in Omaha',
    description:
      'Add screened developers, QA engineers, analysts and project managers on contract, contract-to-hire or direct-hire terms, with payroll handled for you.',
  },
};
