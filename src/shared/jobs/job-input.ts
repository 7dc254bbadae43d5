/**
 * What staff send to create or edit a job, and how it is checked: each field's kind and length,
 * with one plain sentence naming the field when it is wrong. The server checks every request
 * with it; the staff pages use the same limits on their fields.
 *
 * The job's words are plain text, as the public page has always shown them: the summary a
 * paragraph, the responsibilities and qualifications one list item each. React writes them as
 * text and the JobPosting description escapes them, so no markup ever reaches a page; markup
 * is refused here anyway, so that what staff see in the form is what the page shows (the checks
 * of one piece of text are in ./plain-text-checks.ts). The texts made from a job, its location
 * and search result, are in ./job-derived-text.ts.
 */
import { clientModeOf } from './client-mode';
import {
  employmentTypeValues,
  isJobSlug,
  maxJobSlugLength,
  payUnits,
  workplaces,
  type ClientMode,
  type EmploymentKind,
  type JobPlace,
  type PayRange,
  type RemoteRegion,
  type Workplace,
} from './job-posting';
import { isFields, oneOf, Refusal, refuse, text, type Fields } from './plain-text-checks';
import { screeningQuestions } from './screening-input';
import type { ScreeningQuestion } from './screening';

/** A job as staff write it (the state, posting date and revision are the server's). */
export interface JobInput {
  title: string;
  slug: string;
  referenceNumber: string;
  employmentType: EmploymentKind;
  workplace: Workplace;
  locations: JobPlace[];
  remoteRegions: RemoteRegion[];
  pay?: PayRange | undefined;
  client: ClientMode;
  /** ISO date, or empty in a draft not yet given one. */
  validThrough: string;
  experience: string;
  summary: string;
  responsibilities: string[];
  qualifications: string[];
  /** The page's title and description for search results; made from the job when not given. */
  seo?: { title: string; description: string } | undefined;
  /** Asked on the application form (./screening.ts); absent when the job asks none. */
  screeningQuestions?: ScreeningQuestion[] | undefined;
}

export const jobLimits = {
  title: 120,
  referenceNumber: 40,
  slug: maxJobSlugLength,
  experience: 60,
  summary: 1000,
  listItem: 500,
  listItems: 20,
  locations: 10,
  remoteRegions: 60,
  placeText: 80,
  postalCode: 12,
  clientName: 120,
  seoTitle: 80,
  seoDescription: 200,
  /** A yearly pay in the largest currency units anyone posts. */
  payMax: 100_000_000,
} as const;

export type JobInputResult = { ok: true; input: JobInput } | { ok: false; message: string };

function list(value: unknown, label: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return refuse(`${label} must be a list of items.`);
  if (value.length > jobLimits.listItems) {
    return refuse(`${label} has too many items: at most ${String(jobLimits.listItems)}.`);
  }
  return value
    .map((item, index) => text(item, `${label}, item ${String(index + 1)}`, jobLimits.listItem))
    .filter((item) => item !== '');
}

const countryCode = /^[A-Z]{2}$/;
const regionCode = /^[A-Z0-9]{1,3}$/;

function country(value: unknown, label: string): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return countryCode.test(code)
    ? code
    : refuse(`${label}: the country must be a two-letter code such as US.`);
}

function region(value: unknown, label: string, required: boolean): string | undefined {
  if (!required && (value === undefined || value === '')) return undefined;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return regionCode.test(code)
    ? code
    : refuse(`${label}: the state must be its code, such as NE or CA.`);
}

function place(value: unknown, index: number): JobPlace {
  const label = `Location ${String(index + 1)}`;
  if (!isFields(value)) return refuse(`${label} must have a city, a state and a country.`);
  const street = text(value.street, `${label}'s street`, jobLimits.placeText);
  const postalCode = text(value.postalCode, `${label}'s postal code`, jobLimits.postalCode);
  return {
    ...(street === '' ? {} : { street }),
    locality: text(value.locality, `${label}'s city`, jobLimits.placeText, { required: true }),
    region: region(value.region, label, true) ?? '',
    ...(postalCode === '' ? {} : { postalCode }),
    country: country(value.country, label),
  };
}

function remoteRegion(value: unknown, index: number): RemoteRegion {
  const label = `Remote area ${String(index + 1)}`;
  if (!isFields(value)) return refuse(`${label} must have a country, and a state if only one.`);
  const code = region(value.region, label, false);
  return {
    country: country(value.country, label),
    ...(code === undefined ? {} : { region: code }),
  };
}

