import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyPoint, ReportsResponse } from '@/shared/insights/reports';
import { renderWithProviders } from '@/test/render';
import { createStaffQueryClient } from '../queries';
import { ReportsPage } from './reports-page';

/** 28 days of a modest B2B site: weekdays busier than weekends, the second fortnight busier. */
function dailyPoints(): DailyPoint[] {
  return Array.from({ length: 28 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 1, 11 + index)).toISOString().slice(0, 10);
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const base = (weekend ? 20 : 50) + (index >= 14 ? 10 : 0);
    return {
      date,
      visitors: base,
      views: base * 3,
      leads: index % 5 === 0 ? 2 : index % 3 === 0 ? 1 : 0,
      applications: index % 4 === 0 ? 1 : 0,
    };
  });
}

const report: ReportsResponse = {
  from: '2026-02-11',
  to: '2026-03-10',
  totals: { visitors: 1240, views: 3720, leads: 22, applications: 7, spam: 5 },
  previous: { visitors: 1000, views: 3720, leads: 25, applications: 0, spam: 1 },
  daily: dailyPoints(),
  pages: [
    {
      route: '/',
      path: '/',
      views: 1400,
      visitors: 900,
      leads: 12,
      applications: 3,
      conversion: 15 / 900,
    },
    {
      route: '/careers/:slug',
      path: '/careers/sap-utilities',
      views: 310,
      visitors: 200,
      leads: 0,
      applications: 6,
      conversion: 0.03,
    },
  ],
  sources: [
    {
      kind: 'social',
      source: 'linkedin.com',
      campaign: 'spring-hiring',
      visits: 240,
      leads: 2,
      applications: 5,
    },
    {
      kind: 'search',
      source: 'google.com',
      campaign: null,
      visits: 610,
      leads: 9,
      applications: 1,
    },
    { kind: 'direct', source: 'Direct', campaign: null, visits: 390, leads: 11, applications: 1 },
  ],
  funnels: [
    {
      id: 'enquiry',
      label: 'Enquiry',
      steps: [
        { label: 'Service or domain page', count: 400 },
        { label: 'Contact page', count: 160 },
        { label: 'Contact request sent', count: 22 },
      ],
    },
    {
      id: 'application',
      label: 'Application',
      steps: [
        { label: 'Job page', count: 200 },
        { label: 'Apply page', count: 50 },
        { label: 'Application sent', count: 7 },
      ],
    },
  ],
  vitals: [
    { route: '/', viewport: 'phone', metric: 'LCP', p75: 2100, samples: 410 },
    { route: '/', viewport: 'phone', metric: 'INP', p75: 620, samples: 180 },
    { route: '/', viewport: 'phone', metric: 'CLS', p75: 0.12, samples: 400 },
    { route: '/', viewport: 'desktop', metric: 'LCP', p75: 1200, samples: 300 },
  ],
  builds: [
    { build: 'b7c2e1f', firstSeen: '2026-02-24T15:00:00Z', metric: 'LCP', p75: 2900, samples: 200 },
    { build: 'a1d4f09', firstSeen: '2026-02-10T09:00:00Z', metric: 'LCP', p75: 1900, samples: 500 },
    { build: 'a1d4f09', firstSeen: '2026-02-10T09:00:00Z', metric: 'INP', p75: 150, samples: 90 },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderReports(path = '/staff/reports') {
  const client = createStaffQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
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

  it('shows pages, sources with their inbox link, and the funnels’ drops in numbers and percent', async () => {
    fetchMock.mockResolvedValue(answer(report));
    renderReports();
    const pages = await screen.findByRole('grid', { name: 'Top pages' });
    expect(within(pages).getByText('/careers/sap-utilities')).toBeInTheDocument();
    expect(within(pages).getByText('Route /careers/:slug')).toBeInTheDocument();
    expect(within(pages).getByText('1.7%')).toBeInTheDocument();

    const sources = screen.getByRole('grid', { name: 'Sources and campaigns' });
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
      'LCP p75 went from 1.90 s (Good) on the oldest build to 2.90 s (Needs improvement) on the newest; the slowest was build b7c2e1f at 2.90 s.',
    );
    expect(builds).toHaveTextContent('LCP is good up to 2.50 s and poor above 4.00 s.');
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
