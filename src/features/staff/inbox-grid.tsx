import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff';
import type { InboxItem } from '@/shared/staff/api-types';
import { displayName, formatReceived } from './format';
import { StatusChip } from './status-chip';

const copy = staffCopy.inbox;
/** The server's page size: one grid page is one page of the API. */
export const inboxPageSize = 50;

function NameCell({ row, tabIndex }: GridRenderCellParams<InboxItem>) {
  const location = useLocation();
  const name = displayName(row);
  return (
    <Link
      component={RouterLink}
      to={paths.staffSubmission.href(row.id)}
      // Back from the entry returns to this list, with its filter and search.
      state={{ from: `${location.pathname}${location.search}` }}
      tabIndex={tabIndex}
      aria-label={copy.openEntry(name)}
      sx={{ fontWeight: row.status === 'new' ? 'fontWeightBold' : 'fontWeightRegular' }}
    >
      {name}
    </Link>
  );
}

const columns: GridColDef<InboxItem>[] = [
  // The name first: on a phone it is the column that shows without scrolling.
  {
    field: 'name',
    headerName: copy.columns.name,
    flex: 1,
    minWidth: 170,
    sortable: false,
    valueGetter: (_value, row) => displayName(row),
    renderCell: (params) => <NameCell {...params} />,
  },
  {
    field: 'kind',
    headerName: copy.columns.kind,
    width: 140,
    sortable: false,
    valueFormatter: (value: InboxItem['kind']) => staffCopy.kinds[value],
  },
  {
    field: 'status',
    headerName: copy.columns.status,
    width: 110,
    sortable: false,
    renderCell: ({ row }: GridRenderCellParams<InboxItem>) => <StatusChip status={row.status} />,
  },
  {
    field: 'received_at',
    headerName: copy.columns.received,
    width: 180,
    sortable: false,
    valueFormatter: (value: string) => formatReceived(value),
  },
  {
    field: 'orgnization_name',
    headerName: copy.columns.organization,
    flex: 1,
    minWidth: 160,
    sortable: false,
  },
  {
    field: 'orgnization_email',
    headerName: copy.columns.email,
    flex: 1,
    minWidth: 210,
    sortable: false,
  },
];

interface InboxGridProps {
  rows: InboxItem[];
  loading: boolean;
  page: number;
  hasNextPage: boolean;
  emptyText: string;
  onPageChange: (page: number) => void;
}

/**
 * The list as MUI X's Data Grid (MIT edition), paged by the server: the grid knows only the
 * current page and whether another follows, as the API pages by cursor.
 */
export function InboxGrid({
  rows,
  loading,
  page,
  hasNextPage,
  emptyText,
  onPageChange,
}: InboxGridProps) {
  const seen = page * inboxPageSize + rows.length;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        aria-label={copy.gridLabel}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading}
        autoHeight
        density="standard"
        disableColumnMenu
        disableColumnFilter
        disableColumnSelector
        disableRowSelectionOnClick
        paginationMode="server"
        rowCount={hasNextPage ? -1 : seen}
        paginationMeta={{ hasNextPage }}
        paginationModel={{ page, pageSize: inboxPageSize }}
        pageSizeOptions={[inboxPageSize]}
        onPaginationModelChange={(model) => {
          onPageChange(model.page);
        }}
        slots={{
          noRowsOverlay: () => (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
              <Typography color="text.secondary">{emptyText}</Typography>
            </Box>
          ),
        }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
