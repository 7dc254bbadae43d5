/**
 * A demo job as staff would write it (./demo-jobs.ts makes them): the usual facts of the
 * company's roles, with each job's own where it differs, its practice, and for one its own
 * benefits, so the job pages and the staff Jobs list show both.
 */
import type { JobInput } from '@/shared/jobs/job-input';
import type { PracticeArea } from '@/shared/jobs/practice-areas';

/** The practice of each demo job, by its slug. */
const demoPractices: Readonly<Record<string, PracticeArea>> = {
  'azure-data-engineer': 'data-engineering',
  'salesforce-administrator': 'staff-augmentation',
  'servicenow-developer': 'it-solutions',
  'java-developer': 'offshore-development',
  'cloud-security-analyst': 'it-consultancy',
};

/** A client's contract-to-hire role has terms of its own, which its page lists. */
const demoBenefits: Readonly<Record<string, string[]>> = {
  'azure-data-engineer': [
    'Conversion to a permanent role after six months, with the client’s benefits from day one.',
    'An Azure certification of your choice, exam and study time paid.',
  ],
};

export function input(
  title: string,
  slug: string,
  referenceNumber: string,
  extra: Partial<JobInput> & Pick<JobInput, 'summary'>,
  validThrough: string,
): JobInput {
  return {
    title,
    slug,
    referenceNumber,
    employmentType: 'full-time',
    workplace: 'hybrid',
    locations: [{ locality: 'Omaha', region: 'NE', country: 'US' }],
    remoteRegions: [],
    pay: { min: 95_000, max: 125_000, currency: 'USD', unit: 'YEAR' },
    client: { kind: 'own' },
    validThrough,
    experience: '3-5 Years',
    responsibilities: [
      'Work with a small delivery team on a client’s systems, from the first workshop to go-live.',
      'Write down what you build so the next person can run it.',
    ],
    qualifications: [
      'Three or more years in the role, with systems you can tell us about.',
      'Clear written English.',
    ],
    ...(demoPractices[slug] === undefined ? {} : { practice: demoPractices[slug] }),
    ...(demoBenefits[slug] === undefined ? {} : { benefits: demoBenefits[slug] }),
    ...extra,
  };
}
