import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { paths } from '@/config/paths';
import { careersPage, jobPage } from '@/content/careers';
import { firstJobs } from '@/shared/jobs/first-jobs';
import type { JobPageAnswer, PublicJob } from '@/shared/jobs/public-jobs';
import { JobPage, postingFacts } from './job-page';

const [first] = firstJobs;
const labels = careersPage.jobLabels;

/** A remote client role with pay, as staff may enter one. */
const remoteJob: PublicJob = {
  ...first,
  slug: 'data-engineer',
  title: 'Data Engineer',
  referenceNumber: 'DE-1',
  employmentType: 'contract',
  workplace: 'remote',
  locations: [
    { locality: 'Omaha', region: 'NE', country: 'US' },
    { locality: 'Kansas City', region: 'KS', country: 'US' },
  ],
  remoteRegions: [
    { country: 'US', region: 'NE' },
    { country: 'US', region: 'IA' },
    { country: 'US', region: 'KS' },
  ],
  pay: { min: 55, max: 70, currency: 'USD', unit: 'HOUR' },
  client: { kind: 'client', name: 'Acme Health' },
  location: 'Remote (NE, IA, KS)',
};

async function renderJob(
  job: PublicJob,
  answer: JobPageAnswer = { kind: 'open', job, others: [] },
) {
  const router = createMemoryRouter(
    [
      {
        path: paths.job.pattern,
        element: <JobPage />,
        loader: () => answer,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [paths.job.href(job.slug)] },
  );
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: job.title });
  return screen.getByRole('list', { name: jobPage.factsLabel });
}

/** Each fact as assistive technology reads it, visible text left out where it is hidden. */
function spokenFacts(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const clone = item.cloneNode(true) as HTMLElement;
      for (const hidden of clone.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return clone.textContent;
    });
}

describe('a job page’s facts', () => {
  it('says the workplace, every location, the pay, the employment and whose role it is', async () => {
    const list = await renderJob(remoteJob);
    expect(spokenFacts(list)).toEqual([
      `${labels.workplace}: Remote (USA: NE, IA, KS)`,
      `${labels.locations}: Omaha, NE, USA; Kansas City, KS, USA`,
      `${labels.pay}: $55 to $70 an hour`,
      `${labels.employmentType}: Contract`,
      `${labels.experience}: 3-5 Years`,
      `${labels.employer}: For our client Acme Health`,
    ]);
    // On screen, the range is written with its dash.
    expect(within(list).getByText('$55 – $70 an hour')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a first job’s facts to what its data gives: on-site at the office, no pay, its own', async () => {
    const list = await renderJob(first);
    expect(spokenFacts(list)).toEqual([
      `${labels.workplace}: On-site`,
      `${labels.location}: Omaha, NE, USA`,
      `${labels.employmentType}: Full-time`,
      `${labels.experience}: 3-5 Years`,
    ]);
  });

  it('says a confidential client without a name, and one figure for a fixed pay', () => {
    const facts = postingFacts({
      ...remoteJob,
      client: { kind: 'confidential' },
      pay: { min: 120_000, max: 120_000, currency: 'USD', unit: 'YEAR' },
    });
    expect(facts.find((fact) => fact.label === labels.employer)?.value).toBe(
      'For a confidential client',
    );
    expect(facts.find((fact) => fact.label === labels.pay)).toMatchObject({
      value: '$120,000 a year',
      spoken: undefined,
    });
  });

  it('leaves out the locations of a remote role that has none, and an empty experience', () => {
    const facts = postingFacts({ ...remoteJob, locations: [], experience: '' });
    expect(facts.map((fact) => fact.label)).toEqual([
      labels.workplace,
      labels.pay,
      labels.employmentType,
      labels.employer,
    ]);
  });

  it('shows a client name with markup, and a very long one, as text', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>Acme</b> & Sons';
    const list = await renderJob({ ...remoteJob, client: { kind: 'client', name: hostile } });
    expect(within(list).getByText(`For our client ${hostile}`)).toBeInTheDocument();
    expect(list.querySelector('img, b')).toBeNull();

    const long = 'A'.repeat(120);
    const facts = postingFacts({ ...remoteJob, client: { kind: 'client', name: long } });
    expect(facts.at(-1)?.value).toBe(`For our client ${long}`);
  });
});

