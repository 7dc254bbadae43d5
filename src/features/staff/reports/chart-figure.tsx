import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AxisValueFormatterContext, XAxis } from '@mui/x-charts/models';
import { useId, useState, type ReactNode } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { DisclosureButton } from '../ui/disclosure-button';

const copy = staffCopy.reports;

/**
 * What every chart of the reports shares. Its drawing is hidden from screen readers (the
 * figure's caption and table carry the figures), so it takes no keyboard focus either.
 */
export const chartProps = { height: 260, disableKeyboardNavigation: true } as const;

/**
 * The horizontal axis of a chart over named places in order (days, builds): points for lines,
 * bands for bars, each label written by `label` (which may say more in the tooltip).
 */
export function categoryAxis(
  scaleType: 'point' | 'band',
  data: readonly string[],
  label: (value: string, context: AxisValueFormatterContext) => string,
): XAxis<'point' | 'band', string>[] {
  return [{ scaleType, data: [...data], valueFormatter: label }];
}

interface ChartFigureProps {
  /** What the chart shows, in sentences: read by everyone, and all a screen reader needs. */
  summary: ReactNode;
  /** The chart itself: a picture of the summary and the table, so screen readers skip it. */
  chart: ReactNode;
  /** The same figures as a table, shown on request. */
  table: ReactNode;
}

/**
 * A chart with its alternatives: the trend in words above it (the figure's caption, so its
 * accessible name), and a "Show as table" button that reveals every figure it draws (for a
 * screen reader, a keyboard or anyone who wants exact numbers).
 */
export function ChartFigure({ summary, chart, table }: ChartFigureProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {/* The figure is named by its caption; the drawing adds nothing a screen reader can use
          that the caption and the table do not say. */}
      <Box aria-hidden="true" sx={{ minWidth: 0 }}>
        {chart}
      </Box>
      <div>
        <DisclosureButton
          size="small"
          variant="outlined"
          expanded={tableShown}
          controls={tableId}
          onExpandedChange={setTableShown}
        >
          {tableShown ? copy.hideTable : copy.showTable}
        </DisclosureButton>
      </div>
      <Box id={tableId} hidden={!tableShown} sx={{ minWidth: 0 }}>
        {tableShown && table}
      </Box>
    </Box>
  );
}
