import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { report } from '@/test/reports-response';
import { restRow } from '@/shared/analytics/reports';
import type { StaffSessionInfo } from '@/shared/staff/api-types';
import { createStaffQueryClient, staffKeys } from '../api/queries';
import { ReportsPage } from './reports-page';

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A session as the staff layout gets it; the company in the zone of the machine running this. */
const session: StaffSessionInfo = {
  email: 'staff@akscellence.example',
  role: 'admin',
  access: {
    kinds: ['contact', 'apply'],
    activity: true,
    reports: true,
    accounts: true,
    jobs: true,
  },
  csrfToken: 'token',
  idleExpiresAt: '2026-03-11T03:00:00Z',
  absoluteExpiresAt: '2026-03-11T14:00:00Z',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  twoFactor: { on: true, required: true, recoveryCodesLeft: 10 },
};

function renderReports(path = '/staff/reports', signedIn: StaffSessionInfo = session) {
  const client = createStaffQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  // What the staff layout asks for, and the page waits for.
  client.setQueryData(staffKeys.session, signedIn);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ReportsPage />
    </QueryClientProvider>,
    path,
  );
}

/** The address the page asked the API for, as the server reads it. */
function requested(call = 0): URL {
  const input = fetchMock.mock.calls[call]?.[0];
  return new URL(typeof input === 'string' ? input : '', 'http://localhost');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the staff reports page', () => {
  it('asks for the last 28 days by default and shows the totals with their change', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    expect(await screen.findByText('1,240')).toBeInTheDocument();
    expect(requested().pathname).toBe('/staff/api/reports');
    expect(requested().searchParams.get('from')).toBe('2026-02-11');
    expect(requested().searchParams.get('to')).toBe('2026-03-10');
    expect(screen.getByText('Feb 11, 2026 to Mar 10, 2026')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals' });
    const visitors = within(totals).getByText('Visitors').closest('li');
    expect(visitors).toHaveTextContent('Up 24% on the period before (1,000 then)');
    const views = within(totals).getByText('Page views').closest('li');
    expect(views).toHaveTextContent('The same as the period before');
    const leads = within(totals).getByText('Leads').closest('li');
    expect(leads).toHaveTextContent('Down 12% on the period before (25 then)');
    const applications = within(totals).getByText('Applications').closest('li');
    expect(applications).toHaveTextContent('None in the period before');
    const spam = within(totals).getByText('Spam caught').closest('li');
    expect(spam).toHaveTextContent('Up 400% on the period before (1 then)');
  });

  it("ends the range on the company's today, wherever the browser is", async () => {
    // Half past midnight on March 11 at UTC+14, still March 10 in every other zone on Earth,
    // so the test holds whichever zone the machine running it is in.
    vi.setSystemTime(new Date('2026-03-10T10:30:00Z'));
    fetchMock.mockResolvedValue(answer(report));
    renderReports('/staff/reports?range=7', { ...session, timeZone: 'Pacific/Kiritimati' });
    expect(await screen.findByText('1,240')).toBeInTheDocument();
    expect(requested().searchParams.get('from')).toBe('2026-03-05');
    expect(requested().searchParams.get('to')).toBe('2026-03-11');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads a preset or a custom range from the address', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports('/staff/reports?range=7');
    await screen.findByText('1,240');
    expect(requested().searchParams.get('from')).toBe('2026-03-04');

    fetchMock.mockClear();
    renderReports('/staff/reports?from=2026-01-01&to=2026-01-31');
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(requested().search).toBe('?from=2026-01-01&to=2026-01-31');
  });

  it('switching the range asks for the new days', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    await screen.findByText('1,240');
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(screen.getByRole('option', { name: 'Last 90 days' }));
    await waitFor(() => {
      expect(requested(1).searchParams.get('from')).toBe('2025-12-11');
    });

    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    const from = screen.getByLabelText('First day');
    await user.clear(from);
    await user.type(from, '2026-03-05');
    const to = screen.getByLabelText('Last day');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Choose a first day on or before the last day.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.clear(to);
    await user.type(to, '2026-03-08');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      expect(requested(2).search).toBe('?from=2026-03-05&to=2026-03-08');
    });
  });

  it('tells each chart’s trend in words and shows its figures as a table on request', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    const traffic = await screen.findByRole('region', { name: 'Visitors and page views' });
    const total = report.daily.reduce((sum, day) => sum + day.visitors, 0);
    expect(traffic).toHaveTextContent(
      `Visitors: ${total.toLocaleString('en-US')} in all, ${String(Math.round((total / 28) * 10) / 10)} a day on average`,
    );
    expect(traffic).toHaveTextContent('the second half of the range was');
    expect(traffic).toHaveTextContent(/higher than the first/);

    const toggle = within(traffic).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(traffic).getByRole('table', { name: 'Visitors and page views' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(29);
    expect(rows[1]).toHaveTextContent('Feb 11, 2026');
    expect(rows[1]).toHaveTextContent(
      `${String(report.daily[0]?.visitors)}${String(report.daily[0]?.views)}`,
    );
  });

  it('shows pages by name, sources with their inbox link, and the funnels’ drops in numbers and percent', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    const pages = await screen.findByRole('grid', { name: 'Top pages' });
    const rows = within(pages).getAllByRole('row');
    // Most visitors first: the name, then its kind and address on the line under it.
    expect(rows[1]).toHaveTextContent(/^Home\/900121\.7%1,4003$/);
    expect(rows[2]).toHaveTextContent('Contact UsWhere leads are sent · /contactus');
    expect(rows[3]).toHaveTextContent('SAP UtilitiesJob opening · /careers/sap-utilities');
    expect(within(pages).queryByText('/careers/sap-utilities')).not.toBeInTheDocument();

    const sources = screen.getByRole('grid', { name: 'Sources and campaigns' });
    // Most visits first, each with its kind and campaign under its name, and its conversion.
    const google = within(sources).getAllByRole('row')[1];
    expect(google).toHaveTextContent(/^google\.comSearch61091\.6%1Show leads$/);
    expect(
      within(sources)
        .getAllByRole('row')
        .find((row) => row.textContent.includes('linkedin.com')),
    ).toHaveTextContent('Social · campaign spring-hiring');
    const link = within(sources).getByRole('link', {
      name: 'Show the leads from Social, campaign spring-hiring, in the inbox',
    });
    expect(link).toHaveAttribute('href', '/staff?source=social&campaign=spring-hiring');
    expect(
      within(sources).getByRole('link', { name: 'Show the leads from Search in the inbox' }),
    ).toHaveAttribute('href', '/staff?source=search');

    const enquiry = screen.getByRole('table', { name: 'Enquiry' });
    const contactStep = within(enquiry).getByRole('row', { name: /Contact page/ });
    expect(contactStep).toHaveTextContent('240 (60%)');
    expect(contactStep).toHaveTextContent('40%');
    expect(
      screen.getByText('Application: 7 of 200 visitors reached the last step (3.5%).'),
    ).toBeInTheDocument();
  });

  it('shows a form page as where the leads are sent, never as a page that converts nothing', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    const pages = await screen.findByRole('grid', { name: 'Top pages' });
    const contact = within(pages)
      .getAllByRole('row')
      .find((row) => row.textContent.startsWith('Contact Us'));
    if (!contact) throw new Error('No row of the contact page.');
    const cells = within(contact).getAllByRole('gridcell');
    // Visitors, then every lead of the range (all of them sent through it), then no percentage.
    expect(cells[1]).toHaveTextContent('240');
    expect(cells[2]).toHaveTextContent(`${String(report.totals.leads)}sent here`);
    // The narrow column says "Form page"; a screen reader hears why there is no percentage.
    expect(cells[3]).toHaveTextContent(
      /^Form page: the leads are sent here, so it has no conversion of its own$/,
    );
    expect(contact).not.toHaveTextContent('%');
    expect(screen.getByRole('region', { name: 'Top pages' })).toHaveTextContent(
      'Contact Us and Apply Now are the forms themselves: their rows count what was sent through them',
    );
  });

  it('names the row of all other pages and sources, which opens no list of leads', async () => {
    const counts = { views: 3, visitors: 3, leads: 0, applications: 0, conversion: 0 };
    fetchMock.mockResolvedValue(
      answer({
        ...report,
        pages: [...report.pages, { route: restRow, path: restRow, ...counts }],
        sources: [
          ...report.sources,
          { kind: restRow, source: restRow, campaign: null, visits: 3, leads: 0, applications: 0 },
        ],
      }),
    );
    renderReports();
    const pages = await screen.findByRole('grid', { name: 'Top pages' });
    expect(within(pages).getByText('All other pages')).toBeInTheDocument();
    const sources = screen.getByRole('grid', { name: 'Sources and campaigns' });
    const rest = within(sources)
      .getAllByRole('row')
      .find((row) => row.textContent.includes('All other sources'));
    expect(rest).toHaveTextContent('Several');
    // The rest row stays last, however many it sums.
    expect(within(pages).getAllByRole('row').at(-1)).toHaveTextContent(/^All other pages/);
    expect(rest && within(rest).queryByRole('link')).toBeNull();
    expect(within(sources).getAllByRole('link')).toHaveLength(report.sources.length);
  });

  it('puts the speed and deploy parts under a heading of their own, after the marketer’s', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    const technical = await screen.findByRole('region', { name: 'Technical' });
    expect(screen.getByRole('heading', { level: 2, name: 'Technical' })).toBeInTheDocument();
    for (const part of ['Speed for real visitors', 'Speed by deploy']) {
      expect(within(technical).getByRole('heading', { level: 3, name: part })).toBeInTheDocument();
    }
    const level2 = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(level2.at(-1)).toBe('Technical');
    expect(level2).toContain('Top pages');
    expect(within(technical).queryByRole('heading', { name: 'Top pages' })).toBeNull();
  });

  it('rates every speed measure in words as well as colour', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    const vitals = await screen.findByRole('grid', { name: 'Speed per page and screen' });
    const phone = within(vitals)
      .getAllByRole('row')
      .find((row) => row.textContent.includes('Phone'));
    expect(phone).toHaveTextContent('2.10 sGood');
    expect(phone).toHaveTextContent('620 msPoor');
    expect(phone).toHaveTextContent('0.12Needs improvement');
    expect(phone).toHaveTextContent('Not measured');

    const builds = screen.getByRole('region', { name: 'Speed by deploy' });
    expect(builds).toHaveTextContent(
      /LCP p75 went from 1\.90 s \(Good\) on the oldest build to 2\.90 s \(Needs improvement\) on the newest; the slowest was 2\.90 s \(Build of Feb 24, 2026, \d+:00 [AP]M [^)]+\)\./,
    );
    expect(builds).toHaveTextContent('LCP is good up to 2.50 s and poor above 4.00 s.');
  });

  it('calls out the presses pages never acted on, by page and by deploy', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    const speed = await screen.findByRole('region', { name: 'Speed for real visitors' });
    expect(within(speed).getByRole('note')).toHaveTextContent(
      '4 presses went unanswered in this range, most on Home (phone).',
    );
    const vitals = within(speed).getByRole('grid', { name: 'Speed per page and screen' });
    const rows = within(vitals).getAllByRole('row');
    expect(rows.find((row) => row.textContent.includes('Phone'))).toHaveTextContent(
      '4Look into it',
    );
    expect(rows.find((row) => row.textContent.includes('Desktop'))).toHaveTextContent('None');
    const builds = screen.getByRole('region', { name: 'Speed by deploy' });
    await userEvent.setup().click(within(builds).getByRole('button', { name: /table/i }));
    const table = within(builds).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Lost taps' })).toBeInTheDocument();
    // Each build by the moment it went live, its id under the name.
    const newest = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent.includes('Id b7c2e1f'));
    expect(newest).toHaveTextContent(/^Build of Feb 24, 2026/);
    expect(newest).toHaveTextContent(/3$/);
  });

  it('says nothing of lost taps when there were none', async () => {
    fetchMock.mockResolvedValue(answer({ ...report, lostTaps: [] }));
    renderReports();
    const speed = await screen.findByRole('region', { name: 'Speed for real visitors' });
    expect(within(speed).queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when the range has no visits', async () => {
    fetchMock.mockResolvedValue(
      answer({
        ...report,
        totals: { visitors: 0, views: 0, leads: 0, applications: 0, spam: 0 },
        daily: [],
        pages: [],
        sources: [],
        vitals: [],
        builds: [],
      }),
    );
    renderReports();
    expect(await screen.findByText('No visits recorded in this range yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top pages' })).not.toBeInTheDocument();
  });

  it('says when the reports could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(answer({ message: 'Try later.' }, 503));
    renderReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reports could not be loaded.');
    fetchMock.mockResolvedValueOnce(answer(report));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,240')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
