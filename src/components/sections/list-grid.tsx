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

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * A list laid out as a responsive grid: the one place that turns a list into columns, for cards,
 * tiles, features, benefits, values and counters. The list keeps its semantics (a screen reader
 * announces "list, 4 items") while looking like a grid.
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
  const sm = columns.sm ?? columns.xs;
  const md = columns.md ?? sm;
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
          gridTemplateColumns: { xs: track(columns.xs), sm: track(sm), md: track(md) },
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
