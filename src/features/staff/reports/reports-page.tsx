import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { staffCopy } from '@/content/staff/staff-copy';
import { isRefusedByRole, StaffApiError } from '../api/staff-client';
import type { ReportsResponse } from '@/shared/analytics/reports';
import { useAccess, useCompanyTimeZone, useReports } from '../api/queries';
import { BuildsReport } from './builds-report';
import { DailyChart } from './daily-charts';
import { FunnelsReport } from './funnels-report';
import { JobsReport } from './jobs-report';
import { PagesReport } from './pages-report';
import { RangePicker } from './range-picker';
import { formatDay } from './report-format';
import { dayIn, presetRange, rangeParams, readRange } from './report-range';
import { TotalsReport } from './totals-report';
import { SourcesReport } from './sources-report';
import { VitalsReport } from './vitals-report';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { LoadErrorAlert } from '../ui/load-error-alert';

const copy = staffCopy.reports;

/**
 * The speed and deploy parts, for whoever maintains the site: under a heading of their own, after
 * everything a marketer reads.
 */
function TechnicalReports({
  report,
  timeZone,
}: {
  report: ReportsResponse;
  timeZone: string | undefined;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="reports-technical"
      sx={{
        display: 'grid',
        gap: 3,
        minWidth: 0,
        mt: 3,
        pt: 4,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <div>
        <Typography id="reports-technical" variant="h2" sx={{ typography: 'h3' }}>
          {copy.technical.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: '75ch' }}>
          {copy.technical.lead}
        </Typography>
      </div>
      <VitalsReport vitals={report.vitals} lostTaps={report.lostTaps} />
      <BuildsReport builds={report.builds} lostTaps={report.lostTaps} timeZone={timeZone} />
    </Box>
  );
}

function Reports({ report, timeZone }: { report: ReportsResponse; timeZone: string | undefined }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <TotalsReport totals={report.totals} previous={report.previous} />
      {report.totals.views === 0 ? (
        <Alert severity="info" role="status">
          <Typography sx={{ fontWeight: 'fontWeightBold' }}>{copy.empty}</Typography>
          {copy.emptyHint}
        </Alert>
      ) : (
        <>
          <DailyChart kind="traffic" daily={report.daily} />
          <DailyChart kind="conversions" daily={report.daily} />
          <PagesReport pages={report.pages} totals={report.totals} jobPages={report.jobPages} />
          <SourcesReport sources={report.sources} />
          <FunnelsReport funnels={report.funnels} />
          <JobsReport jobs={report.jobs} />
          <TechnicalReports report={report} timeZone={timeZone} />
        </>
      )}
    </Box>
  );
}

/**
 * /staff/reports: what the site does for the company over a range of days (in the address bar,
 * so a report can be bookmarked): totals against the period before, visitors and conversions
 * per day, top pages by name, sources, funnels and jobs; then, under "Technical", real visitors'
 * speed per page and per deploy. Every chart has its figures in words and as a table. Its days are the
 * company's, as the server counts them.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const company = useCompanyTimeZone();
  const today = dayIn(new Date(), company.timeZone);
  const range = readRange(params, today);
  const access = useAccess();
  // Asked for once the company's today is known, not first for the browser's and then again;
  // and only by a role that opens the reports (another is told so without a refused request).
  const reports = useReports(range.from, range.to, company.settled && access?.reports === true);
  const refused = access?.reports === false || isRefusedByRole(reports.error);
  const report = reports.data;
  const showing = report ?? range;

  return (
    <StaffPageFrame
      refused={refused}
      width="lg"
      title={copy.title}
      heading={copy.heading}
      lead={copy.lead}
      leadMeasure
    >
      <RangePicker
        range={range}
        today={today}
        onPreset={(days) => {
          setParams(rangeParams(presetRange(days, today)));
        }}
        onCustom={(from, to) => {
          setParams(rangeParams({ kind: 'custom', from, to }));
        }}
      />
      <Typography
        component="p"
        variant="subtitle1"
        role="status"
        sx={{ mt: 2, mb: 1, fontWeight: 'fontWeightMedium' }}
      >
        {copy.showing(formatDay(showing.from), formatDay(showing.to))}
      </Typography>
      <Box sx={{ height: 4, mb: 2 }}>
        {reports.isFetching && <LinearProgress aria-label={copy.loading} />}
      </Box>
      {reports.isError && (
        <LoadErrorAlert
          sx={{ mb: 3 }}
          onRetry={() => {
            void reports.refetch();
          }}
        >
          {copy.loadFailed}
          {reports.error instanceof StaffApiError &&
            reports.error.status === 400 &&
            reports.error.serverMessage &&
            ` ${reports.error.serverMessage}`}
        </LoadErrorAlert>
      )}
      {reports.isPending && <Typography role="status">{copy.loading}</Typography>}
      {report && !reports.isError && <Reports report={report} timeZone={company.timeZone} />}
    </StaffPageFrame>
  );
}
