import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { defaultFilter, filterQuery } from '../api/staff-client';
import { restRow, type SourceKind, type SourceRow } from '@/shared/analytics/reports';
import { formatPercent } from './report-format';
import { GridReport, narrowColumns } from './report-grid';
import { SecondLine, WithBreaks } from './second-line';

const copy = staffCopy.reports.sources;

/** The inbox filtered to the leads of a source's kind and campaign. */
export function sourceInboxHref(row: { kind: SourceKind; campaign: string | null }): string {
  const query = filterQuery({ ...defaultFilter, source: row.kind, campaign: row.campaign ?? '' });
  return `${paths.staffInbox.href()}${query}`;
}

/** Leads and applications per visit, 0 to 1; 0 without visits. */
export function sourceConversion(row: SourceRow): number {
  return row.visits === 0 ? 0 : (row.leads + row.applications) / row.visits;
}

/**
 * Source, visits, leads and conversion first: on a phone they fill the screen, and the rest
 * follows to the right. The kind and the campaign are read under the source's name.
 */
const columns: GridColDef<SourceRow>[] = [
  {
    field: 'source',
    headerName: copy.source,
    ...narrowColumns.name,
    valueFormatter: (source: string, row: SourceRow) => (row.kind === restRow ? copy.rest : source),
    renderCell: ({ row, formattedValue }: GridRenderCellParams<SourceRow, string, string>) => {
      const name = formattedValue ?? row.source;
      const detail = row.kind === restRow ? copy.restKind : copy.detail(row.kind, row.campaign);
      return (
        <span>
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            <WithBreaks text={name} />
          </Typography>
          {/* A direct visit's source and kind are the one word "Direct": said once. */}
          {detail !== name && <SecondLine>{detail}</SecondLine>}
        </span>
      );
    },
  },
  { field: 'visits', headerName: copy.visits, ...narrowColumns.shortCount },
  { field: 'leads', headerName: copy.leads, ...narrowColumns.shortCount },
  {
    field: 'conversion',
    headerName: copy.conversion,
    ...narrowColumns.percent,
    valueGetter: (_value: never, row: SourceRow) => sourceConversion(row),
    valueFormatter: formatPercent,
  },
  {
    field: 'applications',
    headerName: copy.applications,
    ...narrowColumns.count,
    minWidth: 100,
  },
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

const grid = { id: 'reports-sources', copy, columns, getRowId: sourceKey };

/** Most visits first, the row of all the rest last whatever its size. */
function bySize(sources: readonly SourceRow[]): SourceRow[] {
  const rest = (row: SourceRow) => (row.kind === restRow ? 1 : 0);
  return [...sources].sort((a, b) => rest(a) - rest(b) || b.visits - a.visits);
}

/** Where visits came from, with the leads and applications they brought. */
export function SourcesReport({ sources }: { sources: readonly SourceRow[] }) {
  return <GridReport {...grid} rows={bySize(sources)} />;
}
