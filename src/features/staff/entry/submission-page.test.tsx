import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { paths } from '@/config/paths';
import { staffApiPaths } from '@/config/staff-api';
import type { StaffAccess, SubmissionDetail } from '@/shared/staff/api-types';
import { createStaffQueryClient, staffKeys } from '../api/queries';
import { SubmissionPage } from './submission-page';

const application: SubmissionDetail = {
  id: 42,
  kind: 'apply',
  stage: 'new',
  spam: false,
  received_at: '2026-03-09T15:20:00Z',
  position: 'SAP IS-U Consultant',
  assignee_id: null,
  job_id: null,
  first_name: 'Dana',
  last_name: 'Okafor',
  orgnization_email: 'dana.okafor@example.org',
  orgnization_name: 'Akscel',
  country: 'Lincoln, NE',
  onsite: 'Yes',
  screening_answers: null,
  message: 'Position: SAP IS-U Consultant\nOnsite: Yes\nEight years of SAP utilities billing.',
  portal_name: 'Akscel',
  requested_demo_for_product_name: 'Akscel portal',
  spam_score: 0,
  spam_reasons: [],
  reference: 'AKS-7K3M-9QX2',
  source: 'Job boards (indeed.com)',
  campaign: 'sap-spring',
  landing_page: '/careers/sap-utilities',
  notes: [],
  came_from: {
    kind: 'job-board',
    source: 'indeed.com',
    campaign: 'sap-spring',
    medium: 'cpc',
    referrer: 'https://www.indeed.com',
    landingPage: '/careers/sap-utilities',
    pagesBefore: ['/careers/sap-utilities', '/careers', '/careers/sap-utilities'],
    jobPage: '/careers/sap-utilities',
    firstSeenAt: '2026-03-09T15:02:00Z',
  },
  resume: null,
};

const fetchMock = vi.fn<typeof fetch>();

