import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { report } from '@/test/reports-response';
import { JobsReport } from './jobs-report';

describe('the reports’ Jobs part', () => {
  it('names its section and lists each job from views to hires, and its sources of hire', () => {
    renderWithProviders(<JobsReport jobs={report.jobs} />);
    const part = screen.getByRole('region', { name: 'Jobs' });
    const jobs = within(part).getByRole('grid', { name: 'Jobs' });
    const headers = within(jobs)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Job',
      'Views',
      'Applications',
      'Hires',
      'Applied',
      'Hired',
      'Days to fill',
      'Visitors',
    ]);
    const rows = within(jobs).getAllByRole('row');
    // The title, its state and reference under it, then the figures in the headers' order.
    expect(rows[1]).toHaveTextContent(
      /^Project ManagerOpen · project-manager400812%12\.5%None260$/,
    );
    // A job with no views has no share to give; a closed one its days to fill.
    expect(rows[2]).toHaveTextContent(/^ServiceNow DeveloperClosed · AKS-207000NoneNone410$/);

    const sources = within(part).getByRole('grid', { name: 'Source of hire' });
    const sourceRows = within(sources).getAllByRole('row');
    expect(sourceRows).toHaveLength(3);
    expect(sourceRows[1]).toHaveTextContent(/^Project ManagerJob boards \(indeed\.com\)15$/);
    expect(sourceRows[2]).toHaveTextContent(/Source unknown03$/);
  });

  it('says when the range has no job to show', () => {
    renderWithProviders(<JobsReport jobs={[]} />);
    expect(screen.getByText('No jobs in this range.')).toBeInTheDocument();
    expect(screen.getByText('No applications in this range.')).toBeInTheDocument();
  });
});
