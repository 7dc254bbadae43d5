/**
 * What a job must have before it is published (or opened again): what Google requires of a
 * JobPosting (title, description, posting date, hiring organization, a place or the areas a
 * remote role is open to, a validThrough still to come), and a pay range wherever a
 * pay-transparency law asks for one in job postings.
 */
import type { JobField, JobInput } from './job-input';

/**
 * Places whose laws ask job postings for a pay range, as ISO 3166-2 codes (a country's code
 * alone covers all of it). The server's PAY_TRANSPARENCY setting replaces the list.
 */
export const defaultPayTransparency: readonly string[] = [
  'US-CA',
  'US-CO',
  'US-WA',
  'US-NY',
  'US-IL',
  'US-MD',
  'US-MN',
  'US-HI',
  'US-VT',
  'US-MA',
  'US-NJ',
  'US-CT',
  'US-NV',
  'US-RI',
  'US-DE',
  'US-DC',
];

/** A code as the list holds it: upper case, country and region joined by a hyphen. */
export const isJurisdictionCode = (code: string): boolean =>
  /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/.test(code);

/** Whether any place the job is done in, or any area a remote role is open to, has such a law. */
export function needsPayRange(
  job: Pick<JobInput, 'locations' | 'remoteRegions' | 'workplace'>,
  jurisdictions: readonly string[],
): boolean {
  const covers = (country: string, region: string | undefined) =>
    jurisdictions.some(
      (code) =>
        code === country ||
        (region === undefined ? code.startsWith(`${country}-`) : code === `${country}-${region}`),
    );
  const areas = job.workplace === 'remote' ? job.remoteRegions : [];
  return (
    job.locations.some((place) => covers(place.country, place.region)) ||
    areas.some((area) => covers(area.country, area.region))
  );
}

/** The sentences of the publish checks, by the field each is about (one may have two). */
export const publishSentences = {
  title: 'Give the job a title.',
  summary: 'Write a summary: it is the start of the job’s description.',
  remoteRegions: 'Say which countries or states a remote role is open to.',
  locations: 'Give at least one location (city, state and country).',
  validThrough: 'Give a valid-through date: the day the posting expires.',
  validThroughPassed: 'The valid-through date has passed: give a date still to come.',
  pay: 'Give a pay range: a location or remote area of this job is in a place whose law asks job postings for one.',
} as const;

export type PublishProblem = keyof typeof publishSentences;

/** The field each publish problem is about, for a form to mark it. */
export const publishProblemField: Record<PublishProblem, JobField> = {
  title: 'title',
  summary: 'summary',
  remoteRegions: 'remoteRegions',
  locations: 'locations',
  validThrough: 'validThrough',
  validThroughPassed: 'validThrough',
  pay: 'pay',
};

/** Why the job cannot be published on `today` (an ISO date), in plain sentences; none: it can. */
export function publishProblems(
  job: JobInput,
  today: string,
  jurisdictions: readonly string[],
): string[] {
  const problems: PublishProblem[] = [];
  if (job.title === '') problems.push('title');
  if (job.summary === '') problems.push('summary');
  if (job.workplace === 'remote') {
    if (job.remoteRegions.length === 0) problems.push('remoteRegions');
  } else if (job.locations.length === 0) {
    problems.push('locations');
  }
  if (job.validThrough === '') problems.push('validThrough');
  else if (job.validThrough <= today) problems.push('validThroughPassed');
  if (job.pay === undefined && needsPayRange(job, jurisdictions)) problems.push('pay');
  return problems.map((problem) => publishSentences[problem]);
}

/** The publish problems a refusal's text names, in the checks' order, with their fields. */
export function publishProblemsIn(text: string): { field: JobField; message: string }[] {
  return (Object.keys(publishSentences) as PublishProblem[])
    .filter((problem) => text.includes(publishSentences[problem]))
    .map((problem) => ({
      field: publishProblemField[problem],
      message: publishSentences[problem],
    }));
}
