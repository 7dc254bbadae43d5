import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { staffCopy } from '@/content/staff/staff-copy';
import type { Funnel, FunnelStep } from '@/shared/analytics/reports';
import { FiguresTable, type FiguresColumn } from './figures-table';
import { formatCount, formatPercent } from './report-format';
import { ReportSection } from './report-section';

const copy = staffCopy.reports.funnels;

interface StepFigures extends FunnelStep {
  index: number;
  /** Visitors of the step before who did not reach this one (null for the first step). */
  lost: number | null;
  lostShare: number | null;
  /** This step's visitors as a share of the first step's. */
  ofFirst: number;
}

/** Each step with what it lost since the one before and what it kept of the first. */
export function funnelFigures(steps: readonly FunnelStep[]): StepFigures[] {
  const first = steps[0]?.count ?? 0;
  return steps.map((step, index) => {
    const before = index === 0 ? undefined : steps[index - 1];
    const lost = before === undefined ? null : Math.max(0, before.count - step.count);
    return {
      ...step,
      index,
      lost,
      lostShare:
        before === undefined || lost === null ? null : before.count === 0 ? 0 : lost / before.count,
      ofFirst: first === 0 ? 0 : step.count / first,
    };
  });
}

const columns: FiguresColumn<StepFigures>[] = [
  { key: 'step', header: copy.step, cell: (row) => row.label },
  { key: 'visitors', header: copy.visitors, numeric: true, cell: (row) => formatCount(row.count) },
  {
    key: 'lost',
    header: copy.lost,
    numeric: true,
    cell: (row) =>
      row.lost === null || row.lostShare === null
        ? copy.start
        : copy.lostFigures(formatCount(row.lost), formatPercent(row.lostShare)),
  },
  {
    key: 'of-first',
    header: copy.ofFirst,
    numeric: true,
    cell: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
        {/* The share drawn as a bar: the figure beside it says the same in numbers. */}
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', sm: 'block' },
            width: 96,
            height: 8,
            borderRadius: 1,
            bgcolor: 'surface.muted',
            flexShrink: 0,
          }}
        >
          <Box
            sx={{
              width: `${String(Math.round(row.ofFirst * 100))}%`,
              height: '100%',
              borderRadius: 1,
              bgcolor: 'primary.main',
            }}
          />
        </Box>
        {formatPercent(row.ofFirst)}
      </Box>
    ),
  },
];

function FunnelTable({ funnel }: { funnel: Funnel }) {
  const figures = funnelFigures(funnel.steps);
  const first = figures[0];
  const last = figures[figures.length - 1];
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" sx={{ typography: 'subtitle1', fontWeight: 'fontWeightBold' }}>
        {funnel.label}
      </Typography>
      {first && last && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {copy.summary(
            funnel.label,
            formatCount(first.count),
            formatCount(last.count),
            formatPercent(last.ofFirst),
          )}
        </Typography>
      )}
      <FiguresTable
        caption={funnel.label}
        columns={columns}
        rows={figures}
        rowKey={(row) => String(row.index)}
      />
    </Box>
  );
}

/** The two funnels (an enquiry, an application), step by step, with the drop at each. */
export function FunnelsReport({ funnels }: { funnels: readonly Funnel[] }) {
  return (
    <ReportSection id="reports-funnels" heading={copy.heading} lead={copy.lead}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
        }}
      >
        {funnels.map((funnel) => (
          <FunnelTable key={funnel.id} funnel={funnel} />
        ))}
      </Box>
    </ReportSection>
  );
}
