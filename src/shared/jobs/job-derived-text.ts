/**
 * The texts the server makes from a job staff wrote (./job-input.ts) and stores with it: where
 * the job is, as one line (`location`), and its search result's title and description when
 * staff give none.
 */
import type { JobPlace } from './job-posting';
import { jobLimits, type JobInput } from './job-input';
import { plainTextOf } from './job-markup';

const countryNames: Readonly<Record<string, string>> = { US: 'USA' };

/**
 * A place as the stored location says it: "Omaha, NE, USA" (the country's code but for the
 * USA; the public pages name countries themselves, src/lib/job-facts.ts).
 */
function storedPlaceText(location: JobPlace): string {
  return [
    location.locality,
    location.region,
    countryNames[location.country] ?? location.country,
  ].join(', ');
}

/** Where the job is, as its card and page say it. */
export function locationText(
  input: Pick<JobInput, 'workplace' | 'locations' | 'remoteRegions'>,
): string {
  const places = input.locations.map(storedPlaceText).join('; ');
  switch (input.workplace) {
    case 'on-site':
      return places;
    case 'hybrid':
      return places === '' ? 'Hybrid' : `${places} (hybrid)`;
    case 'remote': {
      const areas = input.remoteRegions
        .map((area) =>
          area.region === undefined ? (countryNames[area.country] ?? area.country) : area.region,
        )
        .join(', ');
      return areas === '' ? 'Remote' : `Remote (${areas})`;
    }
  }
}

/** A search result's title and description made from the job when staff give none. */
export function seoOf(input: JobInput): { title: string; description: string } {
  if (input.seo) return input.seo;
  const where = input.locations[0];
  const title = where
    ? `${input.title} Job in ${where.locality}, ${where.region}`
    : `${input.title} Job`;
  // The summary's words without the Markdown subset's markers, which a search result shows raw.
  const summary = plainTextOf(input.summary);
  const description = summary.length <= 155 ? summary : `${summary.slice(0, 154).trimEnd()}…`;
  return { title: title.slice(0, jobLimits.seoTitle), description };
}
