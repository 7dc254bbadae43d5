import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import type { InboxItem, SubmissionKind } from '@/shared/staff/api-types';
import { describeSpamReasons, displayName, formatReceived } from '../ui/format';
import { StageChip } from '../ui/stage-chip';

const copy = staffCopy.inbox;
/** The server's page size: one grid page is one page of the API. */
export const inboxPageSize = 50;

/** A link to the entry that brings Back to this list, with its filter and search. */
export function EntryLink({ row, tabIndex }: { row: InboxItem; tabIndex?: 0 | -1 }) {
  const location = useLocation();
  const name = displayName(row);
  return (
    <Link
      component={RouterLink}
      to={paths.staffSubmission.href(row.id)}
      state={{ from: `${location.pathname}${location.search}` }}
      tabIndex={tabIndex}
      aria-label={copy.openEntry(name)}
      sx={{ fontWeight: row.stage === 'new' && !row.spam ? 'fontWeightBold' : 'fontWeightRegular' }}
    >
      <bdi>{name}</bdi>
    </Link>
  );
}

function columnsFor(
  spamFolder: boolean,
  assignees: ReadonlyMap<number, string>,
  kinds: readonly SubmissionKind[],
): GridColDef<InboxItem>[] {
  const columns: GridColDef<InboxItem>[] = [
    // The name first: it is the column that shows without scrolling.
    {
      field: 'name',
      headerName: copy.columns.name,
      flex: 1,
      minWidth: 170,
      sortable: false,
      valueGetter: (_value, row) => displayName(row),
      renderCell: ({ row, tabIndex }: GridRenderCellParams<InboxItem>) => (
        <EntryLink row={row} tabIndex={tabIndex} />
      ),
    },
    {
      field: 'kind',
      headerName: copy.columns.kind,
      width: 140,
      sortable: false,
      valueFormatter: (value: InboxItem['kind']) => staffCopy.kinds[value],
    },
    {
      field: 'position',
      headerName: copy.columns.job,
      width: 170,
      sortable: false,
      renderCell: ({ row }: GridRenderCellParams<InboxItem>) => <bdi>{row.position ?? ''}</bdi>,
    },
    {
      field: 'stage',
      headerName: copy.columns.stage,
      width: 150,
      sortable: false,
      renderCell: ({ row }: GridRenderCellParams<InboxItem>) => (
        <StageChip stage={row.stage} spam={row.spam && !spamFolder} />
      ),
    },
  ];
  if (spamFolder) {
    columns.push({
      field: 'spam_reasons',
      headerName: copy.columns.flagged,
      flex: 1,
      minWidth: 220,
      sortable: false,
      valueFormatter: (value: string[]) =>
        describeSpamReasons(value) || staffCopy.entry.noSpamSignals,
    });
  }
  columns.push(
    {
      field: 'assignee_id',
      headerName: copy.columns.assignee,
      width: 200,
      sortable: false,
      valueFormatter: (value: number | null) =>
        value === null ? '' : (assignees.get(value) ?? copy.formerStaff),
    },
    {
      field: 'received_at',
      headerName: copy.columns.received,
      width: 180,
      sortable: false,
      valueFormatter: (value: string) => formatReceived(value),
    },
  );
  // A role of one kind needs no column of kinds, and only applications have a job.
  return columns.filter(
    (column) =>
      (column.field !== 'kind' || kinds.length > 1) &&
      (column.field !== 'position' || kinds.includes('apply')),
  );
}

/** One page of the list, as the grid and the phone's cards both show it. */
export interface InboxListProps {
  rows: InboxItem[];
  page: number;
  hasNextPage: boolean;
  emptyText: string;
  spamFolder: boolean;
  /** Staff accounts' e-mail addresses by id, for who an entry is assigned to. */
  assignees: ReadonlyMap<number, string>;
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
  spamFolder,
  assignees,
  onPageChange,
  kinds,
}: InboxListProps & { loading: boolean; kinds: readonly SubmissionKind[] }) {
  const seen = page * inboxPageSize + rows.length;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        aria-label={copy.gridLabel}
        rows={rows}
        columns={columnsFor(spamFolder, assignees, kinds)}
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
