/**
 * The five positions the site was built with, exactly as their pages read before jobs moved to
 * the database: migration 0017 stores them on a fresh install, and the build prerenders their
 * pages from them (what a fresh install serves). Staff change jobs in the database; this file
 * is a record of the first ones and must not change, as a migration that has shipped does not.
 */
import { site } from '@/config/site';
import type { PublicJob } from './public-jobs';

const location = 'Omaha, NE, USA';
const experience = '3-5 Years';
const datePosted = '2026-10-01';
const validThrough = '2027-03-31';

/**
 * What the five share: open, the company's own full-time roles at its office. Their reference
 * number is their slug, the identifier their JobPosting markup has always carried.
 */
const posting = {
  state: 'open',
  employmentType: 'full-time',
  workplace: 'on-site',
  locations: [
    {
      street: site.address.street,
      locality: site.address.locality,
      region: site.address.region,
      postalCode: site.address.postalCode,
      country: site.address.country,
    },
  ],
  remoteRegions: [],
  client: { kind: 'own' },
  location,
  experience,
  datePosted,
  validThrough,
} as const;

export const firstJobs = [
  {
    slug: 'project-manager',
    title: 'Project Manager',
    ...posting,
    referenceNumber: 'project-manager',
    summary:
      'Lead client IT projects from kickoff to handover: plan the work, keep scope and budget honest, and make sure every stakeholder knows where things stand.',
    responsibilities: [
      'Run delivery for two to three concurrent client projects with teams of five to fifteen people.',
      'Build and maintain schedules, budgets, RAID logs and status reports that clients actually read.',
      'Facilitate sprint planning, reviews and retrospectives alongside our delivery leads.',
      'Spot risks early and escalate with options, not just problems.',
    ],
    qualifications: [
      'Three to five years managing software or infrastructure projects.',
      'Comfort with both agile and phased delivery, and judgment about when each fits.',
      'PMP, PMI-ACP or Scrum certification is a plus, not a requirement.',
      'Clear written English and the confidence to give clients bad news early.',
    ],
    seo: {
      title: 'Project Manager Job in Omaha, NE',
      description:
        'Project Manager at Akscellence in Omaha, NE: lead two to three client IT projects, own schedules, budgets and risks. 3-5 years of experience. Apply online.',
    },
  },
  {
    slug: 'senior-it-sales',
    title: 'Senior IT Sales',
    ...posting,
    referenceNumber: 'senior-it-sales',
    summary:
      'Grow relationships with mid-size and enterprise clients across the Midwest, matching their needs to our delivery, staffing and software reseller services.',
    responsibilities: [
      'Own a territory of new and existing accounts and build a pipeline you can forecast.',
      'Lead discovery conversations with IT directors and CIOs, with engineers joining where needed.',
      'Shape proposals and statements of work with our delivery and recruiting teams.',
      'Keep CRM records accurate so the whole company can plan around them.',
    ],
    qualifications: [
      'Three to five years selling IT services, staffing or enterprise software.',
      'A record of closing consultative, multi-stakeholder deals.',
      'Working knowledge of cloud, data and application development services.',
      'Willingness to travel within the region about one week a month.',
    ],
    seo: {
      title: 'Senior IT Sales Job in Omaha, NE',
      description:
        'Senior IT Sales at Akscellence in Omaha, NE: grow mid-size and enterprise accounts across the Midwest with delivery and staffing services. 3-5 years.',
    },
  },
  {
    slug: 'marketing-associate',
    title: 'Marketing Associate',
    ...posting,
    referenceNumber: 'marketing-associate',
    summary:
      'Tell the story of our work through case studies, articles, events and campaigns that help IT leaders and job seekers find us.',
    responsibilities: [
      'Plan and publish content with our engineers: articles, case studies and event material.',
      'Run e-mail and social campaigns and report on what worked.',
      'Keep the website content current in partnership with the web team.',
      'Coordinate regional events, sponsorships and recruiting fairs.',
    ],
    qualifications: [
      'Three to five years in B2B marketing, ideally in technology or professional services.',
      'Strong writing and editing skills, with samples you can share.',
      'Experience with marketing automation and analytics tools.',
      'Curiosity about technology and the patience to interview experts.',
    ],
    seo: {
      title: 'Marketing Associate Job in Omaha, NE',
      description:
        'Marketing Associate at Akscellence in Omaha, NE: case studies, articles, campaigns and events for IT leaders and job seekers. 3-5 years of B2B marketing.',
    },
  },
  {
    slug: 'oracle-erp-associate',
    title: 'Oracle ERP Associate',
    ...posting,
    referenceNumber: 'oracle-erp-associate',
    summary:
      'Configure, support and improve Oracle ERP for our clients, working on financials and supply chain modules in cloud and on-premises environments.',
    responsibilities: [
      'Configure Oracle ERP modules and document the setups you build.',
      'Analyze and resolve functional issues raised by client finance and operations teams.',
      'Write functional specifications for reports, interfaces and extensions.',
      'Support testing and cutover for upgrades and new module rollouts.',
    ],
    qualifications: [
      'Three to five years working with Oracle E-Business Suite or Oracle Fusion Cloud ERP.',
      'Hands-on experience with Financials or Supply Chain Management modules.',
      'Working SQL for data analysis and troubleshooting.',
      'Ability to explain ERP behavior to non-technical users.',
    ],
    seo: {
      title: 'Oracle ERP Associate Job in Omaha, NE',
      description:
        'Oracle ERP Associate at Akscellence in Omaha, NE: configure and support Oracle Financials and Supply Chain for clients. 3-5 years of Oracle ERP experience.',
    },
  },
  {
    slug: 'sap-utilities',
    title: 'SAP Utilities',
    ...posting,
    referenceNumber: 'sap-utilities',
    summary:
      'Support utility clients on SAP IS-U: billing, device management and customer service processes that keep meters read and bills accurate.',
    responsibilities: [
      'Configure and support SAP IS-U billing, invoicing and device management.',
      'Investigate billing exceptions and work them through to root cause.',
      'Collaborate with utility business teams on process changes and testing.',
      'Contribute to migration planning toward SAP S/4HANA Utilities.',
    ],
    qualifications: [
      'Three to five years of SAP IS-U or S/4HANA Utilities experience.',
      'Understanding of meter-to-cash processes in electric, gas or water utilities.',
      'Experience with testing and defect management on SAP projects.',
      'Clear communication with both business users and developers.',
    ],
    seo: {
      title: 'SAP Utilities Consultant Job in Omaha, NE',
      description:
        'SAP Utilities consultant at Akscellence in Omaha, NE: SAP IS-U billing, device management and meter-to-cash for utility clients. 3-5 years of experience.',
    },
  },
] as const satisfies readonly PublicJob[];
