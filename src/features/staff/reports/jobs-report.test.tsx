import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { report } from '@/test/reports-response';
import { JobsReport } from './jobs-report';

describe('the reports’ Jobs part', () => {
  it('names its section, sums the jobs in words and lists each job from views to hires', () => {
    renderWithProviders(<JobsReport jobs={report.jobs} />);
    const part = screen.getByRole('region', { name: 'Jobs' });
    expect(
      within(part).getByText('Across 2 jobs: 400 page views, 8 applications and 1 hire.'),
    ).toBeInTheDocument();

    const jobs = within(part).getByRole('grid', { name: 'Jobs, from page views to hires' });
    const rows = within(jobs).getAllByRole('row');
    const headers = within(jobs)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Job',
      'Views',
      'Applications',
      'Hires',
      'Applied per view',
      'Hired per application',
      'Days to fill',
      'Visitors',
      'In the inbox',
    ]);
    // The title, its state and reference under it, then the figures in the headers' order.
    expect(rows[1]).toHaveTextContent(
      /^Project ManagerOpen · project-manager400812%12\.5%Not closed260Show applications$/,
    );
    // A job with no views has no share to give; a closed one its days to fill.
    expect(rows[2]).toHaveTextContent(/^ServiceNow DeveloperClosed · AKS-207000NoneNone410/);
    expect(
      within(jobs).getByRole('link', {
        name: 'Show the applications for Project Manager in the inbox',
      }),
    ).toHaveAttribute('href', '/staff?job=1');

    const sources = within(part).getByRole('grid', {
      name: 'Applications and hires by job, source and campaign',
    });
    const sourceRows = within(sources).getAllByRole('row');
    expect(sourceRows).toHaveLength(3);
    expect(sourceRows[1]).toHaveTextContent(
      /^Project Managerproject-managerJob boards \(indeed\.com\)51$/,
    );
    expect(sourceRows[2]).toHaveTextContent(
      'Source unknownThe applicant’s visit was not counted30',
    );
  });

  it('says when the range has no job to show', () => {
    renderWithProviders(<JobsReport jobs={[]} />);
    expect(
      screen.getByText('No published jobs, and no applications to a job, in this range.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No applications to a job in this range.')).toBeInTheDocument();
  });
});
