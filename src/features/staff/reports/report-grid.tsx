import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { formatCount } from './report-format';
import { ReportSection } from './report-section';

interface ReportGridProps<Row extends GridValidRowModel> {
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  getRowId: (row: Row) => string;
  /**
   * The column the rows are first sorted by; without it they stay in the order given (and no
   * header gives room to a sort arrow until a reader sorts).
   */
  sortBy?: string;
  /** Largest (or last in the alphabet) first unless told otherwise. */
  sortDirection?: 'asc' | 'desc';
  emptyText: string;
}

const pageSizes = [10, 25, 50];

/**
 * Widths that let a phone (360 px) show a name and three figures without scrolling sideways:
 * each figure as narrow as its heading (in the phone's smaller headings) and the cell's padding,
 * the name taking what is left, at least 120 px (the next column shows its edge, a sign that
 * there is more to the right); on a wider screen all of them share the room.
 */
export const narrowColumns = {
  name: { flex: 1, minWidth: 120 },
  /** "Visitors", the widest heading of a count. */
  count: { type: 'number', flex: 0.3, minWidth: 62, valueFormatter: formatCount },
  /** "Leads", "Visits", "Views". */
  shortCount: { type: 'number', flex: 0.3, minWidth: 52, valueFormatter: formatCount },
  /** "Conversion". */
  percent: { type: 'number', flex: 0.3, minWidth: 84 },
} as const;

/**
 * A table of the reports as MUI X's Data Grid (MIT edition): sortable by any figure, ten rows
 * a page, scrolling sideways inside itself on a narrow screen. On a phone it reaches the edges of
 * its card, so that the columns that matter fit.
 */
export function ReportGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  sortBy,
  sortDirection = 'desc',
  emptyText,
}: ReportGridProps<Row>) {
  return (
    <Box sx={{ minWidth: 0, mx: { xs: -2, sm: 0 } }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        autoHeight
        density="compact"
        disableColumnMenu
        disableColumnFilter
        disableColumnSelector
        disableRowSelectionOnClick
        // A page holds at most fifty rows: drawing them all keeps every row in the page's
        // text (find in page, a screen reader's table reading) at no visible cost.
        disableVirtualization
        getRowHeight={() => 'auto'}
        initialState={{
          sorting: {
            sortModel: sortBy === undefined ? [] : [{ field: sortBy, sort: sortDirection }],
          },
          pagination: { paginationModel: { pageSize: pageSizes[0] ?? 10 } },
        }}
        pageSizeOptions={pageSizes}
        slots={{
          noRowsOverlay: () => (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
              <Typography color="text.secondary">{emptyText}</Typography>
            </Box>
          ),
        }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-cell': { py: 1 },
          '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: { xs: 0.75, sm: 1.25 } },
          // A phone's headings a size smaller, so that the columns that matter fit beside the name.
          '& .MuiDataGrid-columnHeaderTitle': {
            typography: { xs: 'caption', sm: 'body2' },
            fontWeight: 'fontWeightMedium',
          },
          // Edge to edge in the card on a phone: a list of the card, not a box in a box.
          borderRadius: { xs: 0, sm: 1 },
          borderLeftWidth: { xs: 0, sm: 1 },
          borderRightWidth: { xs: 0, sm: 1 },
        }}
      />
    </Box>
  );
}

/** The words of a report that is one table. */
interface GridReportCopy {
  heading: string;
  lead: string;
  gridLabel: string;
  none: string;
}

/** A report that is one table: its section, heading and lead, what to notice first, the grid. */
export function GridReport<Row extends GridValidRowModel>({
  id,
  copy,
  notice,
  level,
  ...grid
}: { id: string; copy: GridReportCopy; notice?: ReactNode; level?: 2 | 3 } & Omit<
  ReportGridProps<Row>,
  'label' | 'emptyText'
>) {
  return (
    <ReportSection id={id} heading={copy.heading} lead={copy.lead} level={level}>
      {notice}
      <ReportGrid label={copy.gridLabel} emptyText={copy.none} {...grid} />
    </ReportSection>
  );
}
