import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';

export interface FiguresColumn<Row> {
  key: string;
  header: string;
  /** The cell's content; the first column is the row's header. */
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface FiguresTableProps<Row> {
  caption: string;
  columns: readonly FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A plain table of figures: the alternative to a chart, or a short list where a data grid would
 * be more than it needs. Scrolls sideways inside itself on a narrow screen, never the page.
 */
export function FiguresTable<Row>({ caption, columns, rows, rowKey }: FiguresTableProps<Row>) {
  return (
    // Focusable so that a keyboard can scroll it when it is wider than the screen; a group, not
    // a region, so that it does not add a landmark named like its section.
    <TableContainer tabIndex={0} role="group" aria-label={caption} sx={{ maxWidth: '100%' }}>
      {/* A phone's width fits three or four columns once the cells give up some padding. */}
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ whiteSpace: column.numeric ? 'nowrap' : 'normal' }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
