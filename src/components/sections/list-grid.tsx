import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { mergeSx } from '../common/merge-sx';

/** Columns of the grid from each breakpoint up; a missing breakpoint keeps the one below it. */
export interface GridColumns {
  xs: number;
  sm?: number;
  md?: number;
}

interface ListGridProps<Item> {
  items: readonly Item[];
  /** A stable key of each item (its title, slug or id). */
  itemKey: (item: Item) => string;
  /** What goes inside each list item. */
  renderItem: (item: Item, index: number) => ReactNode;
  columns: GridColumns;
  /** A numbered list (<ol>) where the order means something, as in numbered benefits. */
  ordered?: boolean;
  /** Space between cells, in theme spacing units; rows and columns apart through `sx`. */
  gap?: number | { xs: number; md: number };
  /** Styles of the list itself, after the grid's own. */
  sx?: SxProps<Theme>;
  /** Styles of every list item. */
  itemSx?: SxProps<Theme>;
}

type Breakpoint = keyof GridColumns;

/** One value for each breakpoint the grid knows, from a function of the breakpoint. */
function perBreakpoint<Value>(valueAt: (breakpoint: Breakpoint) => Value) {
  return { xs: valueAt('xs'), sm: valueAt('sm'), md: valueAt('md') };
}

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * The grid's CSS at each breakpoint. When the items do not fill the last row (five in three
 * columns), that row is centred instead of leaving a hole on one side: the grid gets two tracks
 * per column, every item spans two, and the first item of the short row starts as many tracks
 * in as the row is short. Cells keep the width they have in a plain grid.
 */
export function gridLayout(count: number, columns: GridColumns) {
  const sm = columns.sm ?? columns.xs;
  const cols = { xs: columns.xs, sm, md: columns.md ?? sm };
  const short = perBreakpoint((breakpoint) => count % cols[breakpoint]);
  const centred = perBreakpoint((breakpoint) => cols[breakpoint] > 1 && short[breakpoint] !== 0);
  /** The position (1-based) of the item that opens the short last row. */
  const opener = perBreakpoint((breakpoint) => count - short[breakpoint] + 1);
  const openers = new Set(
    (['xs', 'sm', 'md'] as const).filter((bp) => centred[bp]).map((bp) => opener[bp]),
  );
  const shortRows = Object.fromEntries(
    [...openers].map((nth) => [
      `& > li:nth-of-type(${nth})`,
      {
        // Where this item does not open a short row, it goes where the grid puts it.
        gridColumnStart: perBreakpoint((bp) =>
          centred[bp] && opener[bp] === nth ? cols[bp] - short[bp] + 1 : 'auto',
        ),
      },
    ]),
  );
  return {
    gridTemplateColumns: perBreakpoint((bp) => track(centred[bp] ? cols[bp] * 2 : cols[bp])),
    // The span sits on the end line, so a start line set for the short row keeps it.
    '& > li': { gridColumnEnd: perBreakpoint((bp) => (centred[bp] ? 'span 2' : 'auto')) },
    ...shortRows,
  };
}

/**
 * A list laid out as a responsive grid: the one place that turns a list into columns, for cards,
 * tiles, features, benefits, values and counters. The list keeps its semantics (a screen reader
 * announces "list, 4 items") while looking like a grid, and no width leaves a lone cell beside
 * a hole: a last row that is not full is centred.
 */
export function ListGrid<Item>({
  items,
  itemKey,
  renderItem,
  columns,
  ordered = false,
  gap = { xs: 3, md: 4 },
  sx,
  itemSx,
}: ListGridProps<Item>) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={mergeSx(
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap,
          ...gridLayout(items.length, columns),
        },
        sx,
      )}
    >
      {items.map((item, index) => (
        <Box component="li" key={itemKey(item)} sx={itemSx}>
          {renderItem(item, index)}
        </Box>
      ))}
    </Box>
  );
}
