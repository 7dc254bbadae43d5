/**
 * What a job posting is, in the words recruiters use: its state, the kind of employment, where
 * the work happens, the pay and whose role it is. The public pages and their JobPosting markup
 * read it, and the server will check and store it, so it lives where both may import it.
 */

/** Draft: not public. Open: listed, with JobPosting markup. Paused and closed: not listed. */
export const jobStates = ['draft', 'open', 'paused', 'closed'] as const;
export type JobState = (typeof jobStates)[number];

/** The kinds of employment a staffing company offers, each with schema.org's values for it. */
export const employmentTypeValues = {
  'full-time': ['FULL_TIME'],
  'part-time': ['PART_TIME'],
  contract: ['CONTRACTOR'],
  // A contract meant to become a permanent role: Google takes a list, and both are true.
  'contract-to-hire': ['CONTRACTOR', 'FULL_TIME'],
  // Hired straight onto the client's payroll: a permanent full-time role.
  'direct-hire': ['FULL_TIME'],
} as const satisfies Record<string, readonly string[]>;
export type EmploymentKind = keyof typeof employmentTypeValues;

export const workplaces = ['on-site', 'hybrid', 'remote'] as const;
export type Workplace = (typeof workplaces)[number];

/** A place the work is done; `region` and `country` are codes (NE, US). */
export interface JobPlace {
  street?: string | undefined;
  locality: string;
  region: string;
  postalCode?: string | undefined;
  country: string;
}

/** Where a remote role may be done from: a whole country, or one of its states. */
export interface RemoteRegion {
  country: string;
  region?: string | undefined;
}

export const payUnits = ['HOUR', 'YEAR'] as const;
export type PayUnit = (typeof payUnits)[number];

export interface PayRange {
  min: number;
  max: number;
  /** ISO 4217 code. */
  currency: string;
  unit: PayUnit;
}

/** Whose role it is: the company's own, a client's it may name, or a client's kept unnamed. */
export type ClientMode =
  { kind: 'own' } | { kind: 'client'; name: string } | { kind: 'confidential' };

/** The facts of a job its public page and its JobPosting markup are made from. */
export interface JobPostingFacts {
  state: JobState;
  /** The company's reference number (JobPosting's `identifier`). */
  referenceNumber: string;
  title: string;
  employmentType: EmploymentKind;
  workplace: Workplace;
  locations: readonly JobPlace[];
  /** Only for remote roles: where applicants may live. */
  remoteRegions: readonly RemoteRegion[];
  pay?: PayRange | undefined;
  client: ClientMode;
  /** ISO date of the first publication (an edit does not change it); none before it. */
  datePosted?: string | undefined;
  /** ISO date after which the posting expires. */
  validThrough: string;
}

/** The longest slug a job may have. */
export const maxJobSlugLength = 80;

/**
 * Whether text can be a job's slug: lower-case letters and digits in words joined by single
 * hyphens. Anything else is no job's address, and is answered without asking the database.
 */
export function isJobSlug(text: string): boolean {
  return text.length <= maxJobSlugLength && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}
