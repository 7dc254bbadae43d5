import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { staffCopy } from '@/content/staff';

const copy = staffCopy.reports;

interface ChartFigureProps {
  /** What the chart shows, in sentences: read by everyone, and all a screen reader needs. */
  summary: ReactNode;
  /** The chart itself; it repeats the summary as its own title and description. */
  chart: ReactNode;
  /** The same figures as a table, shown on request. */
  table: ReactNode;
}

/**
 * A chart with its alternatives: the trend in words above it, and a "Show as table" button that
 * reveals every figure it draws (for a screen reader, a keyboard or anyone who wants exact
 * numbers).
 */
export function ChartFigure({ summary, chart, table }: ChartFigureProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{chart}</Box>
      <div>
        <Button
          size="small"
          variant="outlined"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => {
            setTableShown((shown) => !shown);
          }}
        >
          {tableShown ? copy.hideTable : copy.showTable}
        </Button>
      </div>
      <Box id={tableId} hidden={!tableShown} sx={{ minWidth: 0 }}>
        {tableShown && table}
      </Box>
    </Box>
  );
}
