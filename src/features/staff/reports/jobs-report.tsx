import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { defaultFilter, filterQuery } from '../api/staff-client';
import type { JobReportRow, JobSourceRow } from '@/shared/analytics/job-report';
import { formatCount, formatPercent } from './report-format';
import { narrowColumns, ReportGrid } from './report-grid';
import { ReportSection } from './report-section';
import { SecondLine, WithBreaks } from './second-line';

const copy = staffCopy.reports.jobs;

/** The inbox showing the applications made for one job (by its id, as the inbox filters). */
export function jobInboxHref(id: number): string {
  return `${paths.staffInbox.href()}${filterQuery({ ...defaultFilter, job: String(id) })}`;
}

/** A conversion, or "None" when the step before had nothing to convert. */
const formatShare = (share: number | null) => (share === null ? copy.noBase : formatPercent(share));

function JobName({ title, detail }: { title: string; detail: string }) {
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        <WithBreaks text={title} />
      </Typography>
      <SecondLine>{detail}</SecondLine>
    </span>
  );
}

/**
 * Job, views, applications and hires first: on a phone they fill the screen, and the
 * conversions, days to fill and visitors follow to the right.
 */
const jobColumns: GridColDef<JobReportRow>[] = [
  {
    field: 'title',
    headerName: copy.job,
    ...narrowColumns.name,
    renderCell: ({ row }: GridRenderCellParams<JobReportRow>) => (
      <JobName
        title={row.title}
        detail={copy.detail(copy.states[row.state], row.referenceNumber)}
      />
    ),
  },
  { field: 'views', headerName: copy.views, ...narrowColumns.shortCount },
  { field: 'applications', headerName: copy.applications, ...narrowColumns.count, minWidth: 100 },
  { field: 'hires', headerName: copy.hires, ...narrowColumns.shortCount },
  {
    field: 'viewsToApplications',
    headerName: copy.viewsToApplications,
    ...narrowColumns.percent,
    minWidth: 124,
    valueFormatter: formatShare,
  },
  {
    field: 'applicationsToHires',
    headerName: copy.applicationsToHires,
    ...narrowColumns.percent,
    minWidth: 150,
    valueFormatter: formatShare,
  },
  {
    field: 'daysToFill',
    headerName: copy.daysToFill,
    ...narrowColumns.count,
    minWidth: 100,
    valueFormatter: (days: number | null, row: JobReportRow) =>
      days !== null ? formatCount(days) : row.state === 'closed' ? copy.notFilled : copy.notClosed,
  },
  { field: 'visitors', headerName: copy.visitors, ...narrowColumns.count },
  {
    field: 'inbox',
    headerName: copy.inbox,
    width: 170,
    sortable: false,
    renderCell: ({ row, tabIndex }: GridRenderCellParams<JobReportRow>) => (
      <Link
        component={RouterLink}
        to={jobInboxHref(row.id)}
        tabIndex={tabIndex}
        aria-label={copy.openInboxLabel(row.title)}
      >
        {copy.openInbox}
      </Link>
    ),
  },
];

/** One job's applications from one source and campaign. */
interface SourceOfHire extends JobSourceRow {
  job: JobReportRow;
}

const sourceColumns: GridColDef<SourceOfHire>[] = [
  {
    field: 'job',
    headerName: copy.sources.job,
    ...narrowColumns.name,
    valueGetter: (_value: never, row: SourceOfHire) => row.job.title,
    renderCell: ({ row }: GridRenderCellParams<SourceOfHire>) => (
      <JobName title={row.job.title} detail={row.job.referenceNumber} />
    ),
  },
  {
    field: 'source',
    headerName: copy.sources.source,
    ...narrowColumns.name,
    valueGetter: (_value: never, row: SourceOfHire) => row.source ?? copy.sources.unknown,
    renderCell: ({ row, value }: GridRenderCellParams<SourceOfHire, string>) => (
      <span>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          <WithBreaks text={value ?? copy.sources.unknown} />
        </Typography>
        {row.kind === null ? (
          <SecondLine>{copy.sources.unknownDetail}</SecondLine>
        ) : (
          row.campaign && <SecondLine>{copy.sources.campaign(row.campaign)}</SecondLine>
        )}
      </span>
    ),
  },
  {
    field: 'applications',
    headerName: copy.sources.applications,
    ...narrowColumns.count,
    minWidth: 100,
  },
  { field: 'hires', headerName: copy.sources.hires, ...narrowColumns.shortCount },
];

const sourceKey = (row: SourceOfHire) =>
  JSON.stringify([row.job.id, row.kind, row.source, row.campaign]);

/** The jobs' figures in one sentence: what a reader takes from the table at a glance. */
export function jobsSummary(jobs: readonly JobReportRow[]): string {
  const figure = (count: number): [number, string] => [count, formatCount(count)];
  const sum = (key: 'views' | 'applications' | 'hires') =>
    figure(jobs.reduce((total, row) => total + row[key], 0));
  return copy.summary({
    jobs: figure(jobs.length),
    views: sum('views'),
    applications: sum('applications'),
    hires: sum('hires'),
  });
}

/**
 * Per job, the path from the visitors who saw its page to its applicants and hires, and the
 * sources its applications and hires came from.
 */
export function JobsReport({ jobs }: { jobs: readonly JobReportRow[] }) {
  const sources = jobs.flatMap((job) => job.sources.map((source) => ({ ...source, job })));
  return (
    <ReportSection id="reports-jobs" heading={copy.heading} lead={copy.lead}>
      {jobs.length > 0 && <Typography>{jobsSummary(jobs)}</Typography>}
      <ReportGrid
        label={copy.gridLabel}
        emptyText={copy.none}
        rows={jobs}
        columns={jobColumns}
        getRowId={(row) => String(row.id)}
      />
      <div>
        <Typography id="reports-jobs-sources" variant="h3" sx={{ typography: 'h6' }}>
          {copy.sources.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {copy.sources.lead}
        </Typography>
      </div>
      <ReportGrid
        label={copy.sources.gridLabel}
        emptyText={copy.sources.none}
        rows={sources}
        columns={sourceColumns}
        getRowId={sourceKey}
      />
    </ReportSection>
  );
}
