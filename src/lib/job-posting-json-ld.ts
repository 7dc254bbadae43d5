/**
 * JobPosting markup, apart from the site's other structured data (`structured-data.ts`, which
 * every page's code includes): only a job's page loads it.
 */
import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import { practiceAreaNames } from '@/content/practice-areas';
import {
  employmentTypeValues,
  type ClientMode,
  type JobPlace,
  type JobPostingFacts,
  type PayRange,
} from '@/shared/jobs/job-posting';
import { inlineText, parseBlocks, parseInline, type Inline } from '@/shared/jobs/job-markup';
import type { PracticeArea } from '@/shared/jobs/practice-areas';
import { escapeHtml } from './escape-html';
import type { JsonLd, JsonValue } from './json-ld';
import { organizationRef, schemaOrgContext } from './structured-data';

/** What a job's description is made of, besides its facts. */
interface JobText {
  summary: string;
  responsibilities: readonly string[];
  qualifications: readonly string[];
  /** The job's own benefits; none when it has only the company's shared ones. */
  benefits?: readonly string[] | undefined;
}

/** The headings of the description's lists, the page's own. */
interface JobHeadings {
  responsibilities: string;
  qualifications: string;
  benefits: string;
}

/**
 * The Markdown subset's inline markup as HTML, every word escaped: bold and italic as `strong`
 * and `em`; a link as its words alone, since the description is read away from the page (in
 * Google's job results) where an address staff wrote would lead off the posting.
 */
function inlineHtml(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return escapeHtml(node.text);
        case 'strong':
          return `<strong>${inlineHtml(node.children)}</strong>`;
        case 'em':
          return `<em>${inlineHtml(node.children)}</em>`;
        case 'link':
          return inlineHtml(node.children);
      }
    })
    .join('');
}

const listHtml = (items: readonly (readonly Inline[])[]) =>
  `<ul>${items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;

/**
 * The job's description as the small HTML document JobPosting asks for ("the full description of
 * the job in HTML format"): the summary's paragraphs and lists, then each list under its heading.
 * No Markdown marker is left in it: what the subset reads is a tag, everything else is escaped.
 */
export function jobDescriptionHtml(job: JobText, headings: JobHeadings): string {
  const list = (items: readonly string[]) => listHtml(items.map(parseInline));
  return [
    ...parseBlocks(job.summary).map((block) =>
      block.kind === 'paragraph' ? `<p>${inlineHtml(block.children)}</p>` : listHtml(block.items),
    ),
    `<h3>${escapeHtml(headings.responsibilities)}</h3>`,
    list(job.responsibilities),
    `<h3>${escapeHtml(headings.qualifications)}</h3>`,
    list(job.qualifications),
    ...(job.benefits === undefined || job.benefits.length === 0
      ? []
      : [`<h3>${escapeHtml(headings.benefits)}</h3>`, list(job.benefits)]),
  ].join('');
}

/**
 * The hiring organization Google asks for: the company for its own roles, the client when it
 * may be named, and Google's `confidential` value for a client that stays unnamed.
 */
function hiringOrganization(client: ClientMode): JsonValue {
  switch (client.kind) {
    case 'own':
      return { ...organizationRef(), sameAs: absoluteUrl(site.origin, paths.home.href()) };
    case 'client':
      return { '@type': 'Organization', name: client.name };
    case 'confidential':
      return 'confidential';
  }
}

function place(location: JobPlace): JsonLd {
  const address: JsonLd = {
    '@type': 'PostalAddress',
    ...(location.street === undefined ? {} : { streetAddress: location.street }),
    addressLocality: location.locality,
    addressRegion: location.region,
    ...(location.postalCode === undefined ? {} : { postalCode: location.postalCode }),
    addressCountry: location.country,
  };
  return { '@type': 'Place', address };
}

/** One value as itself, several as a list (how Google's examples write a single place). */
function oneOrMany(values: JsonLd[]): JsonValue {
  return values.length === 1 && values[0] !== undefined ? values[0] : values;
}

/** Where the job is: its places, and for a remote role where applicants may live. */
function whereItIs(job: JobPostingFacts): JsonLd {
  const located: JsonLd = {};
  if (job.locations.length > 0) located.jobLocation = oneOrMany(job.locations.map(place));
  if (job.workplace !== 'remote') return located;
  return {
    ...located,
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: oneOrMany(
      job.remoteRegions.map((region) =>
        region.region === undefined
          ? { '@type': 'Country', name: region.country }
          : { '@type': 'State', name: `${region.region}, ${region.country}` },
      ),
    ),
  };
}

function baseSalary(pay: PayRange): JsonLd {
  return {
    '@type': 'MonetaryAmount',
    currency: pay.currency,
    value: {
      '@type': 'QuantitativeValue',
      minValue: pay.min,
      maxValue: pay.max,
      unitText: pay.unit,
    },
  };
}

/**
 * JobPosting markup for a job's own page (`pageUrl`), or nothing: only an open job that has been
 * published carries it, since Google asks that a posting no longer open lose its markup at once.
 * `directApply` is true because the page's Apply button opens the site's own short form with the
 * job already chosen.
 */
export function jobPostingJsonLd(
  job: JobPostingFacts & JobText & { practice?: PracticeArea | undefined },
  pageUrl: string,
  headings: JobHeadings,
): JsonLd | undefined {
  if (job.state !== 'open' || job.datePosted === undefined) return undefined;
  const types = employmentTypeValues[job.employmentType];
  return {
    '@context': schemaOrgContext,
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, headings),
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.referenceNumber },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59-06:00`,
    employmentType: types.length === 1 ? types[0] : [...types],
    hiringOrganization: hiringOrganization(job.client),
    ...whereItIs(job),
    ...(job.pay === undefined ? {} : { baseSalary: baseSalary(job.pay) }),
    // schema.org's `industry` (Text), not `occupationalCategory`: a practice is the company's
    // own name for a line of work, and a bare label there "may be assumed to be from O*NET-SOC".
    ...(job.practice === undefined ? {} : { industry: practiceAreaNames[job.practice] }),
    // schema.org's `jobBenefits` (Text, one value per benefit, its words without markers);
    // Google's JobPosting reads the description, which lists them too.
    ...(job.benefits === undefined || job.benefits.length === 0
      ? {}
      : { jobBenefits: job.benefits.map((item) => inlineText(parseInline(item))) }),
    url: pageUrl,
    directApply: true,
  };
}