function serve(entry: SubmissionDetail) {
  fetchMock.mockImplementation((input) => {
    const path = typeof input === 'string' ? input : '';
    const body =
      path === staffApiPaths.submission(entry.id)
        ? entry
        : path === staffApiPaths.staff
          ? []
          : { items: [], nextCursor: null };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

/** The entry's page; with `access`, as an account whose session says what its role opens. */
function renderEntry(id: number, access?: StaffAccess) {
  const client = createStaffQueryClient();
  if (access) client.setQueryData(staffKeys.session, { access });
  const router = createMemoryRouter(
    [{ path: paths.staffSubmission.pattern, element: <SubmissionPage /> }],
    { initialEntries: [paths.staffSubmission.href(id)] },
  );
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** A description list as label and value pairs. */
function pairs(list: HTMLElement): [string, string][] {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent ?? '',
  ]);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an inbox entry', () => {
  it('lists every field of the submission', async () => {
    serve(application);
    renderEntry(42);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(pairs(details)).toEqual([
      ['Kind', 'Application'],
      ['First name', 'Dana'],
      ['Last name', 'Okafor'],
      ['E-mail', 'dana.okafor@example.org'],
      ['Organization', 'Akscel'],
      ['Location', 'Lincoln, NE'],
      ['Job', 'SAP IS-U Consultant'],
      ['Can work onsite', 'Yes'],
    ]);
    // The form's own first lines are the Job and Onsite fields: the resume starts after them.
    const resume = screen.getByRole('region', { name: 'Resume' });
    expect(resume).toHaveTextContent(/^ResumeEight years of SAP utilities billing\.$/);
    // Not spam: no box explaining why it would be.
    expect(screen.queryByText(/flagged as spam|spam score/i)).not.toBeInTheDocument();
  });

  it('shows the screening answers as text, each after its question', async () => {
    serve({
      ...application,
      screening_answers:
        'Do you hold a <b>PMP</b> certification?\nYes\n\nWhich tools do you use?\n<img src=x onerror=alert(1)>',
    });
    renderEntry(42);
    const section = await screen.findByRole('region', { name: 'Screening answers' });
    expect(pairs(section)).toEqual([
      ['Do you hold a <b>PMP</b> certification?', 'Yes'],
      ['Which tools do you use?', '<img src=x onerror=alert(1)>'],
    ]);
    expect(section.querySelector('img, b')).toBeNull();
  });

  it('shows an application’s resume file with what was found in it, and a download', async () => {
    serve({
      ...application,
      message: 'Position: SAP IS-U Consultant\nOnsite: Yes\n\nHappy to relocate.',
      resume: {
        name: 'Dana\u202eOkafor CV.pdf',
        size: 1_572_864,
        mediaType: 'application/pdf',
        sha256: 'a'.repeat(64),
        flags: ['script'],
        extraction: 'done',
        text: 'Dana Okafor\n<b>SAP IS-U</b> billing, eight years.',
      },
    });
    renderEntry(42);
    const file = await screen.findByRole('region', { name: 'Resume file' });
    expect(pairs(file)).toEqual([
      ['File', 'Dana\u202eOkafor CV.pdf'],
      ['Size', '1.5 MB'],
      ['Type', 'PDF'],
    ]);
    // The name is isolated: its direction marks reorder nothing around it.
    expect(file.querySelector('dd bdi')).toHaveTextContent('Okafor CV.pdf');
    expect(file).toHaveTextContent(/JavaScript: the PDF can run script/);
    // The file's text, as text: its markup is not markup here.
    expect(within(file).getByText(/SAP IS-U<\/b> billing/)).toHaveTextContent(
      'Dana Okafor <b>SAP IS-U</b> billing, eight years.',
    );
    expect(file.querySelector('b')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download original' });
    expect(download).toHaveAttribute('href', staffApiPaths.resume(42));
    expect(download).toHaveAttribute('download');
    // Beside a file, the pasted text is a note.
    expect(screen.getByRole('region', { name: 'Note from the applicant' })).toHaveTextContent(
      'Happy to relocate.',
    );
  });

  it('says why a file’s text is not shown (a scan)', async () => {
    serve({
      ...application,
      resume: {
        name: 'scan.pdf',
        size: 20_000,
        mediaType: 'application/pdf',
        sha256: 'b'.repeat(64),
        flags: [],
        extraction: 'no-text',
        text: null,
      },
    });
    renderEntry(42);
    const file = await screen.findByRole('region', { name: 'Resume file' });
    expect(file).toHaveTextContent(/No text was found in the file: it may be a scan/);
    expect(within(file).queryByRole('alert')).toBeNull();
  });

  it('says nothing of spam on a lead that is not spam, whatever its score', async () => {
    serve({ ...application, spam: false, spam_score: 2, spam_reasons: ['links'] });
    renderEntry(42);
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByText(/flagged as spam|spam score/i)).not.toBeInTheDocument();
  });

  it('isolates what the sender wrote, so its direction marks reorder nothing around it', async () => {
    serve({ ...application, first_name: 'Refund\u202efdp.exe', orgnization_name: '\u202bShop' });
    renderEntry(42);
    const details = await screen.findByRole('region', { name: 'Details' });
    for (const value of ['Refund\u202efdp.exe', '\u202bShop', 'Okafor', 'Lincoln, NE']) {
      const shown = within(details).getByText(value);
      expect(shown.tagName, value).toBe('BDI');
    }
    expect(screen.getByRole('heading', { level: 1 }).querySelector('bdi')).toHaveTextContent(
      'Refund\u202efdp.exe Okafor',
    );
  });

  it('shows where an applicant came from, with the pages seen before the form in order', async () => {
    serve(application);
    renderEntry(42);
    const cameFrom = await screen.findByRole('region', { name: 'Came from' });
    const facts = pairs(cameFrom);
    expect(facts.slice(0, 7)).toEqual([
      ['Kind of source', 'Job boards'],
      ['Source', 'indeed.com'],
      ['Campaign', 'sap-spring'],
      ['Medium', 'cpc'],
      ['Referring site', 'https://www.indeed.com'],
      ['Landing page', '/careers/sap-utilities'],
      ['Job page', '/careers/sap-utilities'],
    ]);
    expect(facts.map(([label]) => label)).toContain('Visit began');
    const pages = within(cameFrom).getByRole('list');
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/careers/sap-utilities', '/careers', '/careers/sap-utilities']);
  });

  it('names a direct visit plainly and leaves the job page out of a contact request', async () => {
    serve({
      ...application,
      id: 7,
      kind: 'contact',
      position: null,
      onsite: null,
      source: 'Direct',
      campaign: null,
      landing_page: '/',
      came_from: {
        kind: 'direct',
        source: 'Direct',
        campaign: null,
        medium: null,
        referrer: null,
        landingPage: '/',
        pagesBefore: [],
        jobPage: null,
        firstSeenAt: '2026-03-09T15:02:00Z',
      },
    });
    renderEntry(7);
    const cameFrom = await screen.findByRole('region', { name: 'Came from' });
    expect(cameFrom).toHaveTextContent('Kind of sourceDirect');
    expect(cameFrom).toHaveTextContent('CampaignNone');
    expect(cameFrom).toHaveTextContent('Referring siteNone (typed or bookmarked)');
    expect(cameFrom).toHaveTextContent(
      'Pages seen before the formNone: the form was the first page after the landing page.',
    );
    expect(cameFrom).not.toHaveTextContent('Job page');
  });

  it('says why the source is unknown when no visit was found', async () => {
    serve({ ...application, source: null, campaign: null, landing_page: null, came_from: null });
    renderEntry(42);
    const cameFrom = await screen.findByRole('region', { name: 'Came from' });
    expect(cameFrom).toHaveTextContent(
      'Source unknown: no visit of this sender was recorded that day (a visitor who asks not to be tracked, or who blocks the count, is never recorded).',
    );
  });

  it('links an application to its job in the Jobs area, for a role that opens the jobs', async () => {
    const forJob = { ...application, job_id: 7 };
    const recruiter: StaffAccess = {
      kinds: ['apply'],
      activity: false,
      reports: false,
      accounts: false,
      jobs: true,
    };
    serve(forJob);
    renderEntry(42, recruiter);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'SAP IS-U Consultant' })).toHaveAttribute(
      'href',
      paths.staffJob.href(7),
    );
  });

  it('shows the job as text to a role without the Jobs area', async () => {
    serve({ ...application, job_id: 7 });
    renderEntry(42, {
      kinds: ['apply'],
      activity: false,
      reports: false,
      accounts: false,
      jobs: false,
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('SAP IS-U Consultant');
    expect(within(details).queryByRole('link')).toBeNull();
  });
});
