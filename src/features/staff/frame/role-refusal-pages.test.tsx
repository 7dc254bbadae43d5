import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffCopy } from '@/content/staff/staff-copy';
import { staffJobsCopy } from '@/content/staff/jobs';
import { renderWithProviders } from '@/test/render';
import { recruiterSession } from '@/test/staff-session';
import { AccountsPage } from '../accounts/accounts-page';
import { ActivityPage } from '../activity/activity-page';
import { createStaffQueryClient, staffKeys } from '../api/queries';
import { JobsPage } from '../jobs/jobs-page';
import { ReportsPage } from '../reports/reports-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A role that opens none of these pages (sales sees its leads only). */
const salesSession = recruiterSession({
  role: 'sales',
  access: { kinds: ['contact'], activity: false, reports: false, accounts: false, jobs: false },
});

const pages: [string, ComponentType, { title: string; heading: string; lead: string }][] = [
  ['activity', ActivityPage, staffCopy.activity],
  ['accounts', AccountsPage, staffCopy.accounts],
  ['jobs', JobsPage, staffJobsCopy],
  ['reports', ReportsPage, staffCopy.reports],
];

describe('a staff page outside the role', () => {
  it.each(pages)(
    '%s: its title and heading, the refusal in place of the lead and content, nothing asked',
    (_name, Page, copy) => {
      const client = createStaffQueryClient();
      client.setQueryData(staffKeys.session, salesSession);
      renderWithProviders(
        <QueryClientProvider client={client}>
          <Page />
        </QueryClientProvider>,
        '/staff/x',
      );
      expect(document.title).toBe(`${copy.title} | ${staffCopy.appName}`);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.heading);
      expect(screen.getByRole('alert')).toHaveTextContent(staffCopy.notForYourRole);
      expect(screen.queryByText(copy.lead)).toBeNull();
      // No page action either (the Jobs list's "New job"), and no request the server would refuse.
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
