/**
 * What a job must have before it is published (or opened again): what Google requires of a
 * JobPosting (title, description, posting date, hiring organization, a place or the areas a
 * remote role is open to, a validThrough still to come), and a pay range wherever a
 * pay-transparency law asks for one in job postings.
 */
import type { JobInput } from './job-input';

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

/** Why the job cannot be published on `today` (an ISO date), in plain sentences; none: it can. */
export function publishProblems(
  job: JobInput,
  today: string,
  jurisdictions: readonly string[],
): string[] {
  const problems: string[] = [];
  if (job.title === '') problems.push('Give the job a title.');
  if (job.summary === '')
    problems.push('Write a summary: it is the start of the job’s description.');
  if (job.workplace === 'remote') {
    if (job.remoteRegions.length === 0) {
      problems.push('Say which countries or states a remote role is open to.');
    }
  } else if (job.locations.length === 0) {
    problems.push('Give at least one location (city, state and country).');
  }
  if (job.validThrough === '') {
    problems.push('Give a valid-through date: the day the posting expires.');
  } else if (job.validThrough <= today) {
    problems.push('The valid-through date has passed: give a date still to come.');
  }
  if (job.pay === undefined && needsPayRange(job, jurisdictions)) {
    problems.push(
      'Give a pay range: a location or remote area of this job is in a place whose law asks job postings for one.',
    );
  }
  return problems;
}
