import Link from '@mui/material/Link';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { defaultFilter, filterQuery } from '../api/staff-client';
import { restRow, type SourceKind, type SourceRow } from '@/shared/analytics/reports';
import { formatCount } from './report-format';
import { GridReport } from './report-grid';

const copy = staffCopy.reports.sources;

/** The inbox filtered to the leads of a source's kind and campaign. */
export function sourceInboxHref(row: { kind: SourceKind; campaign: string | null }): string {
  const query = filterQuery({ ...defaultFilter, source: row.kind, campaign: row.campaign ?? '' });
  return `${paths.staffInbox.href()}${query}`;
}

const count = { type: 'number', width: 110, valueFormatter: formatCount } as const;

const columns: GridColDef<SourceRow>[] = [
  {
    field: 'source',
    headerName: copy.source,
    flex: 1,
    minWidth: 130,
    valueFormatter: (source: string, row: SourceRow) => (row.kind === restRow ? copy.rest : source),
  },
  {
    field: 'kind',
    headerName: copy.kind,
    width: 110,
    valueFormatter: (kind: SourceRow['kind']) =>
      kind === restRow ? copy.restKind : staffCopy.sourceKinds[kind],
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
    renderCell: ({ row, tabIndex }: GridRenderCellParams<SourceRow>) => {
      // The rest row is many sources of several kinds: no one list of leads to open.
      const { kind, campaign } = row;
      if (kind === restRow) return null;
      return (
        <Link
          component={RouterLink}
          to={sourceInboxHref({ kind, campaign })}
          tabIndex={tabIndex}
          aria-label={copy.openInboxLabel(staffCopy.sourceKinds[kind], campaign)}
        >
          {copy.openInbox}
        </Link>
      );
    },
  },
];

/** One row per kind of source, source and campaign. */
function sourceKey(row: SourceRow): string {
  return `${row.kind}\n${row.source}\n${row.campaign ?? ''}`;
}

const grid = { id: 'reports-sources', copy, columns, getRowId: sourceKey, sortBy: 'visits' };

/** Where visits came from, with the leads and applications they brought. */
export function SourcesReport({ sources }: { sources: readonly SourceRow[] }) {
  return <GridReport {...grid} rows={sources} />;
}
