/**
 * A job's facts and words kept as JSON in `jobs.details`: everything of a public job but the
 * columns (slug, state, title, reference number, posting date, practice). What is read back is checked
 * field by field, so a row written by hand or by an older version fails loudly, not on a page.
 */
import { clientModeOf } from '@/shared/jobs/client-mode';
import {
  employmentTypeValues,
  payUnits,
  workplaces,
  type ClientMode,
  type JobPlace,
  type PayRange,
  type RemoteRegion,
} from '@/shared/jobs/job-posting';
import type { PublicJob } from '@/shared/jobs/public-jobs';
import { isFields, type Fields } from '@/shared/jobs/plain-text-checks';

export type JobDetails = Omit<
  PublicJob,
  'slug' | 'state' | 'title' | 'referenceNumber' | 'datePosted' | 'practice'
>;

export function jobDetails(job: PublicJob): JobDetails {
  return {
    employmentType: job.employmentType,
    workplace: job.workplace,
    locations: job.locations,
    remoteRegions: job.remoteRegions,
    pay: job.pay,
    client: job.client,
    validThrough: job.validThrough,
    location: job.location,
    experience: job.experience,
    summary: job.summary,
    responsibilities: job.responsibilities,
    qualifications: job.qualifications,
    // Only a job with benefits of its own stores the key, as only such a job shows them.
    ...(job.benefits === undefined || job.benefits.length === 0 ? {} : { benefits: job.benefits }),
    seo: job.seo,
  };
}

function fail(what: string): never {
  throw new Error(`A stored job's ${what} is not what a job holds.`);
}

function text(fields: Fields, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value : fail(key);
}

function optionalText(fields: Fields, key: string): string | undefined {
  return fields[key] === undefined ? undefined : text(fields, key);
}

function texts(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (!Array.isArray(value)) fail(key);
  return value.map((item) => (typeof item === 'string' ? item : fail(key)));
}

function records(fields: Fields, key: string): Fields[] {
  const value = fields[key];
  if (!Array.isArray(value)) fail(key);
  return value.map((item) => (isFields(item) ? item : fail(key)));
}

function oneOf<const T extends string>(allowed: readonly T[], value: unknown, key: string): T {
  return allowed.find((option) => option === value) ?? fail(key);
}

function place(fields: Fields): JobPlace {
  return {
    street: optionalText(fields, 'street'),
    locality: text(fields, 'locality'),
    region: text(fields, 'region'),
    postalCode: optionalText(fields, 'postalCode'),
    country: text(fields, 'country'),
  };
}

function region(fields: Fields): RemoteRegion {
  return { country: text(fields, 'country'), region: optionalText(fields, 'region') };
}

function pay(value: unknown): PayRange | undefined {
  if (value === undefined) return undefined;
  if (!isFields(value)) fail('pay');
  const { min, max } = value;
  if (typeof min !== 'number' || typeof max !== 'number') fail('pay');
  return { min, max, currency: text(value, 'currency'), unit: oneOf(payUnits, value.unit, 'pay') };
}

function client(value: unknown): ClientMode {
  if (!isFields(value)) fail('client');
  return clientModeOf(value, (fields) => text(fields, 'name')) ?? fail('client');
}

/** Reads `jobs.details` back. */
export function parseJobDetails(json: string): JobDetails {
  const fields: unknown = JSON.parse(json);
  if (!isFields(fields)) fail('details');
  const seo = fields.seo;
  if (!isFields(seo)) fail('seo');
  const employmentTypes = Object.keys(
    employmentTypeValues,
  ) as (keyof typeof employmentTypeValues)[];
  return {
    employmentType: oneOf(employmentTypes, fields.employmentType, 'employmentType'),
    workplace: oneOf(workplaces, fields.workplace, 'workplace'),
    locations: records(fields, 'locations').map(place),
    remoteRegions: records(fields, 'remoteRegions').map(region),
    pay: pay(fields.pay),
    client: client(fields.client),
    validThrough: text(fields, 'validThrough'),
    location: text(fields, 'location'),
    experience: text(fields, 'experience'),
    summary: text(fields, 'summary'),
    responsibilities: texts(fields, 'responsibilities'),
    qualifications: texts(fields, 'qualifications'),
    // Rows written before jobs had benefits of their own have no key: the shared ones only.
    ...(fields.benefits === undefined ? {} : { benefits: texts(fields, 'benefits') }),
    seo: { title: text(seo, 'title'), description: text(seo, 'description') },
  };
}
