import { describe, expect, it } from 'vitest';
import { locationText, seoOf } from './job-derived-text';
import type { JobInput } from './job-input';

const omaha = { locality: 'Omaha', region: 'NE', country: 'US' };
const toronto = { locality: 'Toronto', region: 'ON', country: 'CA' };

const job: JobInput = {
  title: 'Java Developer',
  slug: 'java-developer',
  referenceNumber: 'JD-1',
  employmentType: 'full-time',
  workplace: 'on-site',
  locations: [omaha],
  remoteRegions: [],
  client: { kind: 'own' },
  validThrough: '',
  experience: '',
  summary: 'Build services.',
  responsibilities: [],
  qualifications: [],
};

describe('locationText', () => {
  it('names every place of an on-site job, the USA by name and other countries by code', () => {
    expect(
      locationText({ workplace: 'on-site', locations: [omaha, toronto], remoteRegions: [] }),
    ).toBe('Omaha, NE, USA; Toronto, ON, CA');
  });

  it('marks a hybrid job, and says Hybrid alone without places', () => {
    expect(locationText({ workplace: 'hybrid', locations: [omaha], remoteRegions: [] })).toBe(
      'Omaha, NE, USA (hybrid)',
    );
    expect(locationText({ workplace: 'hybrid', locations: [], remoteRegions: [] })).toBe('Hybrid');
  });

  it('lists a remote job’s areas by state where given, else by country', () => {
    expect(
      locationText({
        workplace: 'remote',
        locations: [omaha],
        remoteRegions: [{ country: 'US' }, { country: 'US', region: 'IA' }, { country: 'CA' }],
      }),
    ).toBe('Remote (USA, IA, CA)');
    expect(locationText({ workplace: 'remote', locations: [], remoteRegions: [] })).toBe('Remote');
  });
});

describe('seoOf', () => {
  it('keeps what staff wrote', () => {
    const seo = { title: 'Our title', description: 'Our description' };
    expect(seoOf({ ...job, seo })).toBe(seo);
  });

  it('makes a title from the job and its first place, and the summary the description', () => {
    expect(seoOf(job)).toEqual({
      title: 'Java Developer Job in Omaha, NE',
      description: 'Build services.',
    });
    expect(seoOf({ ...job, locations: [] }).title).toBe('Java Developer Job');
  });

  it('cuts a long title to the limit and a long summary at 154 characters with an ellipsis', () => {
    const long = seoOf({ ...job, title: 'T'.repeat(100), summary: `${'word '.repeat(40)}end` });
    expect(long.title).toHaveLength(80);
    expect(long.description).toBe(`${'word '.repeat(31).slice(0, 154).trimEnd()}…`);
  });

  it('makes the description of the summary’s words, without the Markdown subset’s markers', () => {
    const summary = 'We **build** [teams](https://a.example).\n\n- *SAP*\n- Oracle';
    expect(seoOf({ ...job, summary }).description).toBe('We build teams. SAP Oracle');
  });
});
