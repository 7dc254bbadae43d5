/**
 * The one table format of the benchmarks: GitHub Markdown, padded the way Prettier pads it, so
 * a table printed by `npm run bench` can be pasted into the README as it is and stays unchanged
 * by `npm run format`. Numbers are right-aligned (the alignment row says so, too).
 */

export interface Column {
  title: string;
  /** Left for labels (the default), right for figures. */
  align?: 'left' | 'right';
}

/** Accepts a plain title for a left-aligned column. */
export type ColumnSpec = string | Column;

function columnOf(spec: ColumnSpec): Required<Column> {
  return typeof spec === 'string'
    ? { title: spec, align: 'left' }
    : { title: spec.title, align: spec.align ?? 'left' };
}

/** A pipe inside a cell would split it in two. */
function escapeCell(cell: string): string {
  return cell.replace(/\|/g, '\\|');
}

export function markdownTable(
  specs: readonly ColumnSpec[],
  rows: readonly (readonly string[])[],
): string {
  const columns = specs.map(columnOf);
  const body = rows.map((row) => columns.map((_, index) => escapeCell(row[index] ?? '')));
  const header = columns.map((column) => escapeCell(column.title));
  const widths = columns.map((_, index) =>
    Math.max(
      header[index]?.length ?? 0,
      // The alignment row needs three characters at least: "---" or "--:".
      3,
      ...body.map((cells) => cells[index]?.length ?? 0),
    ),
  );
  const pad = (cell: string, index: number) => {
    const width = widths[index] ?? 0;
    return columns[index]?.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
  };
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = columns.map((column, index) => {
    const width = widths[index] ?? 3;
    return column.align === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width);
  });
  return [line(header), `| ${rule.join(' | ')} |`, ...body.map(line)].join('\n');
}

/** Figures as the tables print them: thousands separated, a fixed number of decimals. */
export function formatNumber(value: number | undefined, decimals = 0): string {
  if (value === undefined || Number.isNaN(value)) return 'n/a';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** Bytes as kilobytes of 1000 bytes, the unit of the budgets. */
export function formatKb(bytes: number): string {
  return `${formatNumber(bytes / 1000, 1)} KB`;
}
