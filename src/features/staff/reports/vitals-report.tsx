import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { staffCopy } from '@/content/staff';
import {
  viewportClasses,
  vitalNames,
  type ViewportClass,
  type VitalName,
  type VitalRow,
} from '@/shared/insights/reports';
import { formatCount } from './report-format';
import { ReportGrid } from './report-grid';
import { ReportSection } from './report-section';
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
}

/** The API's one row per page, screen and measure, turned into one row per page and screen. */
export function vitalsByPage(vitals: readonly VitalRow[]): VitalsRow[] {
  const rows = new Map<string, VitalsRow>();
  for (const vital of vitals) {
    const id = `${vital.route}\n${vital.viewport}`;
    const row = rows.get(id) ?? {
      id,
      route: vital.route,
      viewport: vital.viewport,
      p75: {},
      samples: 0,
    };
    row.p75[vital.metric] = vital.p75;
    row.samples = Math.max(row.samples, vital.samples);
    rows.set(id, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.route.localeCompare(b.route) ||
      viewportClasses.indexOf(a.viewport) - viewportClasses.indexOf(b.viewport),
  );
}

const columns: GridColDef<VitalsRow>[] = [
  { field: 'route', headerName: copy.page, flex: 1, minWidth: 130 },
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
    field: 'samples',
    headerName: copy.samples,
    type: 'number',
    width: 140,
    valueFormatter: formatCount,
  },
];

/** p75 of every speed measure per page and class of screen, each rated in colour and words. */
export function VitalsReport({ vitals }: { vitals: readonly VitalRow[] }) {
  return (
    <ReportSection id="reports-vitals" heading={copy.heading} lead={copy.lead}>
      <ReportGrid
        label={copy.gridLabel}
        rows={vitalsByPage(vitals)}
        columns={columns}
        getRowId={(row) => row.id}
        // By page, each page's screens together (phone, tablet, desktop).
        sortBy="route"
        sortDirection="asc"
        emptyText={copy.none}
      />
    </ReportSection>
  );
}
