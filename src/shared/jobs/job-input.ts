/**
 * What staff send to create or edit a job, and how it is checked: each field's kind and length,
 * with one plain sentence naming the field when it is wrong. The server checks every request
 * with it; the staff pages use the same limits on their fields. Where the job is (its places
 * and remote areas) is read by ./job-place-input.ts, its screening questions by
 * ./screening-input.ts.
 *
 * The job's words are text in a small Markdown subset (./job-markup.ts): the summary its
 * paragraphs and bullets, the responsibilities, qualifications and benefits one list item each
 * with inline markup. The page renders that subset as React elements and the JobPosting
 * description as escaped HTML, so no HTML staff write ever reaches a page; HTML is refused here
 * anyway, as before, so that what staff see in the form is what the page shows (the checks of
 * one piece of text are in ./plain-text-checks.ts). The texts made from a job, its location and
 * search result, are in ./job-derived-text.ts.
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
import { fieldOf, isFields, oneOf, Refusal, refuse, text, type Fields } from './plain-text-checks';
import { placeLimits, readPlaces, readRemoteRegions } from './job-place-input';
import { practiceAreas, type PracticeArea } from './practice-areas';
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
  /** The company's practice the job is in; none for a job written before practices were kept. */
  practice?: PracticeArea | undefined;
  /**
   * The job's own benefits, one item each; empty when the company's shared ones are all it has.
   * Always there in what readJobInput answers; optional so that a job written before it holds.
   */
  benefits?: string[] | undefined;
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
  ...placeLimits,
  clientName: 120,
  seoTitle: 80,
  seoDescription: 200,
  /** A yearly pay in the largest currency units anyone posts. */
  payMax: 100_000_000,
} as const;

/**
 * The field a refusal is about, as the API names it (`seo.title`, `seo.description` for the
 * search result's two texts), so that a form can mark it and an API client can tell.
 */
export type JobField = Exclude<keyof JobInput, 'seo'> | 'seo.title' | 'seo.description';

export type JobInputResult =
  { ok: true; input: JobInput } | { ok: false; message: string; field?: JobField | undefined };

/** Reads one field: a refusal from within it is that field's. */
const at = <T>(field: JobField, read: () => T): T => fieldOf(field, read);

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
  'practice',
  'benefits',
  'screeningQuestions',
]);

/** The practice, when one is chosen: one of the keys of ./practice-areas.ts. */
function practice(value: unknown): PracticeArea | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return oneOf(practiceAreas, value, 'Choose the practice from the list.');
}

/** Checks a create or edit request's body; the first problem found is the answer. */
export function readJobInput(body: unknown): JobInputResult {
  try {
    if (!isFields(body)) return refuse('Send the job as a JSON object.');
    const unknown = Object.keys(body).find((key) => !knownFields.has(key));
    if (unknown !== undefined) {
      return refuse(`A job has no field named “${unknown.slice(0, 40)}”.`);
    }
    const title = at('title', () =>
      text(body.title, 'The title', jobLimits.title, { required: true }),
    );
    const slug = at('slug', () => {
      const read = text(body.slug, 'The address (slug)', jobLimits.slug, { required: true });
      if (!isJobSlug(read)) {
        refuse(
          'The address (slug) may hold only lower-case letters and digits, in words joined by single hyphens.',
        );
      }
      return read;
    });
    const referenceNumber = at('referenceNumber', () => {
      const read = text(body.referenceNumber, 'The reference number', jobLimits.referenceNumber, {
        required: true,
      });
      if (!referencePattern.test(read)) {
        refuse(
          'The reference number may hold only letters, digits, dots, hyphens and underscores.',
        );
      }
      return read;
    });
    const seo = body.seo;
    if (seo !== undefined && !isFields(seo))
      at('seo.title', () => refuse('The search result text must have a title and a description.'));
    const area = at('practice', () => practice(body.practice));
    const input: JobInput = {
      title,
      slug,
      referenceNumber,
      employmentType: at('employmentType', () =>
        oneOf(
          employmentKinds,
          body.employmentType,
          'Choose the employment type: full time, part time, contract, contract-to-hire or direct hire.',
        ),
      ),
      workplace: at('workplace', () =>
        oneOf(workplaces, body.workplace, 'Choose the workplace: on-site, hybrid or remote.'),
      ),
      locations: at('locations', () => readPlaces(body.locations)),
      remoteRegions: at('remoteRegions', () => readRemoteRegions(body.remoteRegions)),
      pay: at('pay', () => pay(body.pay)),
      client: at('client', () => client(body.client)),
      validThrough: at('validThrough', () => validThrough(body.validThrough)),
      experience: at('experience', () =>
        text(body.experience, 'The experience', jobLimits.experience),
      ),
      summary: at('summary', () =>
        text(body.summary, 'The summary', jobLimits.summary, { multiline: true }),
      ),
      responsibilities: at('responsibilities', () =>
        list(body.responsibilities, 'Responsibilities'),
      ),
      qualifications: at('qualifications', () => list(body.qualifications, 'Qualifications')),
      ...(area === undefined ? {} : { practice: area }),
      benefits: at('benefits', () => list(body.benefits, 'Benefits')),
      ...(isFields(seo)
        ? {
            seo: {
              title: at('seo.title', () =>
                text(seo.title, 'The search result title', jobLimits.seoTitle, {
                  required: true,
                }),
              ),
              description: at('seo.description', () =>
                text(seo.description, 'The search result description', jobLimits.seoDescription, {
                  required: true,
                }),
              ),
            },
          }
        : {}),
    };
    const questions = at('screeningQuestions', () => screeningQuestions(body.screeningQuestions));
    if (questions.length > 0) input.screeningQuestions = questions;
    return { ok: true, input };
  } catch (error) {
    if (error instanceof Refusal) {
      return { ok: false, message: error.message, field: error.field as JobField | undefined };
    }
    throw error;
  }
}
