import Link from '@mui/material/Link';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff';
import { defaultFilter, filterQuery } from '@/lib/staff-client';
import type { SourceRow } from '@/shared/insights/reports';
import { formatCount } from './report-format';
import { ReportGrid } from './report-grid';
import { ReportSection } from './report-section';

const copy = staffCopy.reports.sources;

/** The inbox filtered to the leads of a source's kind and campaign. */
export function sourceInboxHref(row: Pick<SourceRow, 'kind' | 'campaign'>): string {
  const query = filterQuery({ ...defaultFilter, source: row.kind, campaign: row.campaign ?? '' });
  return `${paths.staffInbox.href()}${query}`;
}

const count = { type: 'number', width: 110, valueFormatter: formatCount } as const;

const columns: GridColDef<SourceRow>[] = [
  { field: 'source', headerName: copy.source, flex: 1, minWidth: 130 },
  {
    field: 'kind',
    headerName: copy.kind,
    width: 110,
    valueFormatter: (kind: SourceRow['kind']) => staffCopy.sourceKinds[kind],
  },
  {
    field: 'campaign',
    headerName: copy.campaign,
    flex: 1,
    minWidth: 140,
    valueFormatter: (campaign: string | null) => campaign ?? copy.noCampaign,
  },
  { field: 'visits', headerName: copy.visits, ...count },
  { field: 'leads', headerName: copy.leads, ...count },
  { field: 'applications', headerName: copy.applications, ...count, width: 130 },
  {
    field: 'inbox',
    headerName: copy.inbox,
    width: 130,
    sortable: false,
    renderCell: ({ row, tabIndex }: GridRenderCellParams<SourceRow>) => (
      <Link
        component={RouterLink}
        to={sourceInboxHref(row)}
        tabIndex={tabIndex}
        aria-label={copy.openInboxLabel(staffCopy.sourceKinds[row.kind], row.campaign)}
      >
        {copy.openInbox}
      </Link>
    ),
  },
];

/** Where visits came from, with the leads and applications they brought. */
export function SourcesReport({ sources }: { sources: readonly SourceRow[] }) {
  return (
    <ReportSection id="reports-sources" heading={copy.heading} lead={copy.lead}>
      <ReportGrid
        label={copy.gridLabel}
        rows={sources}
        columns={columns}
        getRowId={(row) => `${row.kind}\n${row.source}\n${row.campaign ?? ''}`}
        sortBy="visits"
        emptyText={copy.none}
      />
    </ReportSection>
  );
}