describe('a job page’s practice and benefits', () => {
  it('names the practice last among the facts, by its name', async () => {
    const list = await renderJob({ ...remoteJob, practice: 'data-engineering' });
    expect(spokenFacts(list).at(-1)).toBe(`${labels.practice}: Data Engineering`);
  });

  it('lists the job’s own benefits under their heading, markup as text', async () => {
    const benefits = ['Four weeks of paid leave.', '<b>A</b> training budget'];
    await renderJob({ ...remoteJob, benefits });
    const heading = screen.getByRole('heading', { level: 2, name: careersPage.benefitsHeading });
    expect(heading).toBeInTheDocument();
    const list = screen
      .getAllByRole('list')
      .find((element) => within(element).queryByText('Four weeks of paid leave.'));
    expect(
      list &&
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
    ).toEqual(benefits);
    expect(document.querySelector('b')).toBeNull();
  });

  it('has no benefits heading when the job has none of its own', async () => {
    await renderJob({ ...remoteJob, benefits: [] });
    expect(
      screen.queryByRole('heading', { name: careersPage.benefitsHeading }),
    ).not.toBeInTheDocument();
  });
});

describe('a paused job’s page', () => {
  it('says it takes no applications, offers no Apply button, and points below only when others are open', async () => {
    await renderJob(first, { kind: 'paused', job: first, others: [] });
    expect(screen.getByText(jobPage.paused.notice)).toBeInTheDocument();
    expect(screen.queryByText(jobPage.paused.othersBelow, { exact: false })).toBeNull();
    expect(screen.queryByRole('link', { name: /apply now/i })).toBeNull();
  });

  it('sends the visitor to the open positions listed below it', async () => {
    await renderJob(first, { kind: 'paused', job: first, others: [remoteJob] });
    expect(
      screen.getByText(`${jobPage.paused.notice} ${jobPage.paused.othersBelow}`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: jobPage.otherPositions.heading }),
    ).toBeInTheDocument();
  });
});

describe('a job page’s words in the Markdown subset', () => {
  const marked: PublicJob = {
    ...remoteJob,
    summary:
      'We **build** data teams. Read [our story](https://example.com/story).\n\nYou will:\n- own *pipelines*\n- mentor',
    responsibilities: ['Own **ingestion**, see [the runbook](https://example.com/run).'],
    qualifications: ['_Three_ years [x](javascript:alert(1)) <script>alert(1)</script>'],
  };

  it('shows bold, italic, links and the summary’s paragraphs and list as formatting', async () => {
    await renderJob(marked);
    const hero = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(hero).getByText('build').tagName).toBe('STRONG');
    const story = within(hero).getByRole('link', { name: 'our story' });
    expect(story).toHaveAttribute('href', 'https://example.com/story');
    expect(story).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(story).not.toHaveAttribute('target');
    expect(within(hero).getByText('pipelines').tagName).toBe('EM');
    expect(within(hero).getByText('mentor').tagName).toBe('LI');
    expect(hero.textContent).not.toMatch(/\*|\[|\]\(/);

    const duties = screen.getByRole('heading', { name: careersPage.responsibilitiesHeading });
    const list = duties.nextElementSibling as HTMLElement;
    expect(within(list).getByText('ingestion').tagName).toBe('STRONG');
    expect(within(list).getByRole('link', { name: 'the runbook' })).toHaveAttribute(
      'href',
      'https://example.com/run',
    );
  });

  it('shows a disallowed link and HTML as the text typed, never as a link or an element', async () => {
    await renderJob(marked);
    const heading = screen.getByRole('heading', { name: careersPage.qualificationsHeading });
    const item = within(heading.nextElementSibling as HTMLElement).getByRole('listitem');
    expect(item.querySelector('a, script')).toBeNull();
    expect(item.textContent).toBe('Three years [x](javascript:alert(1)) <script>alert(1)</script>');
    expect(item.querySelector('em')?.textContent).toBe('Three');
  });
});
