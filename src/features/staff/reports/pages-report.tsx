import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { staffCopy } from '@/content/staff/staff-copy';
import { restRow, type PageRow } from '@/shared/analytics/reports';
import { formatCount, formatPercent } from './report-format';
import { GridReport } from './report-grid';

const copy = staffCopy.reports.pages;

const count = { type: 'number', width: 110, valueFormatter: formatCount } as const;

const columns: GridColDef<PageRow>[] = [
  {
    field: 'path',
    headerName: copy.page,
    flex: 1,
    // Narrow enough that a phone sees the views beside the page.
    minWidth: 150,
    renderCell: ({ row }: GridRenderCellParams<PageRow>) => (
      <span>
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {row.path === restRow ? copy.rest : row.path}
        </Typography>
        {row.route !== row.path && (
          <Typography component="span" variant="caption" color="text.secondary">
            {copy.route(row.route)}
          </Typography>
        )}
      </span>
    ),
  },
  { field: 'views', headerName: copy.views, ...count },
  { field: 'visitors', headerName: copy.visitors, ...count },
  { field: 'leads', headerName: copy.leads, ...count },
  { field: 'applications', headerName: copy.applications, ...count, width: 130 },
  {
    field: 'conversion',
    headerName: copy.conversion,
    type: 'number',
    width: 130,
    valueFormatter: formatPercent,
  },
];

const grid = {
  id: 'reports-pages',
  copy,
  columns,
  getRowId: (row: PageRow) => row.path,
  sortBy: 'views',
};

/** The pages by views, with the leads and applications each helped bring. */
export function PagesReport({ pages }: { pages: readonly PageRow[] }) {
  return <GridReport {...grid} rows={pages} />;
}
