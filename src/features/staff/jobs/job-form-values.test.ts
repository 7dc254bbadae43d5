/**
 * The job form's values and the staff API's body: a stored job read into the fields and sent
 * back is the same job, as the server reads it; list lines, codes and amounts are read as people
 * type them.
 */
import { describe, expect, it } from 'vitest';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { readJobInput, type JobInput } from '@/shared/jobs/job-input';
import { bodyOf, newJobValues, slugOf, valuesOf } from './job-form-values';

const remote: JobInput = {
  title: 'Remote Analyst',
  slug: 'remote-analyst',
  referenceNumber: 'AKS-7',
  employmentType: 'contract',
  workplace: 'remote',
  locations: [],
  remoteRegions: [{ country: 'US', region: 'NE' }, { country: 'CA' }],
  pay: { min: 55.5, max: 70, currency: 'USD', unit: 'HOUR' },
  client: { kind: 'client', name: 'A Lincoln bank' },
  validThrough: '2027-05-01',
  experience: '2+ Years',
  summary: 'Read the numbers.',
  responsibilities: ['One.', 'Two.'],
  qualifications: ['Three.'],
  seo: { title: 'Remote Analyst', description: 'Read the numbers.' },
};

describe('the job form values', () => {
  it('gives back each first job and a remote one as the server reads them', () => {
    const jobs: JobInput[] = [
      ...firstJobs.map((job) => ({
        ...job,
        locations: [...job.locations],
        remoteRegions: [...job.remoteRegions],
        responsibilities: [...job.responsibilities],
        qualifications: [...job.qualifications],
      })),
      remote,
    ];
    for (const job of jobs) {
      const read = readJobInput(bodyOf(valuesOf(job)));
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.input).toMatchObject({
        title: job.title,
        slug: job.slug,
        referenceNumber: job.referenceNumber,
        workplace: job.workplace,
        remoteRegions: job.remoteRegions,
        pay: job.pay,
        client: job.client,
        responsibilities: job.responsibilities,
        seo: job.seo,
      });
    }
  });

  it('reads list lines, codes and amounts as people type them', () => {
    const body = bodyOf({
      ...newJobValues(),
      title: 'Analyst',
      slug: 'analyst',
      referenceNumber: 'A-1',
      workplace: 'remote',
      remoteRegions: ' us-ne, ca ,',
      locations: [{ locality: '', region: '', country: 'US' }],
      payMin: '95,000',
      payMax: '120 000',
      currency: 'usd',
      responsibilities: '- Lead the team\n\n• Ship it\n* Test it',
    });
    expect(body).toMatchObject({
      locations: [],
      remoteRegions: [{ country: 'US', region: 'NE' }, { country: 'CA' }],
      pay: { min: 95_000, max: 120_000, currency: 'USD', unit: 'YEAR' },
      responsibilities: ['Lead the team', 'Ship it', 'Test it'],
    });
    expect('seo' in body).toBe(false);
    const typo = readJobInput(
      bodyOf({ ...newJobValues(), title: 'x', slug: 'x', referenceNumber: 'x', payMin: 'ten' }),
    );
    expect(typo.ok ? '' : typo.message).toContain('The pay range needs');
  });

  it('makes an address from a title', () => {
    expect(slugOf('Senior .NET Developer')).toBe('senior-net-developer');
    expect(slugOf('  Ingénieur·e des données 👩‍💻 ')).toBe('ingenieur-e-des-donnees');
    expect(slugOf('x'.repeat(100))).toHaveLength(80);
  });
});
