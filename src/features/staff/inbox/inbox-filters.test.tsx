import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilter, filterQuery } from '../api/staff-client';
import type { InboxQuery, SubmissionKind } from '@/shared/staff/api-types';
import { renderWithProviders } from '@/test/render';
import { staffApiPaths } from '@/config/staff-api';
import { filtersSet, InboxFilters } from './inbox-filters';
import { createStaffQueryClient } from '../api/queries';

const onChange = vi.fn<(filter: InboxQuery) => void>();

function renderFilters(
  filter: InboxQuery = defaultFilter,
  kinds: readonly SubmissionKind[] = ['contact', 'apply'],
) {
  renderWithProviders(
    <QueryClientProvider client={createStaffQueryClient()}>
      <InboxFilters filter={filter} onChange={onChange} kinds={kinds} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  onChange.mockReset();
  // The assignee list asks for the staff accounts.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inbox filters by source and campaign', () => {
  it('offers every kind of source, any source and an unknown one, and applies the choice at once', async () => {
    const user = userEvent.setup();
    renderFilters();
    const select = screen.getByRole('combobox', { name: 'Source' });
    expect(select).toHaveTextContent('Any source');
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any source',
      'Direct',
      'Search',
      'Social',
      'Job boards',
      'Campaigns',
      'Other sites',
      'Source unknown',
    ]);
    await user.click(screen.getByRole('option', { name: 'Source unknown' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilter, source: 'unknown' });
  });

  it('applies a campaign with the search, and shows the one the address carries', async () => {
    const user = userEvent.setup();
    renderFilters({ ...defaultFilter, source: 'social', campaign: 'spring-hiring' });
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveTextContent('Social');
    const campaign = screen.getByRole('textbox', { name: 'Campaign' });
    expect(campaign).toHaveValue('spring-hiring');
    await user.clear(campaign);
    await user.type(campaign, 'autumn-sap{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...defaultFilter,
      source: 'social',
      campaign: 'autumn-sap',
    });
  });

  it('sends both to the API and the CSV, and leaves them out when empty', () => {
    expect(filterQuery({ ...defaultFilter, source: 'job-board', campaign: ' sap spring ' })).toBe(
      '?source=job-board&campaign=sap+spring',
    );
    expect(filterQuery(defaultFilter)).toBe('');
  });
});

describe('the filters on a phone', () => {
  it('count the filters set apart from the search', () => {
    expect(filtersSet(defaultFilter)).toBe(0);
    expect(filtersSet({ ...defaultFilter, q: 'java' })).toBe(0);
    expect(filtersSet({ ...defaultFilter, kind: 'apply', stage: 'in-review', sort: 'job' })).toBe(
      3,
    );
  });

  it('fold behind one button that says how many are set and whether they are shown', async () => {
    renderFilters({ ...defaultFilter, kind: 'contact', folder: 'spam' });
    const button = screen.getByRole('button', { name: 'Filters (2 set)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const fields = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(fields).toContainElement(screen.getByLabelText('Folder'));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the inbox filters of a role that sees one kind', () => {
  it('offer contact requests’ stages only, and no kind, job or order by job to choose', async () => {
    const user = userEvent.setup();
    renderFilters(defaultFilter, ['contact']);
    for (const name of ['Kind', 'Job', 'Order']) {
      expect(screen.queryByRole('combobox', { name })).toBeNull();
    }
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    const stages = screen.getAllByRole('option').map((option) => option.textContent);
    expect(stages).toContain('Contacted');
    expect(stages).not.toContain('Interviewing');
  });

  it('keep the job filter for a role that sees applications', () => {
    renderFilters(defaultFilter, ['apply']);
    expect(screen.queryByRole('combobox', { name: 'Kind' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Job' })).toBeInTheDocument();
  });
});

describe('the job filter', () => {
  const job = (id: number, title: string, referenceNumber: string) => ({
    id,
    title,
    slug: `job-${String(id)}`,
    referenceNumber,
    state: 'open',
    applicants: 0,
    daysOpen: 1,
    datePosted: '2026-03-01',
    updatedAt: '2026-03-01T00:00:00Z',
  });

  beforeEach(() => {
    // The staff accounts (none) and the jobs: two with one title, told apart by reference.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const body =
          input === staffApiPaths.jobs
            ? [job(3, 'Project Manager', 'AKS-103'), job(9, 'Project Manager', 'AKS-109')]
            : [];
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
        );
      }),
    );
  });

  it('offers the stored jobs by number, and applications without a job', async () => {
    const user = userEvent.setup();
    renderFilters(defaultFilter, ['apply']);
    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await screen.findByRole('option', { name: 'Project Manager (AKS-109)' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any job',
      'Project Manager (AKS-103)',
      'Project Manager (AKS-109)',
      'No job',
    ]);
    await user.click(screen.getByRole('option', { name: 'Project Manager (AKS-109)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilter, job: '9' });
  });

  it('shows a position’s text from an address bookmarked before jobs had numbers', async () => {
    renderFilters({ ...defaultFilter, job: 'SAP Utilities' }, ['apply']);
    expect(await screen.findByRole('combobox', { name: 'Job' })).toHaveTextContent('SAP Utilities');
  });
});
