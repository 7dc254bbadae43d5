import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { staffCopy } from '@/content/staff/staff-copy';
import { type LostTapsRow, type VitalRow } from '@/shared/analytics/reports';
import {
  viewportClasses,
  vitalNames,
  type ViewportClass,
  type VitalName,
} from '@/shared/analytics/measures';
import { nameRoute } from './page-names';
import { formatCount } from './report-format';
import { GridReport } from './report-grid';
import { SecondLine, WithBreaks } from './second-line';
import { VitalValue } from './vital-value';

const copy = staffCopy.reports.vitals;

/** One page on one class of screen, with the p75 of each measure it has. */
export interface VitalsRow {
  id: string;
  route: string;
  viewport: ViewportClass;
  p75: Partial<Record<VitalName, number>>;
  /** The most visits any of its measures rests on. */
  samples: number;
  /** Presses the page never acted on, every build together. */
  lost: number;
}

/**
 * The API's one row per page, screen and measure (and per build, for lost taps), turned into one
 * row per page and screen.
 */
export function vitalsByPage(
  vitals: readonly VitalRow[],
  lostTaps: readonly LostTapsRow[] = [],
): VitalsRow[] {
  const rows = new Map<string, VitalsRow>();
  const rowOf = (route: string, viewport: ViewportClass) => {
    const id = `${route}\n${viewport}`;
    const row = rows.get(id) ?? { id, route, viewport, p75: {}, samples: 0, lost: 0 };
    rows.set(id, row);
    return row;
  };
  for (const vital of vitals) {
    const row = rowOf(vital.route, vital.viewport);
    row.p75[vital.metric] = vital.p75;
    row.samples = Math.max(row.samples, vital.samples);
  }
  for (const lost of lostTaps) rowOf(lost.route, lost.viewport).lost += lost.lost;
  return [...rows.values()].sort(
    (a, b) =>
      a.route.localeCompare(b.route) ||
      viewportClasses.indexOf(a.viewport) - viewportClasses.indexOf(b.viewport),
  );
}

const columns: GridColDef<VitalsRow>[] = [
  {
    field: 'route',
    headerName: copy.page,
    flex: 1,
    minWidth: 130,
    // Sorted and searched by name, as it reads; the route stays under it for whoever fixes it.
    valueGetter: (route: string) => nameRoute(route),
    renderCell: ({ row, value }: GridRenderCellParams<VitalsRow, string>) => (
      <span>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {value}
        </Typography>
        {value !== row.route && (
          <SecondLine>
            <WithBreaks text={row.route} />
          </SecondLine>
        )}
      </span>
    ),
  },
  {
    field: 'viewport',
    headerName: copy.viewport,
    width: 90,
    valueFormatter: (viewport: ViewportClass) => staffCopy.reports.viewports[viewport],
  },
  ...vitalNames.map((metric): GridColDef<VitalsRow> => ({
    field: metric,
    headerName: staffCopy.reports.metrics[metric],
    description: staffCopy.reports.metricNames[metric],
    type: 'number',
    width: 190,
    align: 'left',
    headerAlign: 'left',
    valueGetter: (_value, row) => row.p75[metric] ?? null,
    renderCell: ({ row }: GridRenderCellParams<VitalsRow>) => {
      const value = row.p75[metric];
      return value === undefined ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {copy.notMeasured}
        </Typography>
      ) : (
        <VitalValue metric={metric} value={value} />
      );
    },
  })),
  {
    field: 'lost',
    headerName: copy.lostTaps,
    description: copy.lostTapsName,
    type: 'number',
    width: 190,
    align: 'left',
    headerAlign: 'left',
    renderCell: ({ row }: GridRenderCellParams<VitalsRow>) => <LostTaps lost={row.lost} />,
  },
  {
    field: 'samples',
    headerName: copy.samples,
    type: 'number',
    width: 140,
    valueFormatter: formatCount,
  },
];

/** A count of lost taps: none, or how many with a word that asks for a look. */
function LostTaps({ lost }: { lost: number }) {
  if (lost === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {copy.lostTapsNone}
      </Typography>
    );
  }
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
    >
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(lost)}
      </Box>
      <Chip size="small" color="error" label={copy.lostTapsCheck} component="span" />
    </Box>
  );
}

/** The lost taps of a range in one sentence: how many, and where most of them were. */
export function describeLostTaps(rows: readonly VitalsRow[]): string | undefined {
  const total = rows.reduce((sum, row) => sum + row.lost, 0);
  const worst = rows.reduce<VitalsRow | undefined>(
    (most, row) => (row.lost > (most?.lost ?? 0) ? row : most),
    undefined,
  );
  if (total === 0 || !worst) return undefined;
  const where = `${nameRoute(worst.route)} (${staffCopy.reports.viewports[worst.viewport].toLowerCase()})`;
  return copy.lostTapsWarning(`${formatCount(total)} ${total === 1 ? 'press' : 'presses'}`, where);
}

/**
 * p75 of every speed measure per page and class of screen, each rated in colour and words, with
 * the presses each page never acted on; any such press is called out above the table.
 */
export function VitalsReport({
  vitals,
  lostTaps,
}: {
  vitals: readonly VitalRow[];
  lostTaps: readonly LostTapsRow[];
}) {
  const rows = vitalsByPage(vitals, lostTaps);
  const lost = describeLostTaps(rows);
  return (
    <GridReport
      id="reports-vitals"
      copy={copy}
      // Part of the report, read in its place: not an alert that interrupts.
      notice={
        lost && (
          <Alert severity="error" role="note">
            {lost}
          </Alert>
        )
      }
      level={3}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      // By page, each page's screens together (phone, tablet, desktop).
      sortBy="route"
      sortDirection="asc"
    />
  );
}
