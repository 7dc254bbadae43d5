import { site } from '@/config/site';
import { jobStates, type JobPostingFacts } from '@/shared/jobs/job-posting';
import { jobPostingJsonLd } from './job-posting-json-ld';

const headings = {
  responsibilities: 'What you will do',
  qualifications: 'What you bring',
  benefits: 'What this role offers',
};
const pageUrl = `${site.origin}/careers/data-engineer`;

const job: JobPostingFacts & {
  summary: string;
  responsibilities: readonly string[];
  qualifications: readonly string[];
} = {
  state: 'open',
  referenceNumber: 'AKS-2026-014',
  title: 'Data Engineer',
  employmentType: 'full-time',
  workplace: 'on-site',
  locations: [{ locality: 'Denver', region: 'CO', country: 'US' }],
  remoteRegions: [],
  pay: { min: 95_000, max: 125_000, currency: 'USD', unit: 'YEAR' },
  client: { kind: 'own' },
  datePosted: '2026-11-02',
  validThrough: '2027-01-31',
  summary: 'Build <pipelines> & keep them honest.',
  responsibilities: ['Own the ingestion jobs.'],
  qualifications: ['Three years of SQL.'],
};

describe('jobPostingJsonLd', () => {
  it.each(jobStates.filter((state) => state !== 'open'))(
    'gives a %s job no JobPosting, as Google asks of a posting no longer open',
    (state) => {
      expect(jobPostingJsonLd({ ...job, state }, pageUrl, headings)).toBeUndefined();
    },
  );

  it('gives an open job that was never published no JobPosting (it has no posting date)', () => {
    expect(jobPostingJsonLd({ ...job, datePosted: undefined }, pageUrl, headings)).toBeUndefined();
  });

  it('describes an open job of our own with everything Google requires and recommends', () => {
    expect(jobPostingJsonLd(job, pageUrl, headings)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description:
        '<p>Build &lt;pipelines&gt; &amp; keep them honest.</p><h3>What you will do</h3><ul><li>Own the ingestion jobs.</li></ul><h3>What you bring</h3><ul><li>Three years of SQL.</li></ul>',
      identifier: { '@type': 'PropertyValue', name: site.brand, value: 'AKS-2026-014' },
      datePosted: '2026-11-02',
      validThrough: '2027-01-31T23:59:59-06:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: site.brand,
        url: `${site.origin}/`,
        sameAs: `${site.origin}/`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Denver',
          addressRegion: 'CO',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 95_000,
          maxValue: 125_000,
          unitText: 'YEAR',
        },
      },
      url: pageUrl,
      directApply: true,
    });
  });

  it('names a client that may be named as the hiring organization', () => {
    const markup = jobPostingJsonLd(
      { ...job, client: { kind: 'client', name: 'Midlands Power Cooperative' } },
      pageUrl,
      headings,
    );
    expect(markup?.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Midlands Power Cooperative',
    });
  });

  it("gives a confidential client's job Google's confidential value, and nothing of the client", () => {
    const markup = jobPostingJsonLd(
      { ...job, client: { kind: 'confidential' } },
      pageUrl,
      headings,
    );
    expect(markup?.hiringOrganization).toBe('confidential');
    expect(JSON.stringify(markup)).not.toContain('"@type":"Organization"');
  });

  it('marks a remote role TELECOMMUTE with the states and countries applicants may live in', () => {
    const markup = jobPostingJsonLd(
      {
        ...job,
        workplace: 'remote',
        locations: [],
        remoteRegions: [{ country: 'US', region: 'NE' }, { country: 'CA' }],
      },
      pageUrl,
      headings,
    );
    expect(markup).not.toHaveProperty('jobLocation');
    expect(markup).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'State', name: 'NE, US' },
        { '@type': 'Country', name: 'CA' },
      ],
    });
  });

  it('lists several places, and gives a hybrid role its places without TELECOMMUTE', () => {
    const markup = jobPostingJsonLd(
      {
        ...job,
        workplace: 'hybrid',
        locations: [
          { locality: 'Omaha', region: 'NE', country: 'US' },
          { locality: 'Lincoln', region: 'NE', country: 'US' },
        ],
      },
      pageUrl,
      headings,
    );
    expect(markup?.jobLocation).toHaveLength(2);
    expect(markup).not.toHaveProperty('jobLocationType');
  });

  it("maps each employment type to schema.org's values, contract-to-hire to both", () => {
    const typeOf = (employmentType: JobPostingFacts['employmentType']) =>
      jobPostingJsonLd({ ...job, employmentType }, pageUrl, headings)?.employmentType;
    expect(typeOf('part-time')).toBe('PART_TIME');
    expect(typeOf('contract')).toBe('CONTRACTOR');
    expect(typeOf('contract-to-hire')).toEqual(['CONTRACTOR', 'FULL_TIME']);
    expect(typeOf('direct-hire')).toBe('FULL_TIME');
  });

  it('names the practice as industry, by its name, and leaves it out when none is chosen', () => {
    expect(jobPostingJsonLd(job, pageUrl, headings)).not.toHaveProperty('industry');
    expect(jobPostingJsonLd(job, pageUrl, headings)).not.toHaveProperty('occupationalCategory');
    const markup = jobPostingJsonLd({ ...job, practice: 'data-engineering' }, pageUrl, headings);
    expect(markup?.industry).toBe('Data Engineering');
    expect(
      jobPostingJsonLd({ ...job, practice: 'sales-marketing' }, pageUrl, headings)?.industry,
    ).toBe('Sales and Marketing');
  });

  it('gives the job’s own benefits as jobBenefits and in the description, escaped', () => {
    const benefits = ['Four weeks <paid> leave.', 'A training budget & time.'];
    const markup = jobPostingJsonLd({ ...job, benefits }, pageUrl, headings);
    expect(markup?.jobBenefits).toEqual(benefits);
    expect(markup?.description).toBe(
      '<p>Build &lt;pipelines&gt; &amp; keep them honest.</p><h3>What you will do</h3><ul><li>Own the ingestion jobs.</li></ul><h3>What you bring</h3><ul><li>Three years of SQL.</li></ul><h3>What this role offers</h3><ul><li>Four weeks &lt;paid&gt; leave.</li><li>A training budget &amp; time.</li></ul>',
    );
  });

  it('has no jobBenefits and no benefits heading for a job with none of its own', () => {
    for (const benefits of [undefined, []]) {
      const markup = jobPostingJsonLd({ ...job, benefits }, pageUrl, headings);
      expect(markup).not.toHaveProperty('jobBenefits');
      expect(markup?.description).not.toContain('What this role offers');
    }
  });

  it('writes the Markdown subset as HTML tags in the description, leaving no marker', () => {
    const markup = jobPostingJsonLd(
      {
        ...job,
        summary:
          'We **build** _data_ [teams](https://a.example/?a=1&b=2).\n\n- SQL & *Python*\n- [x](javascript:alert(1))',
        responsibilities: ['Own **ingestion** <now>.'],
        qualifications: ['See [our page](https://a.example "t").'],
        benefits: ['**Four** weeks _paid_ leave.'],
      },
      pageUrl,
      headings,
    );
    expect(markup?.description).toBe(
      '<p>We <strong>build</strong> <em>data</em> teams.</p><ul><li>SQL &amp; <em>Python</em></li><li>[x](javascript:alert(1))</li></ul><h3>What you will do</h3><ul><li>Own <strong>ingestion</strong> &lt;now&gt;.</li></ul><h3>What you bring</h3><ul><li>See [our page](https://a.example &quot;t&quot;).</li></ul><h3>What this role offers</h3><ul><li><strong>Four</strong> weeks <em>paid</em> leave.</li></ul>',
    );
    expect(markup?.jobBenefits).toEqual(['Four weeks paid leave.']);
    expect(JSON.stringify(markup)).not.toMatch(/\*\*|<a |href=|javascript:alert\(1\)\)<\/p>/);
  });

  it('leaves out baseSalary when the job states no pay range', () => {
    expect(jobPostingJsonLd({ ...job, pay: undefined }, pageUrl, headings)).not.toHaveProperty(
      'baseSalary',
    );
  });
});