function records<T>(
  value: unknown,
  label: string,
  max: number,
  read: (item: unknown, index: number) => T,
): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return refuse(`${label} must be a list.`);
  if (value.length > max) return refuse(`${label}: at most ${String(max)}.`);
  return value.map(read);
}

const currencyCode = /^[A-Z]{3}$/;

function pay(value: unknown): PayRange | undefined {
  if (value === undefined || value === null) return undefined;
  const message = `The pay range needs a minimum and a maximum (whole or decimal numbers above zero, the maximum not below the minimum, at most ${String(jobLimits.payMax)}), a currency code such as USD, and per hour or per year.`;
  if (!isFields(value)) return refuse(message);
  const { min, max, currency, unit } = value;
  const amount = (n: unknown): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= jobLimits.payMax;
  if (!amount(min) || !amount(max) || max < min) return refuse(message);
  if (typeof currency !== 'string' || !currencyCode.test(currency)) return refuse(message);
  return { min, max, currency, unit: oneOf(payUnits, unit, message) };
}

function client(value: unknown): ClientMode {
  const message =
    'Say whose role it is: our own, a named client (with its name), or a confidential client.';
  if (!isFields(value)) return refuse(message);
  const name = (fields: Fields) =>
    text(fields.name, 'The client’s name', jobLimits.clientName, { required: true });
  return clientModeOf(value, name) ?? refuse(message);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function validThrough(value: unknown): string {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || !isIsoDate(value)) {
    return refuse('Valid through must be a date written YYYY-MM-DD.');
  }
  return value;
}

const referencePattern = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

const employmentKinds = Object.keys(employmentTypeValues) as EmploymentKind[];

/** The fields a request may hold; any other name is refused, so a typo is not silently lost. */
const knownFields = new Set([
  'title',
  'slug',
  'referenceNumber',
  'employmentType',
  'workplace',
  'locations',
  'remoteRegions',
  'pay',
  'client',
  'validThrough',
  'experience',
  'summary',
  'responsibilities',
  'qualifications',
  'seo',
  'screeningQuestions',
]);

/** Checks a create or edit request's body; the first problem found is the answer. */
export function readJobInput(body: unknown): JobInputResult {
  try {
    if (!isFields(body)) return refuse('Send the job as a JSON object.');
    const unknown = Object.keys(body).find((key) => !knownFields.has(key));
    if (unknown !== undefined) {
      return refuse(`A job has no field named “${unknown.slice(0, 40)}”.`);
    }
    const title = text(body.title, 'The title', jobLimits.title, { required: true });
    const slug = text(body.slug, 'The address (slug)', jobLimits.slug, { required: true });
    if (!isJobSlug(slug)) {
      refuse(
        'The address (slug) may hold only lower-case letters and digits, in words joined by single hyphens.',
      );
    }
    const referenceNumber = text(
      body.referenceNumber,
      'The reference number',
      jobLimits.referenceNumber,
      {
        required: true,
      },
    );
    if (!referencePattern.test(referenceNumber)) {
      refuse('The reference number may hold only letters, digits, dots, hyphens and underscores.');
    }
    const seo = body.seo;
    if (seo !== undefined && !isFields(seo))
      refuse('The search result text must have a title and a description.');
    const input: JobInput = {
      title,
      slug,
      referenceNumber,
      employmentType: oneOf(
        employmentKinds,
        body.employmentType,
        'Choose the employment type: full time, part time, contract, contract-to-hire or direct hire.',
      ),
      workplace: oneOf(
        workplaces,
        body.workplace,
        'Choose the workplace: on-site, hybrid or remote.',
      ),
      locations: records(body.locations, 'Locations', jobLimits.locations, place),
      remoteRegions: records(
        body.remoteRegions,
        'Remote areas',
        jobLimits.remoteRegions,
        remoteRegion,
      ),
      pay: pay(body.pay),
      client: client(body.client),
      validThrough: validThrough(body.validThrough),
      experience: text(body.experience, 'The experience', jobLimits.experience),
      summary: text(body.summary, 'The summary', jobLimits.summary, { multiline: true }),
      responsibilities: list(body.responsibilities, 'Responsibilities'),
      qualifications: list(body.qualifications, 'Qualifications'),
      ...(isFields(seo)
        ? {
            seo: {
              title: text(seo.title, 'The search result title', jobLimits.seoTitle, {
                required: true,
              }),
              description: text(
                seo.description,
                'The search result description',
                jobLimits.seoDescription,
                {
                  required: true,
                },
              ),
            },
          }
        : {}),
    };
    const questions = screeningQuestions(body.screeningQuestions);
    if (questions.length > 0) input.screeningQuestions = questions;
    return { ok: true, input };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
}
