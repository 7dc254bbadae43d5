import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { staffJobReportCopy as copy } from '@/content/staff/job-report';
import type { JobReportRow, JobSourceRow } from '@/shared/analytics/job-report';
import { formatCount, formatPercent } from './report-format';
import { narrowColumns, ReportGrid } from './report-grid';
import { ReportSection } from './report-section';
import { SecondLine, WithBreaks } from './second-line';

/** A name with its quieter line under it: a job's state and reference, a source's campaign. */
function NameAndDetail({ name, detail }: { name: string; detail: string | null }) {
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        <WithBreaks text={name} />
      </Typography>
      {detail && <SecondLine>{detail}</SecondLine>}
    </span>
  );
}

/** A conversion, or "None" when the step before had nothing to convert. */
const share = {
  ...narrowColumns.percent,
  valueFormatter: (value: number | null) => (value === null ? copy.none : formatPercent(value)),
};

const count = { ...narrowColumns.count, minWidth: 100 };

/** What names a job in a row: its title, state and reference number. */
type JobNamed = Pick<JobReportRow, 'title' | 'state' | 'referenceNumber'>;

/** The job's name; with its state and reference under it in the jobs' own grid. */
function jobColumn<Row extends JobNamed>(detailed: boolean): GridColDef<Row> {
  return {
    field: 'title',
    headerName: copy.job,
    ...narrowColumns.name,
    ...(detailed ? {} : { minWidth: 100 }),
    renderCell: ({ row }: GridRenderCellParams<Row>) => (
      <NameAndDetail
        name={row.title}
        detail={detailed ? `${copy.states[row.state]} · ${row.referenceNumber}` : null}
      />
    ),
  };
}

/**
 * Job, views, applications and hires first: on a phone they fill the screen, and the
 * conversions, days to fill and visitors follow to the right.
 */
const jobColumns: GridColDef<JobReportRow>[] = [
  jobColumn(true),
  { field: 'views', headerName: copy.views, ...narrowColumns.shortCount },
  { field: 'applications', headerName: copy.applications, ...count },
  { field: 'hires', headerName: copy.hires, ...narrowColumns.shortCount },
  { field: 'viewsToApplications', headerName: copy.viewsToApplications, ...share },
  { field: 'applicationsToHires', headerName: copy.applicationsToHires, ...share },
  {
    field: 'daysToFill',
    headerName: copy.daysToFill,
    ...count,
    // Only a closed job with a hire has one; the lead says so.
    valueFormatter: (days: number | null) => (days === null ? copy.none : formatCount(days)),
  },
  { field: 'visitors', headerName: copy.visitors, ...narrowColumns.count },
];

/** One job's applications from one source and campaign. */
type SourceOfHire = JobSourceRow & JobNamed & { id: number };

const sourceColumns: GridColDef<SourceOfHire>[] = [
  jobColumn(false),
  {
    field: 'source',
    headerName: copy.sources.source,
    ...narrowColumns.name,
    minWidth: 110,
    renderCell: ({ row }: GridRenderCellParams<SourceOfHire>) => (
      <NameAndDetail
        name={row.source ?? copy.sources.unknown}
        detail={row.campaign && copy.sources.campaign(row.campaign)}
      />
    ),
  },
  // Hires before applications: on a phone the source of hire is what fits beside the names.
  { field: 'hires', headerName: copy.hires, ...narrowColumns.shortCount },
  { field: 'applications', headerName: copy.applications, ...count, minWidth: 88 },
];

/**
 * Per job, the path from the visitors who saw its page to its applicants and hires, and the
 * sources its applications and hires came from.
 */
export function JobsReport({ jobs }: { jobs: readonly JobReportRow[] }) {
  const sources = jobs.flatMap(({ id, title, state, referenceNumber, ...job }) =>
    job.sources.map((source): SourceOfHire => ({ ...source, id, title, state, referenceNumber })),
  );
  return (
    <ReportSection id="reports-jobs" heading={copy.heading} lead={copy.lead}>
      <ReportGrid
        label={copy.heading}
        emptyText={copy.empty}
        rows={jobs}
        columns={jobColumns}
        getRowId={(row) => String(row.id)}
      />
      <Typography variant="h3" sx={{ typography: 'h6' }}>
        {copy.sources.heading}
      </Typography>
      <ReportGrid
        label={copy.sources.heading}
        emptyText={copy.sources.empty}
        rows={sources}
        columns={sourceColumns}
        getRowId={(row) => JSON.stringify([row.id, row.kind, row.source, row.campaign])}
      />
    </ReportSection>
  );
}
