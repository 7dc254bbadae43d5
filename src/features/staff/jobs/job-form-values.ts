/**
 * The job form's values as the fields hold them (text, one list item per line, remote areas as
 * codes), and the body they make for the staff API. The server checks the body with the same
 * rules (`readJobInput`); the form asks them first so a slip is named before a round trip.
 */
import type { JobInput } from '@/shared/jobs/job-input';
import type { ClientMode, EmploymentKind, PayUnit, Workplace } from '@/shared/jobs/job-posting';
import type { PracticeArea } from '@/shared/jobs/practice-areas';
import type { ScreeningQuestion } from '@/shared/jobs/screening';

export interface PlaceValues {
  locality: string;
  region: string;
  country: string;
  /** Kept as the job had them; the form does not show them. */
  street?: string | undefined;
  postalCode?: string | undefined;
}

export interface JobFormValues {
  title: string;
  slug: string;
  referenceNumber: string;
  employmentType: EmploymentKind;
  workplace: Workplace;
  experience: string;
  locations: PlaceValues[];
  remoteRegions: string;
  showPay: boolean;
  payMin: string;
  payMax: string;
  currency: string;
  unit: PayUnit;
  clientKind: ClientMode['kind'];
  clientName: string;
  validThrough: string;
  summary: string;
  responsibilities: string;
  qualifications: string;
  seoTitle: string;
  seoDescription: string;
  /** Empty while none is chosen. */
  practice: PracticeArea | '';
  benefits: string;
  screeningQuestions: ScreeningQuestion[];
}

export const emptyPlace: PlaceValues = { locality: '', region: '', country: 'US' };

export function newJobValues(): JobFormValues {
  return {
    title: '',
    slug: '',
    referenceNumber: '',
    employmentType: 'full-time',
    workplace: 'on-site',
    experience: '',
    locations: [{ ...emptyPlace }],
    remoteRegions: '',
    showPay: true,
    payMin: '',
    payMax: '',
    currency: 'USD',
    unit: 'YEAR',
    clientKind: 'own',
    clientName: '',
    validThrough: '',
    summary: '',
    responsibilities: '',
    qualifications: '',
    seoTitle: '',
    seoDescription: '',
    practice: '',
    benefits: '',
    screeningQuestions: [],
  };
}

export function valuesOf(job: JobInput): JobFormValues {
  return {
    title: job.title,
    slug: job.slug,
    referenceNumber: job.referenceNumber,
    employmentType: job.employmentType,
    workplace: job.workplace,
    experience: job.experience,
    locations: job.locations.map((place) => ({ ...place })),
    remoteRegions: job.remoteRegions
      .map((area) => (area.region === undefined ? area.country : `${area.country}-${area.region}`))
      .join(', '),
    showPay: job.pay !== undefined,
    payMin: job.pay ? String(job.pay.min) : '',
    payMax: job.pay ? String(job.pay.max) : '',
    currency: job.pay?.currency ?? 'USD',
    unit: job.pay?.unit ?? 'YEAR',
    clientKind: job.client.kind,
    clientName: job.client.kind === 'client' ? job.client.name : '',
    validThrough: job.validThrough,
    summary: job.summary,
    responsibilities: job.responsibilities.join('\n'),
    qualifications: job.qualifications.join('\n'),
    seoTitle: job.seo?.title ?? '',
    seoDescription: job.seo?.description ?? '',
    practice: job.practice ?? '',
    benefits: (job.benefits ?? []).join('\n'),
    screeningQuestions: (job.screeningQuestions ?? []).map((question) => ({ ...question })),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter((line) => line !== '');

/** A number as typed ("95,000" too); NaN stays NaN so the check names the field. */
const amount = (text: string) => Number(text.replace(/[,\s]/g, ''));

/** The staff API's body for these values. */
export function bodyOf(values: JobFormValues): Record<string, unknown> {
  const remote = values.workplace === 'remote';
  return {
    title: values.title,
    slug: values.slug,
    referenceNumber: values.referenceNumber,
    employmentType: values.employmentType,
    workplace: values.workplace,
    experience: values.experience,
    locations: values.locations
      .filter((place) => place.locality.trim() !== '' || place.region.trim() !== '')
      .map((place) => ({
        ...place,
        region: place.region.trim().toUpperCase(),
        country: place.country.trim().toUpperCase(),
      })),
    remoteRegions: remote
      ? values.remoteRegions
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => code !== '')
          .map((code) => {
            const [country, region] = code.split('-');
            return region === undefined ? { country } : { country, region };
          })
      : [],
    // Both amounts left empty: no pay range yet (the publish checks say where one is needed).
    ...(values.showPay && (values.payMin.trim() !== '' || values.payMax.trim() !== '')
      ? {
          pay: {
            min: amount(values.payMin),
            max: amount(values.payMax),
            currency: values.currency.trim().toUpperCase(),
            unit: values.unit,
          },
        }
      : {}),
    client:
      values.clientKind === 'client'
        ? { kind: 'client', name: values.clientName }
        : { kind: values.clientKind },
    validThrough: values.validThrough,
    summary: values.summary,
    responsibilities: lines(values.responsibilities),
    qualifications: lines(values.qualifications),
    ...(values.seoTitle.trim() !== '' || values.seoDescription.trim() !== ''
      ? { seo: { title: values.seoTitle, description: values.seoDescription } }
      : {}),
    ...(values.practice === '' ? {} : { practice: values.practice }),
    benefits: lines(values.benefits),
    ...(values.screeningQuestions.length > 0
      ? { screeningQuestions: values.screeningQuestions }
      : {}),
  };
}

/** A slug made from a title: "Senior .NET Developer" -> "senior-net-developer". */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
